// GET /api/members/:id/data-report.xlsx (Administrador, R48 a): the member's data report as a
// workbook — the sections on one sheet, then a sheet per table — the same text as the printable page.
import { Controller, Inject, Param, StreamableFile } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type ExcelJS from 'exceljs';
import {
  apiOperations,
  dataReportSections,
  dataReportTables,
  message,
  XLSX_MEDIA_TYPE,
  type MemberDataReport,
  type PlanCatalogue,
} from '@gym/domain';
import { GymCalendar } from '../../shared/gym-calendar.js';
import { loadExcelJs } from '../../shared/on-first-use.js';
import { memberIdParam } from '../../shared/http/http-input.js';
import { Route } from '../../shared/http/route.decorator.js';
import { GetMemberDataReport } from './member-data-report.query.js';
import { planCatalogueIn } from '../../settings/settings.port.js';
import type { ReadQueries } from '../../shared/read-store/read-store.port.js';
import { READ_STORE } from '../../shared/tokens.js';

/** A sheet's name: at most 31 characters, none of Excel's forbidden ones. */
const sheetName = (title: string) => title.replace(/[[\]*?/\\:]/g, ' ').slice(0, 31);

export async function dataReportWorkbook(report: MemberDataReport, plans: PlanCatalogue): Promise<ExcelJS.Workbook> {
  const { Workbook } = await loadExcelJs();
  const workbook = new Workbook();
  const summary = workbook.addWorksheet(sheetName(message('DATA_REPORT.TITLE')));
  for (const section of dataReportSections(report, plans)) {
    summary.addRow([section.title]).font = { bold: true };
    for (const [label, value] of section.rows) summary.addRow([label, value]);
    summary.addRow([]);
  }
  summary.getColumn(1).width = 28;
  summary.getColumn(2).width = 48;
  for (const table of dataReportTables(report, plans)) {
    const sheet = workbook.addWorksheet(sheetName(table.title));
    sheet.addRow([...table.headers]).font = { bold: true };
    for (const row of table.rows) sheet.addRow([...row]);
  }
  return workbook;
}

@Controller()
export class MemberDataReportXlsxController {
  constructor(
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(GymCalendar) private readonly calendar: GymCalendar,
    @Inject(READ_STORE) private readonly readStore: ReadQueries,
  ) {}

  @Route(apiOperations.downloadMemberDataReport)
  async download(@Param('id') id: string): Promise<StreamableFile> {
    const today = this.calendar.today();
    const report: MemberDataReport = await this.queryBus.execute(new GetMemberDataReport(memberIdParam(id), today));
    const workbook = await dataReportWorkbook(report, await planCatalogueIn(this.readStore));
    const bytes = await workbook.xlsx.writeBuffer();
    return new StreamableFile(Buffer.from(bytes), {
      type: XLSX_MEDIA_TYPE,
      disposition: `attachment; filename="${message('DATA_REPORT.FILE')}-${today}.xlsx"`,
    });
  }
}

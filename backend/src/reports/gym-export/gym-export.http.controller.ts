// GET /api/members/export.xlsx ('Exportar'): the whole gym in one workbook, written as it streams
// out a page at a time: Usuarios (every field of every member, under the headers the import reads),
// Pagos, Ventas (R40), Turnos, Medidas and Visitas.
import { PassThrough } from 'node:stream';
import { Controller, Inject, StreamableFile } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type ExcelJS from 'exceljs';
import {
  apiOperations,
  formatTime,
  message,
  XLSX_MEDIA_TYPE,
  type AttendancePage,
  type BodyCompositionPage,
  type PaymentPage,
  type PlanCatalogue,
} from '@gym/domain';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import {
  EVERY_MEMBER,
  everyMember,
  ListAttendances,
  ListBodyCompositions,
  MEMBER_SHEET_HEADERS,
  MEMBER_SHEET_MONEY_COLUMNS,
  memberCedulas,
  memberSheetRow,
} from '../../members/members.port.js';
import {
  ListPayments,
  PAYMENT_SHEET_HEADERS,
  PAYMENT_SHEET_MONEY_COLUMNS,
  paymentSheetRows,
  TURNO_SHEET_HEADERS,
  TURNO_SHEET_MONEY_COLUMNS,
  turnoSheetRows,
  SALE_SHEET_HEADERS,
  SALE_SHEET_MONEY_COLUMNS,
  saleSheetRows,
} from '../../money/money.port.js';
import { planCatalogueIn } from '../../settings/settings.port.js';
import { GymCalendar } from '../../shared/gym-calendar.js';
import type { AppLogger } from '../../shared/logging/logger.js';
import { Route } from '../../shared/http/route.decorator.js';
import type { ReadQueries } from '../../shared/read-store/read-store.port.js';
import { loadExcelJs } from '../../shared/on-first-use.js';
import { PESOS_FORMAT, type XlsxCell } from '../../shared/spreadsheets/sheet-cells.js';
import { LOGGER, READ_STORE } from '../../shared/tokens.js';
import { measureSheetHeaders, measureSheetRow, VISIT_SHEET_HEADERS, visitSheetRow } from './gym-export-rows.js';

const PAGE = 1_000;
const DATE_FORMAT = 'dd/mm/yyyy';

type Writer = ExcelJS.stream.xlsx.WorkbookWriter;

@Controller()
export class GymExportController {
  constructor(
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(READ_STORE) private readonly readStore: ReadQueries,
    @Inject(GymCalendar) private readonly calendar: GymCalendar,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: AppLogger,
  ) {}

  @Route(apiOperations.exportGym)
  export(): StreamableFile {
    const today = this.calendar.today();
    const file = new PassThrough();
    loadExcelJs()
      .then(({ stream }) => this.write(new stream.xlsx.WorkbookWriter({ stream: file, useStyles: true }), today))
      .catch((error: unknown) => {
        this.logger.error({ err: error }, 'export failed');
        file.destroy(error instanceof Error ? error : new Error(String(error)));
      });
    return new StreamableFile(file, {
      type: XLSX_MEDIA_TYPE,
      disposition: `attachment; filename="${message('MEMBER_EXPORT.FILE')}-${today}.xlsx"`,
    });
  }

  private async write(workbook: Writer, today: string): Promise<void> {
    // R38: every sheet names a plan by the gym's name for it.
    const plans = await planCatalogueIn(this.readStore);
    await this.sheet(workbook, 'MEMBER_EXPORT.SHEET_MEMBERS', MEMBER_SHEET_HEADERS, this.memberRows(today, plans), [
      ...MEMBER_SHEET_MONEY_COLUMNS,
    ]);
    await this.sheet(workbook, 'MEMBER_EXPORT.SHEET_PAYMENTS', PAYMENT_SHEET_HEADERS, this.paymentRows(plans), [
      ...PAYMENT_SHEET_MONEY_COLUMNS,
    ]);
    // R40: the sales and their voids, beside the payments.
    await this.sheet(workbook, 'MEMBER_EXPORT.SHEET_SALES', SALE_SHEET_HEADERS, this.saleRows(), [
      ...SALE_SHEET_MONEY_COLUMNS,
    ]);
    // R41 + R42: one row per turno, amounts as peso cells like Pagos'.
    const turnos = turnoSheetRows(this.readStore, this.config.timeZone);
    await this.sheet(workbook, 'TURNO_EXPORT.SHEET', TURNO_SHEET_HEADERS, turnos, [...TURNO_SHEET_MONEY_COLUMNS]);
    const first: BodyCompositionPage = await this.queryBus.execute(new ListBodyCompositions({ page: 1, pageSize: 1 }));
    const measures = measureSheetHeaders(first.measureKeys);
    await this.sheet(workbook, 'MEMBER_EXPORT.SHEET_MEASURES', measures, this.measureRows(first.measureKeys));
    await this.sheet(workbook, 'MEMBER_EXPORT.SHEET_VISITS', VISIT_SHEET_HEADERS, this.visitRows(plans));
    await workbook.commit();
  }

  private async *memberRows(today: string, plans: PlanCatalogue): AsyncGenerator<XlsxCell[]> {
    for await (const member of everyMember(this.queryBus, this.readStore, EVERY_MEMBER, PAGE))
      yield memberSheetRow(member, today, plans);
  }

  private async *paymentRows(plans: PlanCatalogue): AsyncGenerator<XlsxCell[]> {
    for (let page = 1; ; page += 1) {
      const { items }: PaymentPage = await this.queryBus.execute(new ListPayments({ page, pageSize: PAGE }, undefined));
      const cedulas = await memberCedulas(
        this.readStore,
        items.map((payment) => payment.memberId),
      );
      for (const payment of items) yield* paymentSheetRows(payment, cedulas, plans);
      if (items.length < PAGE) return;
    }
  }

  private async *saleRows(): AsyncGenerator<XlsxCell[]> {
    yield* await saleSheetRows(this.readStore);
  }

  private async *measureRows(measureKeys: readonly string[]): AsyncGenerator<XlsxCell[]> {
    for (let page = 1; ; page += 1) {
      const { items }: BodyCompositionPage = await this.queryBus.execute(
        new ListBodyCompositions({ page, pageSize: PAGE }),
      );
      for (const record of items) yield measureSheetRow(record, measureKeys);
      if (items.length < PAGE) return;
    }
  }

  private async *visitRows(plans: PlanCatalogue): AsyncGenerator<XlsxCell[]> {
    for (let page = 1; ; page += 1) {
      const { items }: AttendancePage = await this.queryBus.execute(
        new ListAttendances(null, { page, pageSize: PAGE }),
      );
      for (const visit of items) yield visitSheetRow(visit, formatTime(visit.attendedAt, this.config.timeZone), plans);
      if (items.length < PAGE) return;
    }
  }

  private async sheet(
    workbook: Writer,
    name: Parameters<typeof message>[0],
    headers: readonly string[],
    rows: AsyncIterable<XlsxCell[]>,
    /** R42: the columns (from 0) of amounts: number cells in the peso format. */
    moneyColumns: readonly number[] = [],
  ): Promise<void> {
    const worksheet = workbook.addWorksheet(message(name));
    worksheet.addRow([...headers]).commit();
    const money = new Set(moneyColumns.map((index) => index + 1));
    for await (const cells of rows) {
      const row = worksheet.addRow(cells);
      row.eachCell((cell, column) => {
        if (cell.value instanceof Date) cell.numFmt = DATE_FORMAT;
        else if (typeof cell.value === 'number' && money.has(column)) cell.numFmt = PESOS_FORMAT;
      });
      row.commit();
    }
    worksheet.commit();
  }
}

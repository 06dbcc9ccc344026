// GET /api/members/export.csv ('Exportar CSV' of the member list): the same search and order as the
// screen, every field of each member under the headers the import reads, so the file imports back.
import { Controller, Inject, Query, type StreamableFile } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { apiOperations, message, type PlanCatalogue } from '@gym/domain';
import { GymCalendar } from '../../shared/gym-calendar.js';
import { queryOf } from '../../shared/http/http-input.js';
import { Route } from '../../shared/http/route.decorator.js';
import type { ReadQueries } from '../../shared/read-store/read-store.port.js';
import type { RowPage } from '../../shared/spreadsheets/csv-format.js';
import { CSV_PAGE_SIZE, csvFile } from '../../shared/spreadsheets/csv-file.js';
import { READ_STORE } from '../../shared/tokens.js';
import { planCatalogueIn } from '../../settings/settings.port.js';
import { memberPage, type ExportedMember } from './member-pages.js';
import { MEMBER_CSV_HEADERS, memberCsvRow } from './member-rows.js';

@Controller()
export class MembersCsvController {
  constructor(
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(READ_STORE) private readonly readStore: ReadQueries,
    @Inject(GymCalendar) private readonly calendar: GymCalendar,
  ) {}

  @Route(apiOperations.exportMembersCsv)
  members(@Query() query: unknown): StreamableFile {
    const { search, sort, direction, plan } = queryOf(apiOperations.exportMembersCsv, query);
    const order = { search: search ?? '', sort, direction, plan: plan ?? null };
    // R38: the Plan cell names the gym's plan, read with each page.
    const page = async (number: number): Promise<RowPage<{ member: ExportedMember; plans: PlanCatalogue }>> => {
      const [found, plans] = await Promise.all([
        memberPage(this.queryBus, this.readStore, order, number, CSV_PAGE_SIZE),
        planCatalogueIn(this.readStore),
      ]);
      return { items: found.items.map((member) => ({ member, plans })), total: found.total };
    };
    const today = this.calendar.today();
    const name = message('CSV.MEMBERS_FILE');
    return csvFile(name, this.calendar.today(), MEMBER_CSV_HEADERS, page, ({ member, plans }) => [
      memberCsvRow(member, today, plans),
    ]);
  }
}

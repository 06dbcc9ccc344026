// GET /api/members/export.csv and GET /api/payments/export.csv: the member list (same search and
// order as the screen, every field of each member under the headers the import reads, so the file
// imports back) and the whole payment history, as CSV files for a spreadsheet ('Exportar CSV').
import { Readable } from 'node:stream';
import { Controller, Inject, Query, StreamableFile } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { apiOperations, message, type MessageKey, type PaymentPage } from '@gym/domain';
import { memberPage, type MemberPage } from '../member-export/member-pages.js';
import { ListPayments } from '../payments/payment-queries.js';
import { GymCalendar } from '../../shared/gym-calendar.js';
import { queryOf } from '../../shared/http/http-input.js';
import { Route } from '../../shared/http/route.decorator.js';
import type { ReadQueries } from '../../shared/read-store/read-store.port.js';
import { READ_STORE } from '../../shared/tokens.js';
import { csvDisposition, csvDocument, type CsvCell, type RowPage } from './csv-format.js';
import { MEMBER_CSV_HEADERS, memberCsvRow, PAYMENT_CSV_HEADERS, paymentCsvRow } from './csv-rows.js';

/** Rows read per query while the file is written. */
const CSV_PAGE_SIZE = 500;

@Controller()
export class CsvExportController {
  constructor(
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(READ_STORE) private readonly readStore: ReadQueries,
    @Inject(GymCalendar) private readonly calendar: GymCalendar,
  ) {}

  @Route(apiOperations.exportMembersCsv)
  members(@Query() query: unknown): StreamableFile {
    const { search, sort, direction } = queryOf(apiOperations.exportMembersCsv, query);
    const order = { search: search ?? '', sort, direction };
    const page = (number: number): Promise<MemberPage> =>
      memberPage(this.queryBus, this.readStore, order, number, CSV_PAGE_SIZE);
    const today = this.calendar.today();
    return this.file('CSV.MEMBERS_FILE', MEMBER_CSV_HEADERS, page, (member) => memberCsvRow(member, today));
  }

  @Route(apiOperations.exportPaymentsCsv)
  payments(@Query() query: unknown): StreamableFile {
    const { method } = queryOf(apiOperations.exportPaymentsCsv, query);
    const page = (number: number): Promise<PaymentPage> =>
      this.queryBus.execute(new ListPayments({ page: number, pageSize: CSV_PAGE_SIZE }, method));
    return this.file('CSV.PAYMENTS_FILE', PAYMENT_CSV_HEADERS, page, paymentCsvRow);
  }

  private file<T>(
    name: MessageKey,
    headers: readonly string[],
    page: (number: number) => Promise<RowPage<T>>,
    row: (item: T) => readonly CsvCell[],
  ): StreamableFile {
    const lines = csvDocument(headers, CSV_PAGE_SIZE, page, row);
    return new StreamableFile(Readable.from(lines), {
      type: 'text/csv; charset=utf-8',
      disposition: csvDisposition(message(name), this.calendar.today()),
    });
  }
}

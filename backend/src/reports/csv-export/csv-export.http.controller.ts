// GET /api/members/export.csv and GET /api/payments/export.csv: the member list (same search and
// order as the screen) and the whole payment history, as CSV files for a spreadsheet ('Exportar CSV').
import { Readable } from 'node:stream';
import { Controller, Get, Inject, Query as QueryParam, StreamableFile } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  MEMBER_SORT_FIELDS,
  message,
  type MemberListItem,
  type MessageKey,
  type PageOf,
  type PaymentPage,
} from '@gym/domain';
import { ListMembers } from '../../members/member-list/list-members.query.js';
import { ListPayments } from '../payments/payment-queries.js';
import { METHOD_QUERY, methodParam } from '../payments/payments.http.controller.js';
import { GymCalendar } from '../../shared/gym-calendar.js';
import { choiceParam, searchParam } from '../../shared/http/http-input.js';
import { csvDisposition, csvDocument, type CsvCell, type RowPage } from './csv-format.js';
import { MEMBER_CSV_HEADERS, memberCsvRow, PAYMENT_CSV_HEADERS, paymentCsvRow } from './csv-rows.js';

/** Rows read per query while the file is written. */
const CSV_PAGE_SIZE = 500;

@ApiTags('exportación')
@Controller()
export class CsvExportController {
  constructor(
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(GymCalendar) private readonly calendar: GymCalendar,
  ) {}

  @Get('members/export.csv')
  @ApiOperation({
    summary: 'Lista de usuarios en CSV (;, UTF-8 con BOM): todos los que coinciden con la búsqueda, en el orden pedido',
  })
  @ApiProduces('text/csv')
  @ApiQuery({ name: 'search', required: false, description: 'Texto a buscar en el nombre, el teléfono o la cédula' })
  @ApiQuery({ name: 'sort', required: false, description: `${MEMBER_SORT_FIELDS.join(' | ')} (por defecto name)` })
  @ApiQuery({ name: 'direction', required: false, description: 'asc | desc (por defecto asc)' })
  members(
    @QueryParam('search') search: string | undefined,
    @QueryParam('sort') sort: string | undefined,
    @QueryParam('direction') direction: string | undefined,
  ): StreamableFile {
    const text = searchParam(search);
    const sortField = choiceParam('sort', sort, MEMBER_SORT_FIELDS, 'name');
    const sortDirection = choiceParam('direction', direction, ['asc', 'desc'] as const, 'asc');
    const page = (number: number): Promise<PageOf<MemberListItem>> =>
      this.queryBus.execute(new ListMembers(text, sortField, sortDirection, { page: number, pageSize: CSV_PAGE_SIZE }));
    return this.file('CSV.MEMBERS_FILE', MEMBER_CSV_HEADERS, page, memberCsvRow);
  }

  @Get('payments/export.csv')
  @ApiOperation({
    summary:
      'Historial de pagos en CSV (;, UTF-8 con BOM), más nuevos primero; los de usuarios eliminados siguen (R22)',
  })
  @ApiProduces('text/csv')
  @ApiQuery({ ...METHOD_QUERY, required: false })
  payments(@QueryParam('method') method: string | undefined): StreamableFile {
    const onlyMethod = methodParam(method);
    const page = (number: number): Promise<PaymentPage> =>
      this.queryBus.execute(new ListPayments({ page: number, pageSize: CSV_PAGE_SIZE }, onlyMethod));
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

// GET /api/payments/export.csv ('Exportar CSV' of the payments): the whole payment history, or that
// of one method, as the payments screen lists it.
import { Controller, Inject, Query, type StreamableFile } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { apiOperations, message, type PaymentPage } from '@gym/domain';
import { GymCalendar } from '../../shared/gym-calendar.js';
import { queryOf } from '../../shared/http/http-input.js';
import { Route } from '../../shared/http/route.decorator.js';
import { CSV_PAGE_SIZE, csvFile } from '../../shared/spreadsheets/csv-file.js';
import { ListPayments } from '../payments/payment-queries.js';
import { PAYMENT_CSV_HEADERS, paymentCsvRows } from './payment-rows.js';

@Controller()
export class PaymentsCsvController {
  constructor(
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(GymCalendar) private readonly calendar: GymCalendar,
  ) {}

  @Route(apiOperations.exportPaymentsCsv)
  payments(@Query() query: unknown): StreamableFile {
    const { method } = queryOf(apiOperations.exportPaymentsCsv, query);
    const page = (number: number): Promise<PaymentPage> =>
      this.queryBus.execute(new ListPayments({ page: number, pageSize: CSV_PAGE_SIZE }, method));
    return csvFile(message('CSV.PAYMENTS_FILE'), this.calendar.today(), PAYMENT_CSV_HEADERS, page, paymentCsvRows);
  }
}

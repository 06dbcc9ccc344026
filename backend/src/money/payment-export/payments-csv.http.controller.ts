// GET /api/payments/export.csv ('Exportar CSV' of the payments): the whole payment history, or that
// of one method, as the payments screen lists it.
import { Controller, Inject, Query, type StreamableFile } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { apiOperations, message, type PaymentPage, type PaymentView, type PlanCatalogue } from '@gym/domain';
import { memberCedulas } from '../../members/members.port.js';
import { planCatalogueIn } from '../../settings/settings.port.js';
import { GymCalendar } from '../../shared/gym-calendar.js';
import { queryOf } from '../../shared/http/http-input.js';
import { Route } from '../../shared/http/route.decorator.js';
import type { ReadQueries } from '../../shared/read-store/read-store.port.js';
import type { RowPage } from '../../shared/spreadsheets/csv-format.js';
import { READ_STORE } from '../../shared/tokens.js';
import { CSV_PAGE_SIZE, csvFile } from '../../shared/spreadsheets/csv-file.js';
import { ListPayments } from '../payments/payment-queries.js';
import { PAYMENT_CSV_HEADERS, paymentCsvRows, type PayerCedulas } from './payment-rows.js';

interface PaymentWithPayer {
  readonly payment: PaymentView;
  readonly cedulas: PayerCedulas;
  readonly plans: PlanCatalogue;
}

@Controller()
export class PaymentsCsvController {
  constructor(
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(GymCalendar) private readonly calendar: GymCalendar,
    @Inject(READ_STORE) private readonly readStore: ReadQueries,
  ) {}

  @Route(apiOperations.exportPaymentsCsv)
  payments(@Query() query: unknown): StreamableFile {
    const { method } = queryOf(apiOperations.exportPaymentsCsv, query);
    const page = async (number: number): Promise<RowPage<PaymentWithPayer>> => {
      const found: PaymentPage = await this.queryBus.execute(
        new ListPayments({ page: number, pageSize: CSV_PAGE_SIZE }, method),
      );
      // R42: the payer's cédula, looked up once for the page.
      const [cedulas, plans] = await Promise.all([
        memberCedulas(
          this.readStore,
          found.items.map((payment) => payment.memberId),
        ),
        planCatalogueIn(this.readStore),
      ]);
      return { items: found.items.map((payment) => ({ payment, cedulas, plans })), total: found.total };
    };
    return csvFile(
      message('CSV.PAYMENTS_FILE'),
      this.calendar.today(),
      PAYMENT_CSV_HEADERS,
      page,
      ({ payment, cedulas, plans }) => paymentCsvRows(payment, cedulas, plans),
    );
  }
}

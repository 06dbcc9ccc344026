// GET /api/payments/export.csv ('Exportar CSV' of the payments): the whole payment history, or that
// of one method, as the payments screen lists it.
import { Controller, Inject, Query, type StreamableFile } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { apiOperations, message, type PaymentPage, type PaymentView, type PlanCatalogue } from '@gym/domain';
import { memberCedulas, memberNames } from '../../members/members.port.js';
import { planCatalogueIn } from '../../settings/settings.port.js';
import { GymCalendar } from '../../shared/gym-calendar.js';
import { queryOf } from '../../shared/http/http-input.js';
import { Route } from '../../shared/http/route.decorator.js';
import type { ReadQueries } from '../../shared/read-store/read-store.port.js';
import type { RowPage } from '../../shared/spreadsheets/csv-format.js';
import { READ_STORE } from '../../shared/tokens.js';
import { CSV_PAGE_SIZE, csvFile } from '../../shared/spreadsheets/csv-file.js';
import { ListPayments } from '../payments/payment-queries.js';
import { salePaymentRows, type SaleMembers } from '../sales/sale-rows.js';
import { csvOfSheetCell } from '../../shared/spreadsheets/sheet-cells.js';
import type { CsvCell } from '../../shared/spreadsheets/csv-format.js';
import { PAYMENT_CSV_HEADERS, paymentCsvRows, type PayerCedulas } from './payment-rows.js';

type PaymentsCsvItem =
  | { readonly payment: PaymentView; readonly cedulas: PayerCedulas; readonly plans: PlanCatalogue }
  /** R40: the sales, after the last page of payments. */
  | { readonly sales: readonly (readonly CsvCell[])[] };

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
    const page = async (number: number): Promise<RowPage<PaymentsCsvItem>> => {
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
      const items: PaymentsCsvItem[] = found.items.map((payment) => ({ payment, cedulas, plans }));
      // R40: the sales follow the payments, on the page that ends them.
      if (number * CSV_PAGE_SIZE >= found.total) items.push({ sales: await this.sales(method) });
      return { items, total: found.total };
    };
    return csvFile(message('CSV.PAYMENTS_FILE'), this.calendar.today(), PAYMENT_CSV_HEADERS, page, (item) =>
      'sales' in item ? item.sales : paymentCsvRows(item.payment, item.cedulas, item.plans),
    );
  }

  private async sales(method: string | undefined): Promise<CsvCell[][]> {
    const members = async (ids: readonly string[]): Promise<SaleMembers> => {
      const [names, cedulas] = await Promise.all([
        memberNames(this.readStore, ids),
        memberCedulas(this.readStore, ids),
      ]);
      return new Map(
        [...names].map(([id, member]) => [
          id,
          {
            name: member.deleted ? message('CASH_CLOSING.DELETED_MEMBER', { nombre: member.name }) : member.name,
            cedula: cedulas.get(id) ?? null,
          },
        ]),
      );
    };
    return (await salePaymentRows(this.readStore, method, members)).map((row) => row.map(csvOfSheetCell));
  }
}

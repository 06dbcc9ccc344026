// The money feature (issue 10, R29, R32): the payments and their receipts, the cash book of each
// day (close, reopen, and the ledger each member's money is appended with), the cierre and the
// payments' CSV; and what the member commands need of it (the cash book, who holds a payment).
import { Module } from '@nestjs/common';
import { MEMBER_LINKED_STREAMS, PAYMENT_HOLDERS } from '../members/members.port.js';
import type { EventStore } from '../shared/event-store/event-store.port.js';
import { commandController } from '../shared/http/command-controller.js';
import { ProjectionService } from '../shared/projections/projection-service.js';
import type { ReadQueries } from '../shared/read-store/read-store.port.js';
import { EVENT_STORE, READ_STORE } from '../shared/tokens.js';
import { CashClosingController } from './cash-closing/cash-closing.http.controller.js';
import { GetCashClosingHandler } from './cash-closing/cash-closing.query.js';
import { CashDayLedger } from './cash-days/cash-day-ledger.js';
import { CASH_DAY_COMMAND_DEPS, cashDayCommandTable, type CashDayCommandDeps } from './cash-days/cash-day.routes.js';
import { PaymentsCsvController } from './payment-export/payments-csv.http.controller.js';
import { TurnosCsvController } from './turno-export/turnos-csv.http.controller.js';
import { PaymentHolders } from './payment-voids/payment-holders.js';
import { GetMemberPaymentsHandler, ListPaymentsHandler } from './payments/payment-queries.js';
import { PaymentsController } from './payments/payments.http.controller.js';
import { GetReceiptHandler } from './receipts/receipt.query.js';
import { ReceiptsController } from './receipts/receipts.http.controller.js';
import { TURNO_COMMAND_DEPS, turnoCommandTable, type TurnoCommandDeps } from './turnos/turno.routes.js';
import { TurnoReader } from './turnos/turno.reader.js';
import { TurnosController } from './turnos/turnos.http.controller.js';
import { GymCalendar } from '../shared/gym-calendar.js';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { CLOCK } from '../shared/tokens.js';
import { PRODUCT_COMMAND_DEPS, productCommandTable, type ProductCommandDeps } from './products/product.routes.js';
import { createProductWriteLoop } from './products/product.write-loop.js';
import { ProductsController } from './products/products.http.controller.js';
import { ListProductsHandler } from './products/products.queries.js';
import { SALE_COMMAND_DEPS, saleCommandTable, type SaleCommandDeps } from './sales/sale.routes.js';
import { createSaleWriteLoop } from './sales/sale.write-loop.js';
import { GetSaleReceiptHandler } from './sales/sale-receipt.query.js';
import { SalesController } from './sales/sales.http.controller.js';

const httpControllers = [
  PaymentsCsvController,
  TurnosCsvController,
  PaymentsController,
  CashClosingController,
  ReceiptsController,
  commandController(cashDayCommandTable),
  TurnosController,
  commandController(turnoCommandTable),
  ProductsController,
  commandController(productCommandTable),
  SalesController,
  commandController(saleCommandTable),
];

const queryHandlers = [
  GetMemberPaymentsHandler,
  ListPaymentsHandler,
  GetCashClosingHandler,
  GetReceiptHandler,
  ListProductsHandler,
  GetSaleReceiptHandler,
];

/** R40: the products' runner, and the sales' (which appends with the products and the cash book). */
const productCommandDeps = {
  provide: PRODUCT_COMMAND_DEPS,
  inject: [EVENT_STORE, READ_STORE, CLOCK, APP_CONFIG, ProjectionService],
  useFactory: (
    eventStore: EventStore,
    readStore: ReadQueries,
    clock: () => Date,
    config: AppConfig,
    projections: ProjectionService,
  ): ProductCommandDeps => ({
    products: createProductWriteLoop(eventStore, readStore, {
      clock,
      timeZone: config.timeZone,
      onAppended: () => projections.notify(),
    }),
  }),
};

const saleCommandDeps = {
  provide: SALE_COMMAND_DEPS,
  inject: [EVENT_STORE, READ_STORE, CLOCK, APP_CONFIG, ProjectionService, PRODUCT_COMMAND_DEPS, CashDayLedger],
  useFactory: (
    eventStore: EventStore,
    readStore: ReadQueries,
    clock: () => Date,
    config: AppConfig,
    projections: ProjectionService,
    { products }: ProductCommandDeps,
    ledger: CashDayLedger,
  ): SaleCommandDeps => ({
    sales: createSaleWriteLoop(eventStore, products, ledger, {
      clock,
      timeZone: config.timeZone,
      onAppended: () => projections.notify(),
    }),
    products,
    readStore,
  }),
};

const cashDayCommandDeps = {
  provide: CASH_DAY_COMMAND_DEPS,
  inject: [CashDayLedger, EVENT_STORE, ProjectionService, READ_STORE],
  useFactory: (
    ledger: CashDayLedger,
    eventStore: EventStore,
    projections: ProjectionService,
    readStore: ReadQueries,
  ): CashDayCommandDeps => ({ days: ledger.days, eventStore, projections, readStore }),
};

const turnoCommandDeps = {
  provide: TURNO_COMMAND_DEPS,
  inject: [CASH_DAY_COMMAND_DEPS, GymCalendar],
  useFactory: (days: CashDayCommandDeps, calendar: GymCalendar): TurnoCommandDeps => ({
    ...days,
    today: () => calendar.today(),
  }),
};

/** For the member commands: each money event's cash book, and which member holds a payment (R29). */
const forMemberCommands = [
  { provide: MEMBER_LINKED_STREAMS, useExisting: CashDayLedger },
  {
    provide: PAYMENT_HOLDERS,
    inject: [READ_STORE, EVENT_STORE, ProjectionService],
    useFactory: (readStore: ReadQueries, eventStore: EventStore, projections: ProjectionService) =>
      new PaymentHolders(readStore, eventStore, projections),
  },
];

@Module({
  controllers: httpControllers,
  providers: [
    ...queryHandlers,
    CashDayLedger,
    cashDayCommandDeps,
    turnoCommandDeps,
    productCommandDeps,
    saleCommandDeps,
    TurnoReader,
    ...forMemberCommands,
  ],
  exports: [MEMBER_LINKED_STREAMS, PAYMENT_HOLDERS],
})
export class MoneyModule {}

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

const httpControllers = [
  PaymentsCsvController,
  TurnosCsvController,
  PaymentsController,
  CashClosingController,
  ReceiptsController,
  commandController(cashDayCommandTable),
  TurnosController,
  commandController(turnoCommandTable),
];

const queryHandlers = [GetMemberPaymentsHandler, ListPaymentsHandler, GetCashClosingHandler, GetReceiptHandler];

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
  providers: [...queryHandlers, CashDayLedger, cashDayCommandDeps, turnoCommandDeps, TurnoReader, ...forMemberCommands],
  exports: [MEMBER_LINKED_STREAMS, PAYMENT_HOLDERS],
})
export class MoneyModule {}

// The cash days (R32): the table of a day's commands (close, reopen), and the ledger that adds each
// member's money to its day's cash book (the member commands use it).
import { Module } from '@nestjs/common';
import type { EventStore } from '../shared/event-store/event-store.port.js';
import { commandController } from '../shared/http/command-controller.js';
import { ProjectionService } from '../shared/projections/projection-service.js';
import type { ReadQueries } from '../shared/read-store/read-store.port.js';
import { EVENT_STORE, READ_STORE } from '../shared/tokens.js';
import { CashDayLedger } from './cash-day-ledger.js';
import { CASH_DAY_COMMAND_DEPS, cashDayCommandTable, type CashDayCommandDeps } from './cash-day.commands.js';

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

@Module({
  controllers: [commandController(cashDayCommandTable)],
  providers: [CashDayLedger, cashDayCommandDeps],
  exports: [CashDayLedger],
})
export class CashDaysModule {}

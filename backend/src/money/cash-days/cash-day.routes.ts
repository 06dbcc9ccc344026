// Every command on a day's cash book, one row each (R32): close it with the cash counted (any staff
// member), reopen it (an Administrador, with a reason). The path names the day. The entries of a
// day are not commands of their own: they go with each member's money (cash-day-ledger.ts).
import {
  apiOperations,
  cashDayStreamId,
  isValidDate,
  type CashDayCommand,
  type CashDayEvent,
  type CashDayState,
  type CloseCashDayRequest,
} from '@gym/domain';
import { commandRows, type CommandCall, type CommandTable } from '../../shared/commands/command-table.js';
import type { EventStore } from '../../shared/event-store/event-store.port.js';
import { AppError } from '../../shared/http/app-error.js';
import type { ProjectionService } from '../../shared/projections/projection-service.js';
import type { ReadQueries } from '../../shared/read-store/read-store.port.js';
import { booksForClosing, dayBooks } from './day-books.js';
import type { CashDayWriteLoop } from './cash-day-ledger.js';

export const CASH_DAY_COMMAND_DEPS = Symbol('CASH_DAY_COMMAND_DEPS');

/** How long a closing waits for the projections to reach the log's head before saying to try again. */
const BOOKS_WAIT_MS = 5_000;

export interface CashDayCommandDeps {
  readonly days: CashDayWriteLoop;
  readonly eventStore: EventStore;
  readonly projections: ProjectionService;
  readonly readStore: ReadQueries;
}

const row = commandRows<CashDayCommandDeps, CashDayState, CashDayCommand, CashDayEvent>(({ days }) => ({
  runner: days,
  streamOf: (command) => cashDayStreamId(command.data.day),
}));

/** The day in the path, `YYYY-MM-DD`; anything else is 400 'Indica un día válido (AAAA-MM-DD).' */
function dayParam(raw: string): string {
  if (!isValidDate(raw)) throw new AppError('CASH_CLOSING.DATE_INVALID');
  return raw;
}

/**
 * The day's books at the log position this attempt sees: the projections are waited for up to the
 * head, so every money event already appended (its entry's included) is in them. Read again on
 * every attempt of the write loop.
 */
export async function booksAtHead({ eventStore, projections, readStore }: CashDayCommandDeps, day: string) {
  const head = await eventStore.headPosition();
  if (!(await projections.waitFor(head, BOOKS_WAIT_MS))) throw new AppError('CASH_DAY.TOTALS_NOT_READY');
  return booksForClosing(await dayBooks(readStore, day));
}

async function closeCashDay({ id: day, body, context }: CommandCall<CloseCashDayRequest>, deps: CashDayCommandDeps) {
  const { position } = await deps.days.handle({
    ...context,
    streamId: cashDayStreamId(day),
    command: async (): Promise<CashDayCommand> => ({
      type: 'CloseCashDay',
      data: { day, countedCash: body.countedCash, books: await booksAtHead(deps, day) },
    }),
  });
  return { position };
}

export const cashDayCommandTable: CommandTable<CashDayCommandDeps> = {
  name: 'CashDay',
  notFound: 'CASH_CLOSING.DATE_INVALID',
  parseId: dayParam,
  deps: CASH_DAY_COMMAND_DEPS,
  routes: [
    row.handle(apiOperations.closeCashDay, { failure: 'CASH_CLOSING.CLOSE_FAILED', handle: closeCashDay }),
    row.decide(apiOperations.reopenCashDay, {
      failure: 'CASH_CLOSING.REOPEN_FAILED',
      command: ({ id: day, body }) => ({ type: 'ReopenCashDay', data: { day, reason: body.reason } }),
      answer: ({ result }) => ({ position: result.position }),
    }),
  ],
};

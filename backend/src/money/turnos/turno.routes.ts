// Every command on the till's turnos, one row each (R41): open one with a base, a cash withdrawal
// from the open one, close one with the cash counted. Each is decided on the day's cash-day stream
// (`cash-day-YYYY-MM-DD`), the same stream, and so the same expected revision, as the day's closing
// and every money entry: see cash-days/cash-day-ledger.ts for what that serialises.
import {
  apiOperations,
  cashDayStreamId,
  dayOfTurnoId,
  isValidDate,
  type CashDayCommand,
  type CashDayEvent,
  type CashDayState,
  type CloseTurnoRequest,
  type WithdrawCashRequest,
} from '@gym/domain';
import { commandRows, type CommandCall, type CommandTable } from '../../shared/commands/command-table.js';
import { AppError } from '../../shared/http/app-error.js';
import { booksAtHead, type CashDayCommandDeps } from '../cash-days/cash-day.routes.js';

export const TURNO_COMMAND_DEPS = Symbol('TURNO_COMMAND_DEPS');

export interface TurnoCommandDeps extends CashDayCommandDeps {
  /** Today in the gym's time zone (R1): the day a turno opens on and a withdrawal goes into. */
  readonly today: () => string;
}

const row = commandRows<TurnoCommandDeps, CashDayState, CashDayCommand, CashDayEvent>(({ days }) => ({
  runner: days,
  streamOf: (command) => cashDayStreamId(command.data.day),
}));

/** `YYYY-MM-DD-n`; anything else names no turno (404). */
function turnoParam(raw: string): string {
  const day = dayOfTurnoId(raw);
  if (!/^\d{4}-\d{2}-\d{2}-[1-9]\d{0,3}$/.test(raw) || !isValidDate(day)) throw new AppError('TURNO.NOT_FOUND');
  return raw;
}

/** The turno a decided command wrote to: the last turno event it appended, or the open one. */
function turnoOf(events: readonly CashDayEvent[], state: CashDayState): string {
  const named = events.flatMap((event) => ('turnoId' in event.data && event.data.turnoId ? [event.data.turnoId] : []));
  return named.at(-1) ?? state.turnos.find((turno) => turno.status === 'open')?.id ?? '';
}

async function withdraw({ body, context }: CommandCall<WithdrawCashRequest>, deps: TurnoCommandDeps) {
  const day = deps.today();
  const result = await deps.days.handle({
    ...context,
    streamId: cashDayStreamId(day),
    command: async (): Promise<CashDayCommand> => ({
      type: 'WithdrawCash',
      data: { day, amount: body.amount, reason: body.reason, books: await booksAtHead(deps, day) },
    }),
  });
  return { turnoId: turnoOf(result.events, result.state), position: result.position };
}

async function close({ id: turnoId, body, context }: CommandCall<CloseTurnoRequest>, deps: TurnoCommandDeps) {
  const day = dayOfTurnoId(turnoId);
  const result = await deps.days.handle({
    ...context,
    streamId: cashDayStreamId(day),
    command: async (): Promise<CashDayCommand> => ({
      type: 'CloseTurno',
      data: { day, turnoId, countedCash: body.countedCash, books: await booksAtHead(deps, day) },
    }),
  });
  return { turnoId, position: result.position };
}

export const turnoCommandTable: CommandTable<TurnoCommandDeps> = {
  name: 'Turno',
  notFound: 'TURNO.NOT_FOUND',
  parseId: turnoParam,
  deps: TURNO_COMMAND_DEPS,
  routes: [
    row.decide(apiOperations.openTurno, {
      failure: 'TURNO.OPEN_FAILED',
      command: ({ body }, { today }) => ({ type: 'OpenTurno', data: { day: today(), base: body.base } }),
      answer: ({ result }) => ({ turnoId: turnoOf(result.events, result.state), position: result.position }),
    }),
    row.handle(apiOperations.withdrawCash, { failure: 'TURNO.WITHDRAW_FAILED', handle: withdraw }),
    row.handle(apiOperations.closeTurno, { failure: 'TURNO.CLOSE_FAILED', handle: close }),
  ],
};

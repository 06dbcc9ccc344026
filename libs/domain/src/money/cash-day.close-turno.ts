// Closing a turno with the cash counted (R41): the body, the command, and its rule (which R32's
// closing of the day also uses for the turno it closes first).
import { z } from 'zod';
import { strictBodyError } from '../api/schema-primitives.js';
import { reject, type Decision, type DecisionContext, type Rejection } from '../decision.js';
import { formatDate, isValidDate } from '../rules/dates.js';
import type { CashDayEvent, TurnoClosed } from './cash-day.events.js';
import { entriesInOrder, type CashDayState, type TurnoState } from './cash-day.state.js';
import {
  bookEntryKeys,
  pendingEntries,
  TURNO_MAX_CASH,
  turnoBooks,
  turnoCashProblem,
  turnoExpectedCash,
  turnoTotals,
  type DayBooksRead,
} from './cash-day.turno-books.js';

/** R41: close turno `turnoId` of `day` with the cash counted; `books` as the read model held them. */
export interface CloseTurno {
  readonly type: 'CloseTurno';
  readonly data: {
    readonly day: string;
    readonly turnoId: string;
    readonly countedCash: number;
    readonly books: DayBooksRead;
  };
}

export const closeTurnoRequest = z.strictObject(
  {
    countedCash: z
      .int({ error: 'TURNO.COUNTED_INVALID' })
      .min(0, { error: 'TURNO.COUNTED_INVALID' })
      .max(TURNO_MAX_CASH, { error: 'TURNO.AMOUNT_TOO_LARGE' }),
  },
  strictBodyError,
);

export type CloseTurnoRequest = z.output<typeof closeTurnoRequest>;

/**
 * The closing of the open `turno`: its books, expected and counted cash and the difference. An entry
 * of the turno the books do not hold yet holds it back (as a day's closing, R32).
 */
export function turnoClosing(
  day: string,
  state: CashDayState,
  turno: TurnoState,
  countedCash: number,
  books: DayBooksRead,
  context: DecisionContext,
): TurnoClosed | Rejection {
  const entries = entriesInOrder(state);
  const own = entries.filter((entry) => entry.turnoId === turno.id);
  if (pendingEntries(own, bookEntryKeys(books), context.now).length > 0) {
    return reject('CASH_DAY.ENTRY_PENDING', { fecha: formatDate(day) });
  }
  const totals = turnoTotals(turnoBooks(day, entries, turno.id, books));
  const expectedCash = turnoExpectedCash(turno.base, totals, turno.withdrawals);
  return {
    type: 'TurnoClosed',
    data: {
      day,
      turnoId: turno.id,
      base: turno.base,
      withdrawals: turno.withdrawals,
      countedCash,
      expectedCash,
      difference: countedCash - expectedCash,
      totals,
      closedBy: context.actor.staffId,
    },
  };
}

/** R41: any staff member closes the open turno with the cash counted; the next may open at once. */
export function closeTurno(
  { data }: CloseTurno,
  state: CashDayState,
  context: DecisionContext,
): Decision<CashDayEvent> {
  const { day, turnoId, countedCash, books } = data;
  if (!isValidDate(day)) return reject('CASH_CLOSING.DATE_INVALID');
  const problem = turnoCashProblem(countedCash, 'TURNO.COUNTED_INVALID');
  if (problem !== null) return reject(problem, undefined, 'countedCash');
  const turno = state.turnos.find((candidate) => candidate.id === turnoId);
  if (turno?.status !== 'open') return reject('TURNO.NOT_OPEN');
  const closing = turnoClosing(day, state, turno, countedCash, books, context);
  return 'rejected' in closing ? closing : [closing];
}

// Closing a day's cash book with the cash counted (R32): the cierre's body, the command, and its rule.
import { z } from 'zod';
import { strictBodyError } from '../api/schema-primitives.js';
import { reject, type Decision, type DecisionContext } from '../decision.js';
import { formatDate, isValidDate, localDate } from '../rules/dates.js';
import { amountProblem, MAX_AMOUNT } from '../rules/money.js';
import { turnoClosing } from './cash-day.close-turno.js';
import type { CashDayEvent, TurnoClosed, TurnoOpened } from './cash-day.events.js';
import { entriesInOrder, evolveCashDay, nextTurnoId, openTurnoOf, type CashDayState } from './cash-day.state.js';
import { bookEntryKeys, pendingEntries, sumTotals, type DayBooksRead } from './cash-day.turno-books.js';

/**
 * R32: close `day` with the cash counted. `books` is the day's money as the read model held it at
 * the log position the command saw (after waiting for it): its payments and voids, so an entry
 * whose money is not there yet holds the closing back.
 */
export interface CloseCashDay {
  readonly type: 'CloseCashDay';
  readonly data: {
    readonly day: string;
    readonly countedCash: number;
    readonly books: DayBooksRead;
  };
}

/** The cash counted in the drawer: whole pesos, 0 to 10.000.000 (R26's limit). The day comes from the path. */
export const closeCashDayRequest = z.strictObject(
  {
    countedCash: z
      .int({ error: 'CASH_DAY.COUNTED_INVALID' })
      .min(0, { error: 'CASH_DAY.COUNTED_INVALID' })
      .max(MAX_AMOUNT, { error: 'PAYMENT.AMOUNT_TOO_LARGE' }),
  },
  strictBodyError,
);

export type CloseCashDayRequest = z.output<typeof closeCashDayRequest>;

/**
 * R32 + R41: any staff member closes a day that has come, once, with the cash counted. The open
 * turno is closed first with that count (in the same append); a day that never had a turno gets
 * one (opened automatically, base 0) so its sheet still has one. The day's closing sums its
 * turnos: the cash expected and counted are what the day added to the drawer (each turno's
 * expected and counted less its base), the difference is the sum of the turnos' differences. With
 * every turno already closed, their counts are the day's and the count sent is not used again.
 * An entry of the day the books do not hold yet holds the closing back until it is there or its
 * lease has lapsed.
 */
export function closeCashDay(
  { data }: CloseCashDay,
  state: CashDayState,
  context: DecisionContext,
): Decision<CashDayEvent> {
  const { day, countedCash, books } = data;
  if (!isValidDate(day)) return reject('CASH_CLOSING.DATE_INVALID');
  const fecha = formatDate(day);
  if (day > localDate(context.now, context.timeZone)) return reject('CASH_DAY.FUTURE', { fecha });
  const counted = amountProblem(countedCash, 0);
  if (counted === 'PAYMENT.INVALID_AMOUNT') return reject('CASH_DAY.COUNTED_INVALID', undefined, 'countedCash');
  if (counted !== null) return reject(counted, undefined, 'countedCash');
  if (state.status === 'closed') return reject('CASH_DAY.ALREADY_CLOSED', { fecha });
  if (pendingEntries(entriesInOrder(state), bookEntryKeys(books), context.now).length > 0) {
    return reject('CASH_DAY.ENTRY_PENDING', { fecha });
  }
  const opened: TurnoOpened | null =
    state.turnos.length === 0
      ? {
          type: 'TurnoOpened',
          data: {
            day,
            turnoId: nextTurnoId(state, day),
            base: 0,
            openedBy: context.actor.staffId,
            openedAt: context.now,
            automatic: true,
          },
        }
      : null;
  const withTurno = opened === null ? state : evolveCashDay(state, opened);
  const open = openTurnoOf(withTurno);
  const closing = open === undefined ? null : turnoClosing(day, withTurno, open, countedCash, books, context);
  if (closing !== null && 'rejected' in closing) return closing;
  const closings: TurnoClosed['data'][] = [
    ...withTurno.turnos.flatMap((turno) => (turno.closing === null ? [] : [turno.closing])),
    ...(closing === null ? [] : [closing.data]),
  ];
  const expectedCash = closings.reduce((total, turno) => total + turno.expectedCash - turno.base, 0);
  const dayCounted = closings.reduce((total, turno) => total + turno.countedCash - turno.base, 0);
  const dayClosed: CashDayEvent = {
    type: 'CashDayClosed',
    data: {
      day,
      countedCash: dayCounted,
      expectedCash,
      difference: dayCounted - expectedCash,
      totals: sumTotals(closings.map((turno) => turno.totals)),
      ...(closing === null ? {} : { turnoId: closing.data.turnoId }),
    },
  };
  return [...(opened === null ? [] : [opened]), ...(closing === null ? [] : [closing]), dayClosed];
}

// Closing a day's cash book with the cash counted (R32): the cierre's body, the command, and its rule.
import { z } from 'zod';
import { strictBodyError } from '../api/schema-primitives.js';
import { reject, type Decision, type DecisionContext } from '../decision.js';
import { formatDate, instantMillis, isValidDate, localDate } from '../rules/dates.js';
import { amountProblem, MAX_AMOUNT } from '../rules/money.js';
import { entryKey, type CashDayEvent, type CashDayTotals } from './cash-day.events.js';
import type { CashDayEntry, CashDayState } from './cash-day.state.js';

/**
 * How long an entry may wait for its member event before a closing counts it as abandoned. Only
 * EventStoreDB writes the two apart (the entry first); on SQLite they are one transaction.
 */
export const ENTRY_LEASE_MS = 30_000;

/**
 * R32: close `day` with the cash counted. `books` is the day's money as the read model held it at
 * the log position the command saw (after waiting for it): its totals, and the entries it holds
 * (`entryKey`), so an entry whose money is not there yet holds the closing back.
 */
export interface CloseCashDay {
  readonly type: 'CloseCashDay';
  readonly data: {
    readonly day: string;
    readonly countedCash: number;
    readonly books: { readonly totals: CashDayTotals; readonly entries: readonly string[] };
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
 * R32: any staff member closes a day that has come, once, with the cash counted. The closing
 * records the day's books as read; an entry of the day they do not hold yet (its member event not
 * written or not read yet) holds the closing back until it is there or its lease has lapsed.
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
  if (pendingEntries(state.entries, books.entries, context.now).length > 0) {
    return reject('CASH_DAY.ENTRY_PENDING', { fecha });
  }
  const { expectedCash } = books.totals;
  return [
    {
      type: 'CashDayClosed',
      data: { day, countedCash, expectedCash, difference: countedCash - expectedCash, totals: books.totals },
    },
  ];
}

/** Entries the books do not hold yet and that are still within their lease. */
export function pendingEntries(
  entries: readonly CashDayEntry[],
  inBooks: readonly string[],
  now: string,
): readonly CashDayEntry[] {
  const held = new Set(inBooks);
  const cutoff = instantMillis(now) - ENTRY_LEASE_MS;
  return entries.filter((entry) => !held.has(entryKey(entry)) && instantMillis(entry.enteredAt) > cutoff);
}

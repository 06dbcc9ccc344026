// `decideCashDay`: what a command on a day's cash book yields (R29, R32). One function per command.
import { reject, type Decision, type DecisionContext } from '../decision.js';
import { formatDate, instantMillis, isValidDate, localDate } from '../rules/dates.js';
import { amountProblem } from '../rules/money.js';
import { validReason } from '../rules/reasons.js';
import { may } from '../staff/staff-permissions.js';
import {
  entryKey,
  type CashDayCommand,
  type CloseCashDay,
  type RecordCashDayEntry,
  type ReopenCashDay,
} from './cash-day.commands.js';
import type { CashDayEvent } from './cash-day.events.js';
import type { CashDayEntry, CashDayState } from './cash-day.state.js';

/**
 * How long an entry may wait for its member event before a closing counts it as abandoned. Only
 * EventStoreDB writes the two apart (the entry first); on SQLite they are one transaction.
 */
export const ENTRY_LEASE_MS = 30_000;

export type CashDayDecision = Decision<CashDayEvent>;

export function decideCashDay(command: CashDayCommand, state: CashDayState, context: DecisionContext): CashDayDecision {
  switch (command.type) {
    case 'RecordCashDayEntry':
      return recordEntry(command, state, context);
    case 'CloseCashDay':
      return closeDay(command, state, context);
    case 'ReopenCashDay':
      return reopenDay(command, state, context);
    default: {
      const unknown: never = command;
      throw new Error(`Unknown cash day command ${JSON.stringify(unknown)}`);
    }
  }
}

/** R32: a closed day takes no payment, renewal or void dated on it. */
function recordEntry({ data }: RecordCashDayEntry, state: CashDayState, context: DecisionContext): CashDayDecision {
  if (state.status === 'closed') return reject('CASH_DAY.CLOSED', { fecha: formatDate(data.day) });
  return [{ type: 'CashDayEntryAdded', data: { ...data, enteredAt: context.now } }];
}

/**
 * R32: any staff member closes a day that has come, once, with the cash counted. The closing
 * records the day's books as read; an entry of the day they do not hold yet (its member event not
 * written or not read yet) holds the closing back until it is there or its lease has lapsed.
 */
function closeDay({ data }: CloseCashDay, state: CashDayState, context: DecisionContext): CashDayDecision {
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

/** R32: only an Administrador reopens a closed day, with a reason; the closing stays in its history. */
function reopenDay({ data }: ReopenCashDay, state: CashDayState, context: DecisionContext): CashDayDecision {
  if (!may(context.actor.role, 'cashDays.reopen')) return reject('AUTH.FORBIDDEN');
  if (!isValidDate(data.day)) return reject('CASH_CLOSING.DATE_INVALID');
  const reason = validReason(data.reason);
  if (reason === null) return reject('REQUEST.REASON_INVALID', undefined, 'reason');
  if (state.status !== 'closed') return reject('CASH_DAY.NOT_CLOSED', { fecha: formatDate(data.day) });
  return [{ type: 'CashDayReopened', data: { day: data.day, reason } }];
}

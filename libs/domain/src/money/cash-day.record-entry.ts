// Money dated on a day (a payment, a renewal or a void) enters that day's cash book (R29, R32): the
// command and its rule. It has no body of its own: the member runner sends it with the member's event.
import { reject, type Decision, type DecisionContext } from '../decision.js';
import { formatDate } from '../rules/dates.js';
import type { CashDayEntryAdded, CashDayEvent } from './cash-day.events.js';
import type { CashDayState } from './cash-day.state.js';

/** Money dated on `day` (a payment, a renewal or a void): refused once the day is closed. */
export interface RecordCashDayEntry {
  readonly type: 'RecordCashDayEntry';
  readonly data: Omit<CashDayEntryAdded['data'], 'enteredAt'>;
}

/** R32: a closed day takes no payment, renewal or void dated on it. */
export function recordCashDayEntry(
  { data }: RecordCashDayEntry,
  state: CashDayState,
  context: DecisionContext,
): Decision<CashDayEvent> {
  if (state.status === 'closed') return reject('CASH_DAY.CLOSED', { fecha: formatDate(data.day) });
  return [{ type: 'CashDayEntryAdded', data: { ...data, enteredAt: context.now } }];
}

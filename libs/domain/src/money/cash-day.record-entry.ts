// Money dated on a day (a payment, a renewal or a void) enters that day's cash book (R29, R32): the
// command and its rule. It has no body of its own: the member runner sends it with the member's event.
import { reject, type Decision, type DecisionContext } from '../decision.js';
import { formatDate } from '../rules/dates.js';
import type { CashDayEntryAdded, CashDayEvent, TurnoOpened } from './cash-day.events.js';
import { nextTurnoId, openTurnoOf, type CashDayState } from './cash-day.state.js';

/** Money dated on `day` (a payment, a renewal or a void): refused once the day is closed. */
export interface RecordCashDayEntry {
  readonly type: 'RecordCashDayEntry';
  readonly data: Omit<CashDayEntryAdded['data'], 'enteredAt' | 'turnoId'>;
}

/**
 * R32: a closed day takes no payment, renewal or void dated on it. R41: the money goes into the open
 * turno; with none open, it opens one by itself with a base of 0 ('Abierto automáticamente'), in the
 * same append, so a gym that never opens turnos (and every API client) works as before.
 */
export function recordCashDayEntry(
  { data }: RecordCashDayEntry,
  state: CashDayState,
  context: DecisionContext,
): Decision<CashDayEvent> {
  if (state.status === 'closed') return reject('CASH_DAY.CLOSED', { fecha: formatDate(data.day) });
  const open = openTurnoOf(state);
  const opened: TurnoOpened | null =
    open === undefined
      ? {
          type: 'TurnoOpened',
          data: {
            day: data.day,
            turnoId: nextTurnoId(state, data.day),
            base: 0,
            openedBy: context.actor.staffId,
            openedAt: context.now,
            automatic: true,
          },
        }
      : null;
  const turnoId = open?.id ?? opened?.data.turnoId ?? '';
  const entry: CashDayEntryAdded = { type: 'CashDayEntryAdded', data: { ...data, enteredAt: context.now, turnoId } };
  return opened === null ? [entry] : [opened, entry];
}

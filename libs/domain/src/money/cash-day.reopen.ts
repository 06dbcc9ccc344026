// Reopening a closed day (R32): the body, the command, and its rule. The day comes from the path.
import { z } from 'zod';
import { strictBodyError } from '../api/schema-primitives.js';
import { reject, type Decision, type DecisionContext } from '../decision.js';
import { reasonText } from '../members/member.request-fields.js';
import { formatDate, isValidDate } from '../rules/dates.js';
import { validReason } from '../rules/reasons.js';
import { may } from '../staff/staff-permissions.js';
import type { CashDayEvent } from './cash-day.events.js';
import type { CashDayState } from './cash-day.state.js';

export interface ReopenCashDay {
  readonly type: 'ReopenCashDay';
  readonly data: { readonly day: string; readonly reason: string };
}

export const reopenCashDayRequest = z.strictObject({ reason: reasonText }, strictBodyError);

export type ReopenCashDayRequest = z.output<typeof reopenCashDayRequest>;

/** R32: only an Administrador reopens a closed day, with a reason; the closing stays in its history. */
export function reopenCashDay(
  { data }: ReopenCashDay,
  state: CashDayState,
  context: DecisionContext,
): Decision<CashDayEvent> {
  if (!may(context.actor.role, 'cashDays.reopen')) return reject('AUTH.FORBIDDEN');
  if (!isValidDate(data.day)) return reject('CASH_CLOSING.DATE_INVALID');
  const reason = validReason(data.reason);
  if (reason === null) return reject('REQUEST.REASON_INVALID', undefined, 'reason');
  if (state.status !== 'closed') return reject('CASH_DAY.NOT_CLOSED', { fecha: formatDate(data.day) });
  return [{ type: 'CashDayReopened', data: { day: data.day, reason } }];
}

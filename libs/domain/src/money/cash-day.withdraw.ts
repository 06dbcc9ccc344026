// A cash withdrawal from the open turno (R41): the body, the command, and its rule.
import { z } from 'zod';
import { strictBodyError } from '../api/schema-primitives.js';
import { reject, type Decision, type DecisionContext } from '../decision.js';
import { reasonText } from '../members/member.request-fields.js';
import { formatDate, isValidDate } from '../rules/dates.js';
import { formatMoney } from '../rules/money.js';
import { validReason } from '../rules/reasons.js';
import type { CashDayEvent } from './cash-day.events.js';
import { entriesInOrder, openTurnoOf, type CashDayState } from './cash-day.state.js';
import {
  TURNO_MAX_CASH,
  turnoBooks,
  turnoExpectedCash,
  turnoTotals,
  type DayBooksRead,
} from './cash-day.turno-books.js';

/** R41: take `amount` pesos out of the open turno's drawer, saying why. `books` as the read model held them. */
export interface WithdrawCash {
  readonly type: 'WithdrawCash';
  readonly data: {
    readonly day: string;
    readonly amount: number;
    readonly reason: string;
    readonly books: DayBooksRead;
  };
}

export const withdrawCashRequest = z.strictObject(
  {
    amount: z
      .int({ error: 'TURNO.WITHDRAWAL_INVALID' })
      .min(1, { error: 'TURNO.WITHDRAWAL_INVALID' })
      .max(TURNO_MAX_CASH, { error: 'TURNO.AMOUNT_TOO_LARGE' }),
    reason: reasonText,
  },
  strictBodyError,
);

export type WithdrawCashRequest = z.output<typeof withdrawCashRequest>;

/** R41: a withdrawal goes into the open turno and never takes more than the cash the drawer should hold. */
export function withdrawCash(
  { data }: WithdrawCash,
  state: CashDayState,
  context: DecisionContext,
): Decision<CashDayEvent> {
  const { day, amount, books } = data;
  if (!isValidDate(day)) return reject('CASH_CLOSING.DATE_INVALID');
  if (!Number.isInteger(amount) || amount < 1) return reject('TURNO.WITHDRAWAL_INVALID', undefined, 'amount');
  if (amount > TURNO_MAX_CASH) return reject('TURNO.AMOUNT_TOO_LARGE', undefined, 'amount');
  const reason = validReason(data.reason);
  if (reason === null) return reject('REQUEST.REASON_INVALID', undefined, 'reason');
  if (state.status === 'closed') return reject('CASH_DAY.CLOSED', { fecha: formatDate(day) });
  const turno = openTurnoOf(state);
  if (turno === undefined) return reject('TURNO.NONE_OPEN');
  const totals = turnoTotals(turnoBooks(day, entriesInOrder(state), turno.id, books));
  const inDrawer = turnoExpectedCash(turno.base, totals, turno.withdrawals);
  if (amount > inDrawer) return reject('TURNO.WITHDRAWAL_OVER_CASH', { monto: formatMoney(inDrawer) }, 'amount');
  return [{ type: 'CashWithdrawn', data: { day, turnoId: turno.id, amount, reason, by: context.actor.staffId } }];
}

// Voiding a sale (R40 + R29): an Administrador, with a reason; the money goes back out on the day of
// the void (R42 decides against whom) and the units go back to their products in the same append.
import { z } from 'zod';
import { strictBodyError } from '../api/schema-primitives.js';
import { reject, type Decision, type DecisionContext } from '../decision.js';
import { reasonText } from '../members/member.request-fields.js';
import { formatDate, localDate } from '../rules/dates.js';
import { validReason } from '../rules/reasons.js';
import { may } from '../staff/staff-permissions.js';
import type { SaleEvent } from './sale.events.js';
import type { SaleState } from './sale.state.js';

export interface VoidSale {
  readonly type: 'VoidSale';
  readonly data: { readonly saleId: string; readonly reason: string };
}

/** POST /api/sales/{id}/void. */
export const voidSaleRequest = z
  .strictObject({ reason: reasonText.meta({ example: 'Se cobró dos veces' }) }, strictBodyError)
  .meta({ id: 'VoidSaleRequest' });

export type VoidSaleRequest = z.output<typeof voidSaleRequest>;

/** R29 for sales: voided once, by an Administrador, saying why. */
export function voidSale({ data }: VoidSale, state: SaleState, context: DecisionContext): Decision<SaleEvent> {
  if (!may(context.actor.role, 'sales.void')) return reject('AUTH.FORBIDDEN');
  if (state.status === 'none') return reject('SALE.NOT_FOUND');
  if (state.voidedOn !== null) return reject('SALE.ALREADY_VOIDED', { fecha: formatDate(state.voidedOn) });
  const reason = validReason(data.reason);
  if (reason === null) return reject('REQUEST.REASON_INVALID', undefined, 'reason');
  const { saleId, soldOn, total, method, memberId, lines } = state;
  return [
    {
      type: 'SaleVoided',
      data: {
        saleId,
        soldOn,
        voidedOn: localDate(context.now, context.timeZone),
        total,
        method,
        reason,
        ...(memberId === undefined ? {} : { memberId }),
        lines: lines.map(({ productId, quantity }) => ({ productId, quantity })),
      },
    },
  ];
}

// `decideSale`: what a command on one sale yields (R40), as events or a rejection; and the cash-day
// entries and product commands its events go with in the same append.
import type { Decision, DecisionContext } from '../decision.js';
import type { CashDayEntryRequest } from '../money/cash-day.money.js';
import type { ReturnUnits, SellUnits } from '../products/product.stock.js';
import type { SaleEvent } from './sale.events.js';
import { recordSale, type RecordSale } from './sale.record.js';
import type { SaleState } from './sale.state.js';
import { voidSale, type VoidSale } from './sale.void.js';

export type SaleCommand = RecordSale | VoidSale;

export function decideSale(command: SaleCommand, state: SaleState, context: DecisionContext): Decision<SaleEvent> {
  switch (command.type) {
    case 'RecordSale':
      return recordSale(command, state, context);
    case 'VoidSale':
      return voidSale(command, state, context);
    default: {
      const unknown: never = command;
      throw new Error(`Unknown sale command ${JSON.stringify(unknown)}`);
    }
  }
}

/**
 * R40 + R41: a sale is money like a payment: it enters the cash book of the day it was sold, its void
 * leaves that of the day voided. The entry names the sale as its `paymentId` (ids never collide).
 */
export function saleCashDayEntry(event: SaleEvent): CashDayEntryRequest {
  const { saleId: paymentId, total: amount, method, memberId } = event.data;
  const member = memberId ?? '';
  return event.type === 'SaleRecorded'
    ? { day: event.data.soldOn, kind: 'payment', memberId: member, paymentId, amount, method }
    : { day: event.data.voidedOn, kind: 'void', memberId: member, paymentId, amount, method };
}

/** The product commands a sale's events go with: units taken by a sale, put back by its void. */
export function productCommandsOf(event: SaleEvent): (SellUnits | ReturnUnits)[] {
  const { saleId, lines } = event.data;
  return lines.map(({ productId, quantity: units }) =>
    event.type === 'SaleRecorded'
      ? { type: 'SellUnits', data: { productId, saleId, units } }
      : { type: 'ReturnUnits', data: { productId, saleId, units } },
  );
}

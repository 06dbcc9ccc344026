// Selling products at the desk (R40): the body, the command and its rule. The route reads each
// product's stream for its name, price and whether it is still sold; the units are taken from the
// product's stream in the same append (product.stock.ts's `sellUnits`), where the stock is held.
import { z } from 'zod';
import { strictBodyError, uuid } from '../api/schema-primitives.js';
import { reject, type Decision, type DecisionContext } from '../decision.js';
import { paymentMethodShape } from '../members/member.request-fields.js';
import { isUnits, PRODUCT_MAX_UNITS } from '../products/product.request-fields.js';
import { localDate } from '../rules/dates.js';
import type { PaymentMethod } from '../rules/payment-methods.js';
import type { SaleEvent, SaleLine } from './sale.events.js';
import type { SaleState } from './sale.state.js';

/** More lines than a desk sale has: a sale is a handful of products. */
export const SALE_MAX_LINES = 30;

/** A product of the sale as its stream stood when the sale was decided. */
export interface SoldProduct {
  readonly productId: string;
  readonly name: string;
  readonly price: number;
  readonly active: boolean;
}

export interface RecordSale {
  readonly type: 'RecordSale';
  readonly data: {
    readonly saleId: string;
    readonly lines: readonly { readonly product: SoldProduct; readonly quantity: number }[];
    readonly method: PaymentMethod;
    readonly reference: string | null;
    readonly memberId: string | null;
  };
}

/** POST /api/sales: the products with their quantities, how it was paid, optionally the member. */
export const recordSaleRequest = z
  .strictObject(
    {
      lines: z
        .array(
          z.strictObject(
            {
              productId: uuid,
              quantity: z
                .number({ error: 'SALE.QUANTITY_INVALID' })
                .refine((value) => isUnits(value, 1), { error: 'SALE.QUANTITY_INVALID' })
                .meta({ type: 'integer', minimum: 1, maximum: PRODUCT_MAX_UNITS, example: 2 }),
            },
            strictBodyError,
          ),
          { error: 'SALE.NO_LINES' },
        )
        .min(1, { error: 'SALE.NO_LINES' })
        .max(SALE_MAX_LINES, { error: 'SALE.TOO_MANY_LINES' }),
      ...paymentMethodShape,
      memberId: uuid.nullable().default(null),
    },
    strictBodyError,
  )
  .meta({ id: 'RecordSaleRequest' });

export type RecordSaleRequest = z.output<typeof recordSaleRequest>;

/**
 * R40: a sale of one or more active products, each in whole units (1 or more; the same product twice
 * is one line of both quantities), dated today; the total is the sum of the lines at today's prices.
 */
export function recordSale({ data }: RecordSale, state: SaleState, context: DecisionContext): Decision<SaleEvent> {
  if (state.status !== 'none') return reject('SALE.ALREADY_RECORDED');
  if (data.lines.length === 0) return reject('SALE.NO_LINES', undefined, 'lines');
  const lines: SaleLine[] = [];
  for (const { product, quantity } of data.lines) {
    if (!isUnits(quantity, 1)) return reject('SALE.QUANTITY_INVALID', undefined, 'quantity');
    if (!product.active) return reject('PRODUCT.ARCHIVED', { producto: product.name });
    const index = lines.findIndex((line) => line.productId === product.productId);
    const earlier = index === -1 ? 0 : (lines[index]?.quantity ?? 0);
    const line = {
      productId: product.productId,
      name: product.name,
      unitPrice: product.price,
      quantity: earlier + quantity,
      amount: product.price * (earlier + quantity),
    };
    if (index === -1) lines.push(line);
    else lines[index] = line;
  }
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  return [
    {
      type: 'SaleRecorded',
      data: {
        saleId: data.saleId,
        soldOn: localDate(context.now, context.timeZone),
        lines,
        total,
        method: data.method,
        ...(data.reference === null ? {} : { reference: data.reference }),
        ...(data.memberId === null ? {} : { memberId: data.memberId }),
      },
    },
  ];
}

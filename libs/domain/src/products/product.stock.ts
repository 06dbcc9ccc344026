// Stock arrivals and adjustments (R40), by an Administrador with a reason, and the units a sale takes
// and its void puts back. Stock never goes below 0: a sale of more than there is is refused with
// 'Solo quedan {n} unidades de {producto}.', decided on the product's stream at the revision read, so
// of two sales of the last unit the second to commit decides again and meets 0.
import { z } from 'zod';
import { strictBodyError } from '../api/schema-primitives.js';
import { reject, type Decision, type DecisionContext } from '../decision.js';
import { reasonText } from '../members/member.request-fields.js';
import { validReason } from '../rules/reasons.js';
import { may } from '../staff/staff-permissions.js';
import type { ProductEvent } from './product.events.js';
import { isUnits, PRODUCT_MAX_UNITS } from './product.request-fields.js';
import type { ProductState } from './product.state.js';

export const STOCK_CHANGE_KINDS = ['arrival', 'adjustment'] as const;
export type StockChangeKind = (typeof STOCK_CHANGE_KINDS)[number];

export interface ChangeStock {
  readonly type: 'ChangeStock';
  readonly data: {
    readonly productId: string;
    readonly kind: StockChangeKind;
    /** An arrival: 1 or more; an adjustment: more (positive) or fewer (negative), never 0. */
    readonly units: number;
    readonly reason: string;
  };
}

export interface SellUnits {
  readonly type: 'SellUnits';
  readonly data: { readonly productId: string; readonly saleId: string; readonly units: number };
}

export interface ReturnUnits {
  readonly type: 'ReturnUnits';
  readonly data: { readonly productId: string; readonly saleId: string; readonly units: number };
}

/** POST /api/products/{id}/stock. */
export const changeStockRequest = z
  .strictObject(
    {
      kind: z.enum(STOCK_CHANGE_KINDS, { error: 'PRODUCT.STOCK_KIND_INVALID' }).meta({ example: 'arrival' }),
      units: z
        .number({ error: 'PRODUCT.UNITS_INVALID' })
        .refine(Number.isInteger, { error: 'PRODUCT.UNITS_INVALID' })
        .meta({ type: 'integer', minimum: -PRODUCT_MAX_UNITS, maximum: PRODUCT_MAX_UNITS, example: 24 }),
      reason: reasonText.meta({ example: 'Pedido del proveedor, factura 1182' }),
    },
    strictBodyError,
  )
  .meta({ id: 'ChangeStockRequest' });

export type ChangeStockRequest = z.output<typeof changeStockRequest>;

/** R40: an arrival adds units; an adjustment corrects the count either way, never below 0. */
export function changeStock(
  { data }: ChangeStock,
  state: ProductState,
  context: DecisionContext,
): Decision<ProductEvent> {
  if (!may(context.actor.role, 'products.manage')) return reject('AUTH.FORBIDDEN');
  if (state.status === 'none') return reject('PRODUCT.NOT_FOUND');
  const { units } = data;
  const fits = data.kind === 'arrival' ? isUnits(units, 1) : units !== 0 && isUnits(Math.abs(units), 1);
  if (!fits)
    return reject(data.kind === 'arrival' ? 'PRODUCT.UNITS_INVALID' : 'PRODUCT.ADJUSTMENT_INVALID', undefined, 'units');
  const reason = validReason(data.reason);
  if (reason === null) return reject('REQUEST.REASON_INVALID', undefined, 'reason');
  const stockAfter = state.stock + units;
  if (stockAfter < 0) return reject('PRODUCT.STOCK_BELOW_ZERO', { n: state.stock, producto: state.name }, 'units');
  if (stockAfter > PRODUCT_MAX_UNITS) return reject('PRODUCT.UNITS_INVALID', undefined, 'units');
  const type = data.kind === 'arrival' ? 'ProductStockReceived' : 'ProductStockAdjusted';
  return [{ type, data: { productId: state.productId, name: state.name, units, reason, stockAfter } }];
}

/** R40: a sale takes whole units of an active product, never more than the stock. */
export function sellUnits({ data }: SellUnits, state: ProductState): Decision<ProductEvent> {
  if (state.status === 'none') return reject('PRODUCT.NOT_FOUND');
  if (state.status === 'archived') return reject('PRODUCT.ARCHIVED', { producto: state.name });
  if (!isUnits(data.units, 1)) return reject('SALE.QUANTITY_INVALID', undefined, 'quantity');
  if (data.units > state.stock) return reject('PRODUCT.NOT_ENOUGH_STOCK', { n: state.stock, producto: state.name });
  const stockAfter = state.stock - data.units;
  return [
    {
      type: 'ProductUnitsSold',
      data: { productId: state.productId, saleId: data.saleId, units: data.units, stockAfter },
    },
  ];
}

/** R40 + R29: a voided sale puts its units back, archived product or not (the sale's stream says it is voided once). */
export function returnUnits({ data }: ReturnUnits, state: ProductState): Decision<ProductEvent> {
  if (state.status === 'none') return reject('PRODUCT.NOT_FOUND');
  const stockAfter = state.stock + data.units;
  return [
    {
      type: 'ProductUnitsReturned',
      data: { productId: state.productId, saleId: data.saleId, units: data.units, stockAfter },
    },
  ];
}

// Adding a product (R40): the body, the command and its rule.
import { z } from 'zod';
import { strictBodyError } from '../api/schema-primitives.js';
import { isRejection, reject, type Decision, type Rejection } from '../decision.js';
import { may } from '../staff/staff-permissions.js';
import type { ProductDecisionContext } from './product.decision-context.js';
import type { ProductEvent } from './product.events.js';
import {
  isProductPrice,
  isUnits,
  lowStockThreshold,
  PRODUCT_MAX_UNITS,
  productName,
  productNameKey,
  productPrice,
  validProductName,
  wholeNumber,
} from './product.request-fields.js';
import type { ProductState } from './product.state.js';

export interface ProductFields {
  readonly name: string;
  readonly price: number;
  readonly lowStockThreshold: number;
}

export interface CreateProduct {
  readonly type: 'CreateProduct';
  readonly data: ProductFields & { readonly productId: string; readonly stock: number };
}

/** POST /api/products. */
export const createProductRequest = z
  .strictObject(
    {
      name: productName,
      price: productPrice.meta({ example: 3000 }),
      stock: wholeNumber('PRODUCT.STOCK_INVALID', (value) => isUnits(value, 0), 0, PRODUCT_MAX_UNITS).meta({
        example: 24,
      }),
      lowStockThreshold: lowStockThreshold.meta({ example: 6 }),
    },
    strictBodyError,
  )
  .meta({ id: 'CreateProductRequest' });

export type CreateProductRequest = z.output<typeof createProductRequest>;

/** The fields' rules, shared with the edit: the name checked and unique, the price and threshold in range. */
export function checkProductFields(
  fields: ProductFields,
  productId: string,
  context: ProductDecisionContext,
): ProductFields | Rejection {
  const name = validProductName(fields.name);
  if (name === null) return reject('PRODUCT.NAME_INVALID', undefined, 'name');
  const key = productNameKey(name);
  const twin = context.productNames.find(
    (other) => other.productId !== productId && productNameKey(other.name) === key,
  );
  if (twin !== undefined) return reject('PRODUCT.NAME_TAKEN', { producto: twin.name }, 'name');
  if (!isProductPrice(fields.price)) return reject('PRODUCT.PRICE_INVALID', undefined, 'price');
  if (!isUnits(fields.lowStockThreshold, 0)) return reject('PRODUCT.THRESHOLD_INVALID', undefined, 'lowStockThreshold');
  return { name, price: fields.price, lowStockThreshold: fields.lowStockThreshold };
}

/** R40: an Administrador adds a product, active, with its stock (0 or more) and threshold. */
export function createProduct(
  { data }: CreateProduct,
  state: ProductState,
  context: ProductDecisionContext,
): Decision<ProductEvent> {
  if (!may(context.actor.role, 'products.manage')) return reject('AUTH.FORBIDDEN');
  if (state.status !== 'none') return reject('PRODUCT.ALREADY_RECORDED');
  const fields = checkProductFields(data, data.productId, context);
  if (isRejection(fields)) return fields;
  if (!isUnits(data.stock, 0)) return reject('PRODUCT.STOCK_INVALID', undefined, 'stock');
  return [{ type: 'ProductCreated', data: { productId: data.productId, ...fields, stock: data.stock } }];
}

// Changing a product's name, price or low-stock threshold (R40), and archiving it: the bodies, the
// commands and their rules. A sale already made keeps the price it was sold at (its own event).
import { z } from 'zod';
import { emptyBodySchema, strictBodyError } from '../api/schema-primitives.js';
import { isRejection, reject, type Decision } from '../decision.js';
import { may } from '../staff/staff-permissions.js';
import { checkProductFields, type ProductFields } from './product.create.js';
import type { ProductDecisionContext } from './product.decision-context.js';
import type { ProductEvent } from './product.events.js';
import { lowStockThreshold, productName, productPrice } from './product.request-fields.js';
import type { ProductState } from './product.state.js';

export interface EditProduct {
  readonly type: 'EditProduct';
  readonly data: Partial<ProductFields> & { readonly productId: string };
}

export interface ArchiveProduct {
  readonly type: 'ArchiveProduct';
  readonly data: { readonly productId: string };
}

/** PATCH /api/products/{id}: any of the three; what is left out stays. */
export const editProductRequest = z
  .strictObject(
    {
      name: productName.optional(),
      price: productPrice.meta({ example: 3500 }).optional(),
      lowStockThreshold: lowStockThreshold.meta({ example: 6 }).optional(),
    },
    strictBodyError,
  )
  .meta({ id: 'EditProductRequest' });

export type EditProductRequest = z.output<typeof editProductRequest>;

export const archiveProductRequest = emptyBodySchema;

/** R40: an Administrador edits an active product; nothing changed records nothing. */
export function editProduct(
  { data }: EditProduct,
  state: ProductState,
  context: ProductDecisionContext,
): Decision<ProductEvent> {
  if (!may(context.actor.role, 'products.manage')) return reject('AUTH.FORBIDDEN');
  if (state.status === 'none') return reject('PRODUCT.NOT_FOUND');
  if (state.status === 'archived') return reject('PRODUCT.ARCHIVED', { producto: state.name });
  const wanted = {
    name: data.name ?? state.name,
    price: data.price ?? state.price,
    lowStockThreshold: data.lowStockThreshold ?? state.lowStockThreshold,
  };
  const fields = checkProductFields(wanted, state.productId, context);
  if (isRejection(fields)) return fields;
  const unchanged =
    fields.name === state.name && fields.price === state.price && fields.lowStockThreshold === state.lowStockThreshold;
  return unchanged ? [] : [{ type: 'ProductEdited', data: { productId: state.productId, ...fields } }];
}

/** R40: an archived product is sold no more and leaves the 'Vender' search; its history stays. */
export function archiveProduct(
  _command: ArchiveProduct,
  state: ProductState,
  context: ProductDecisionContext,
): Decision<ProductEvent> {
  if (!may(context.actor.role, 'products.manage')) return reject('AUTH.FORBIDDEN');
  if (state.status === 'none') return reject('PRODUCT.NOT_FOUND');
  if (state.status === 'archived') return reject('PRODUCT.ALREADY_ARCHIVED', { producto: state.name });
  return [{ type: 'ProductArchived', data: { productId: state.productId, name: state.name } }];
}

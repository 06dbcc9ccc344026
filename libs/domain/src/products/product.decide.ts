// `decideProduct`: what a command on one product yields (R40), as events or a rejection. Each command,
// with the HTTP body it is built from and its rule, lives in its own file.
import type { Decision } from '../decision.js';
import { createProduct, type CreateProduct } from './product.create.js';
import type { ProductDecisionContext } from './product.decision-context.js';
import { archiveProduct, editProduct, type ArchiveProduct, type EditProduct } from './product.edit.js';
import type { ProductEvent } from './product.events.js';
import type { ProductState } from './product.state.js';
import {
  changeStock,
  returnUnits,
  sellUnits,
  type ChangeStock,
  type ReturnUnits,
  type SellUnits,
} from './product.stock.js';

export type ProductCommand = CreateProduct | EditProduct | ArchiveProduct | ChangeStock | SellUnits | ReturnUnits;

export function decideProduct(
  command: ProductCommand,
  state: ProductState,
  context: ProductDecisionContext,
): Decision<ProductEvent> {
  switch (command.type) {
    case 'CreateProduct':
      return createProduct(command, state, context);
    case 'EditProduct':
      return editProduct(command, state, context);
    case 'ArchiveProduct':
      return archiveProduct(command, state, context);
    case 'ChangeStock':
      return changeStock(command, state, context);
    case 'SellUnits':
      return sellUnits(command, state);
    case 'ReturnUnits':
      return returnUnits(command, state);
    default: {
      const unknown: never = command;
      throw new Error(`Unknown product command ${JSON.stringify(unknown)}`);
    }
  }
}

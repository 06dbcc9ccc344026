// What a product command is decided against besides the clock: the other products' names, read from
// the products list at the log position the command saw (R40's "unique name" crosses streams; see
// backend/src/money/products/product.routes.ts for the window this leaves).
import type { DecisionContext } from '../decision.js';

export interface ProductDecisionContext extends DecisionContext {
  readonly productNames: readonly { readonly productId: string; readonly name: string }[];
}

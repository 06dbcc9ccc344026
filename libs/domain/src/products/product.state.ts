// One product as its own events leave it (R40), and `evolveProduct`, the fold that gets it there.
// A sale's void is held once by the sale's own stream, so the product keeps no list of its sales and
// its state stays the same size however much it sells.
import type { ProductEvent } from './product.events.js';

export type ProductState =
  | { readonly status: 'none' }
  | {
      readonly status: 'active' | 'archived';
      readonly productId: string;
      readonly name: string;
      readonly price: number;
      readonly stock: number;
      readonly lowStockThreshold: number;
    };

export type ExistingProduct = Exclude<ProductState, { readonly status: 'none' }>;

export const initialProductState: ProductState = { status: 'none' };

export function evolveProduct(state: ProductState, event: ProductEvent): ProductState {
  if (event.type === 'ProductCreated') {
    const { productId, name, price, stock, lowStockThreshold } = event.data;
    return { status: 'active', productId, name, price, stock, lowStockThreshold };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'ProductEdited': {
      const { name, price, lowStockThreshold } = event.data;
      return { ...state, name, price, lowStockThreshold };
    }
    case 'ProductArchived':
      return { ...state, status: 'archived' };
    case 'ProductStockReceived':
    case 'ProductStockAdjusted':
    case 'ProductUnitsSold':
    case 'ProductUnitsReturned':
      return { ...state, stock: event.data.stockAfter };
    default: {
      const unknown: never = event;
      throw new Error(`Unknown product event ${JSON.stringify(unknown)}`);
    }
  }
}

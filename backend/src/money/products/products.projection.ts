// Read model of the products sold at the desk (R40): one document per product with its price, stock,
// threshold and whether it is still sold, for the 'Productos' screen, the 'Vender' search (R35's
// words), the dashboard's low-stock list and the uniqueness of names.
import { productNameKey, searchKeysOf } from '@gym/domain';
import { defineProjection, unhandled } from '../../shared/projections/projection.js';
import type { CollectionSpec } from '../../shared/read-store/read-store.port.js';

export const PRODUCTS = 'products';

export interface ProductDocument {
  /** The product's id. */
  readonly id: string;
  readonly name: string;
  /** The name without accents, case or extra spaces: what makes two names the same. */
  readonly nameKey: string;
  /** R35: the words of the name, each found by its beginning. */
  readonly searchKeys: readonly string[];
  readonly price: number;
  readonly stock: number;
  readonly lowStockThreshold: number;
  readonly active: boolean;
  /** Active and at or under its threshold (R40's dashboard list). */
  readonly lowStock: boolean;
  /** The global position of its creation. */
  readonly sequence: number;
  readonly [key: string]: unknown;
}

const collections: readonly CollectionSpec[] = [
  {
    name: PRODUCTS,
    fields: { nameKey: 'text', searchKeys: 'words', active: 'boolean', lowStock: 'boolean', stock: 'number' },
    indexes: [['active', 'nameKey'], ['lowStock']],
  },
];

const withStock = (product: ProductDocument, changes: Partial<ProductDocument>): ProductDocument => {
  const next = { ...product, ...changes };
  return { ...next, lowStock: next.active && next.stock <= next.lowStockThreshold };
};

/** 1: R40's products. */
export const productsProjection = defineProjection({
  name: 'products',
  version: 1,
  collections,
  eventTypes: [
    'ProductCreated',
    'ProductEdited',
    'ProductArchived',
    'ProductStockReceived',
    'ProductStockAdjusted',
    'ProductUnitsSold',
    'ProductUnitsReturned',
  ],
  documentsRead: (event) => [{ collection: PRODUCTS, id: event.data.productId }],
  apply(event, documents) {
    if (event.type === 'ProductCreated') {
      const { productId, name, price, stock, lowStockThreshold } = event.data;
      const created: ProductDocument = {
        id: productId,
        name,
        nameKey: productNameKey(name),
        searchKeys: searchKeysOf(name),
        price,
        stock,
        lowStockThreshold,
        active: true,
        lowStock: false,
        sequence: event.position,
      };
      documents.put(PRODUCTS, withStock(created, {}));
      return;
    }
    const found = documents.get<ProductDocument>(PRODUCTS, event.data.productId);
    if (found === null) return;
    switch (event.type) {
      case 'ProductEdited': {
        const { name, price, lowStockThreshold } = event.data;
        const renamed = { name, nameKey: productNameKey(name), searchKeys: searchKeysOf(name) };
        documents.put(PRODUCTS, withStock(found, { ...renamed, price, lowStockThreshold }));
        return;
      }
      case 'ProductArchived':
        documents.put(PRODUCTS, withStock(found, { active: false }));
        return;
      case 'ProductStockReceived':
      case 'ProductStockAdjusted':
      case 'ProductUnitsSold':
      case 'ProductUnitsReturned':
        documents.put(PRODUCTS, withStock(found, { stock: event.data.stockAfter }));
        return;
      default:
        unhandled(event);
    }
  },
});

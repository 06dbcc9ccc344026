// The products projection (R40): each product with its price, stock and threshold, marked when at or
// under it while still sold, found by the words of its name (R35).
import type { GymEvent } from '@gym/domain';
import { projectionSpecification } from '../../shared/projections/testing/projection-specification.js';
import { PRODUCTS, productsProjection } from './products.projection.js';

const spec = projectionSpecification(productsProjection);
const water: GymEvent = {
  type: 'ProductCreated',
  data: { productId: 'water', name: 'Agua 600 ml', price: 3000, stock: 8, lowStockThreshold: 6 },
};
const sold = (units: number, stockAfter: number): GymEvent => ({
  type: 'ProductUnitsSold',
  data: { productId: 'water', saleId: `sale-${stockAfter}`, units, stockAfter },
});

describe('products projection', () => {
  it('R40: a product with its stock; at or under its threshold it is low on stock', () =>
    spec.given(water, sold(2, 6)).then((documents) =>
      expect(documents[PRODUCTS]).toEqual([
        expect.objectContaining({
          id: 'water',
          name: 'Agua 600 ml',
          nameKey: 'agua 600 ml',
          searchKeys: ['600', 'agua', 'ml'],
          price: 3000,
          stock: 6,
          active: true,
          lowStock: true,
        }),
      ]),
    ));

  it('R40: a renamed product is found by its new words; an archived one is low on stock no more', () =>
    spec
      .given(
        water,
        sold(3, 5),
        {
          type: 'ProductEdited',
          data: { productId: 'water', name: 'Agua Cristal', price: 3500, lowStockThreshold: 2 },
        },
        { type: 'ProductUnitsReturned', data: { productId: 'water', saleId: 'sale-5', units: 3, stockAfter: 8 } },
        { type: 'ProductArchived', data: { productId: 'water', name: 'Agua Cristal' } },
      )
      .then((documents) =>
        expect(documents[PRODUCTS]).toEqual([
          expect.objectContaining({
            searchKeys: ['agua', 'cristal'],
            price: 3500,
            stock: 8,
            active: false,
            lowStock: false,
          }),
        ]),
      ));

  it('is idempotent when applied twice', () => spec.given(water, sold(2, 6)).thenIdempotent());
});

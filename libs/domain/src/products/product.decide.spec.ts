// Specification of R40's products: created, edited and archived by an Administrador, stock arrivals
// and adjustments with a reason, units sold and returned, stock never below 0; and every bad input.
import { ADMINISTRADOR, productSpec, RECEPCION } from '../testing/given-when-then.js';
import { message } from '../messages.js';
import type { ProductCreated, ProductEvent } from './product.events.js';
import type { ProductCommand } from './product.decide.js';
import { decideProduct } from './product.decide.js';
import { evolveProduct, initialProductState } from './product.state.js';
import { DEFAULT_CONTEXT } from '../testing/given-when-then.js';
import { isRejection } from '../decision.js';

const { given } = productSpec;
const PRODUCT_ID = 'product-1';

const created = (stock = 24, overrides: Partial<ProductCreated['data']> = {}): ProductCreated => ({
  type: 'ProductCreated',
  data: { productId: PRODUCT_ID, name: 'Agua 600 ml', price: 3000, stock, lowStockThreshold: 6, ...overrides },
});

const create = (overrides: Partial<Record<string, unknown>> = {}): ProductCommand => ({
  type: 'CreateProduct',
  data: { productId: PRODUCT_ID, name: 'Agua 600 ml', price: 3000, stock: 24, lowStockThreshold: 6, ...overrides },
});

const sell = (units: number, saleId = 'sale-1'): ProductCommand => ({
  type: 'SellUnits',
  data: { productId: PRODUCT_ID, saleId, units },
});

const stock = (kind: 'arrival' | 'adjustment', units: number, reason = 'Pedido del proveedor'): ProductCommand => ({
  type: 'ChangeStock',
  data: { productId: PRODUCT_ID, kind, units, reason },
});

const OTHERS = { productNames: [{ productId: 'product-2', name: 'Barra de proteína' }] };

describe('R40 CreateProduct', () => {
  it('R40: an Administrador adds a product with its price, stock and low-stock threshold', () =>
    given().when(create()).then(created()));

  it('R40: the name is trimmed and its inner spaces collapsed; a stock of 0 is a product not yet stocked', () =>
    given()
      .when(create({ name: '  Agua   600 ml ', stock: 0 }))
      .then(created(0)));

  it('R40: Recepción may not add products', () =>
    given().when(create(), { actor: RECEPCION }).thenRejects('AUTH.FORBIDDEN'));

  it.each<[string, Record<string, unknown>, string, string]>([
    ['an empty name', { name: '' }, 'PRODUCT.NAME_INVALID', 'name'],
    ['a name of one letter', { name: ' A ' }, 'PRODUCT.NAME_INVALID', 'name'],
    ['a name over 60 characters', { name: 'A'.repeat(61) }, 'PRODUCT.NAME_INVALID', 'name'],
    ['a price under 100', { price: 99 }, 'PRODUCT.PRICE_INVALID', 'price'],
    ['a price over 10.000.000', { price: 10_000_001 }, 'PRODUCT.PRICE_INVALID', 'price'],
    ['a fractional price', { price: 2500.5 }, 'PRODUCT.PRICE_INVALID', 'price'],
    ['a negative stock', { stock: -1 }, 'PRODUCT.STOCK_INVALID', 'stock'],
    ['a fractional stock', { stock: 2.5 }, 'PRODUCT.STOCK_INVALID', 'stock'],
    ['a negative threshold', { lowStockThreshold: -1 }, 'PRODUCT.THRESHOLD_INVALID', 'lowStockThreshold'],
    ['a fractional threshold', { lowStockThreshold: 0.5 }, 'PRODUCT.THRESHOLD_INVALID', 'lowStockThreshold'],
  ])('R40: %s is refused', (_case, overrides, code, field) =>
    given()
      .when(create(overrides))
      .thenRejects(code as 'PRODUCT.NAME_INVALID', undefined, field),
  );

  it('R40: the prices at the bounds, 100 and 10.000.000, are taken', () => {
    given()
      .when(create({ price: 100 }))
      .then(created(24, { price: 100 }));
    given()
      .when(create({ price: 10_000_000 }))
      .then(created(24, { price: 10_000_000 }));
  });

  it('R40: a name another product has, accents and case aside, is refused naming it', () =>
    given()
      .when(create({ name: 'BARRA DE PROTEINA' }), OTHERS)
      .thenRejects('PRODUCT.NAME_TAKEN', { producto: 'Barra de proteína' }, 'name'));
});

describe('R40 EditProduct and ArchiveProduct', () => {
  it('R40: the price and the threshold change; the name stays when not sent', () =>
    given(created())
      .when({ type: 'EditProduct', data: { productId: PRODUCT_ID, price: 3500, lowStockThreshold: 4 } })
      .then({
        type: 'ProductEdited',
        data: { productId: PRODUCT_ID, name: 'Agua 600 ml', price: 3500, lowStockThreshold: 4 },
      }));

  it('R40: renaming it to its own name in other case is allowed (it is no duplicate of itself)', () =>
    given(created())
      .when(
        { type: 'EditProduct', data: { productId: PRODUCT_ID, name: 'agua 600 ML' } },
        { productNames: [{ productId: PRODUCT_ID, name: 'Agua 600 ml' }] },
      )
      .then({
        type: 'ProductEdited',
        data: { productId: PRODUCT_ID, name: 'agua 600 ML', price: 3000, lowStockThreshold: 6 },
      }));

  it('R40: an edit that changes nothing records nothing', () =>
    given(created())
      .when({ type: 'EditProduct', data: { productId: PRODUCT_ID, price: 3000 } })
      .thenNothing());

  it('R40: renaming to another product’s name is refused', () =>
    given(created())
      .when({ type: 'EditProduct', data: { productId: PRODUCT_ID, name: 'barra de proteina' } }, OTHERS)
      .thenRejects('PRODUCT.NAME_TAKEN', { producto: 'Barra de proteína' }, 'name'));

  it('R40: an archived product is sold no more and cannot be edited or archived again', () => {
    const archived: ProductEvent = { type: 'ProductArchived', data: { productId: PRODUCT_ID, name: 'Agua 600 ml' } };
    given(created())
      .when({ type: 'ArchiveProduct', data: { productId: PRODUCT_ID } })
      .then(archived);
    given(created(), archived).when(sell(1)).thenRejects('PRODUCT.ARCHIVED', { producto: 'Agua 600 ml' });
    given(created(), archived)
      .when({ type: 'ArchiveProduct', data: { productId: PRODUCT_ID } })
      .thenRejects('PRODUCT.ALREADY_ARCHIVED', { producto: 'Agua 600 ml' });
  });

  it('R40: a product that does not exist is not found', () =>
    given()
      .when({ type: 'ArchiveProduct', data: { productId: PRODUCT_ID } })
      .thenRejects('PRODUCT.NOT_FOUND'));
});

describe('R40 ChangeStock', () => {
  it('R40: an arrival adds units with its reason and the stock it leaves', () =>
    given(created(2))
      .when(stock('arrival', 24))
      .then({
        type: 'ProductStockReceived',
        data: { productId: PRODUCT_ID, name: 'Agua 600 ml', units: 24, reason: 'Pedido del proveedor', stockAfter: 26 },
      }));

  it('R40: an adjustment takes units off (a broken bottle) down to 0, never below', () => {
    given(created(2))
      .when(stock('adjustment', -2, 'Se rompieron dos botellas'))
      .then({
        type: 'ProductStockAdjusted',
        data: {
          productId: PRODUCT_ID,
          name: 'Agua 600 ml',
          units: -2,
          reason: 'Se rompieron dos botellas',
          stockAfter: 0,
        },
      });
    given(created(2))
      .when(stock('adjustment', -3, 'Conteo del inventario'))
      .thenRejects('PRODUCT.STOCK_BELOW_ZERO', { n: 2, producto: 'Agua 600 ml' }, 'units');
  });

  it.each<[string, ProductCommand, string, string]>([
    ['an arrival of 0 units', stock('arrival', 0), 'PRODUCT.UNITS_INVALID', 'units'],
    ['an arrival of negative units', stock('arrival', -4), 'PRODUCT.UNITS_INVALID', 'units'],
    ['an arrival of fractional units', stock('arrival', 1.5), 'PRODUCT.UNITS_INVALID', 'units'],
    ['an adjustment of 0', stock('adjustment', 0), 'PRODUCT.ADJUSTMENT_INVALID', 'units'],
    ['an adjustment of fractional units', stock('adjustment', -0.5), 'PRODUCT.ADJUSTMENT_INVALID', 'units'],
    ['a reason under 5 characters', stock('arrival', 4, 'abc'), 'REQUEST.REASON_INVALID', 'reason'],
    ['a reason over 200 characters', stock('arrival', 4, 'x'.repeat(201)), 'REQUEST.REASON_INVALID', 'reason'],
  ])('R40: %s is refused', (_case, command, code, field) =>
    given(created())
      .when(command)
      .thenRejects(code as 'PRODUCT.UNITS_INVALID', undefined, field),
  );

  it('R40: only an Administrador records arrivals and adjustments', () =>
    given(created()).when(stock('arrival', 4), { actor: RECEPCION }).thenRejects('AUTH.FORBIDDEN'));
});

describe('R40 SellUnits and ReturnUnits', () => {
  it('R40: a sale takes its units and says what is left', () =>
    given(created(3))
      .when(sell(2), { actor: RECEPCION })
      .then({ type: 'ProductUnitsSold', data: { productId: PRODUCT_ID, saleId: 'sale-1', units: 2, stockAfter: 1 } }));

  it("R40: more than the stock is refused: 'Solo quedan 1 unidades de Agua 600 ml.'", () =>
    given(created(3), {
      type: 'ProductUnitsSold',
      data: { productId: PRODUCT_ID, saleId: 'sale-1', units: 2, stockAfter: 1 },
    })
      .when(sell(2, 'sale-2'))
      .thenRejects('PRODUCT.NOT_ENOUGH_STOCK', { n: 1, producto: 'Agua 600 ml' }));

  it('R40 last-unit race: of two sales decided on the same last unit, the one decided again after the other meets 0', () => {
    const state = [created(1)].reduce(evolveProduct, initialProductState);
    const first = decideProduct(sell(1, 'sale-a'), state, { ...DEFAULT_CONTEXT, productNames: [] });
    const second = decideProduct(sell(1, 'sale-b'), state, { ...DEFAULT_CONTEXT, productNames: [] });
    // Both decided on revision 0: the store takes one append at that revision; the other decides again.
    expect(isRejection(first) || isRejection(second)).toBe(false);
    if (isRejection(first)) throw new Error('first refused');
    const after = first.reduce(evolveProduct, state);
    const again = decideProduct(sell(1, 'sale-b'), after, { ...DEFAULT_CONTEXT, productNames: [] });
    expect(again).toMatchObject({ rejected: true, code: 'PRODUCT.NOT_ENOUGH_STOCK', params: { n: 0 } });
    expect(message('PRODUCT.NOT_ENOUGH_STOCK', { n: 0, producto: 'Agua 600 ml' })).toBe(
      'Solo quedan 0 unidades de Agua 600 ml.',
    );
  });

  it.each([0, -1, 1.5])('R40: a sale of %p units is refused', (units) =>
    given(created()).when(sell(units)).thenRejects('SALE.QUANTITY_INVALID', undefined, 'quantity'),
  );

  it('R40 + R29: a voided sale puts its units back, even on an archived product', () =>
    given(created(0), { type: 'ProductArchived', data: { productId: PRODUCT_ID, name: 'Agua 600 ml' } })
      .when(
        { type: 'ReturnUnits', data: { productId: PRODUCT_ID, saleId: 'sale-1', units: 2 } },
        {
          actor: ADMINISTRADOR,
        },
      )
      .then({
        type: 'ProductUnitsReturned',
        data: { productId: PRODUCT_ID, saleId: 'sale-1', units: 2, stockAfter: 2 },
      }));
});

// Specification of R40's sales: products with quantities at today's prices, dated today, optionally to
// a member; voided once by an Administrador with a reason (R29), its cash-day entries and product commands.
import { RECEPCION, saleSpec } from '../testing/given-when-then.js';
import { at } from '../testing/member.builders.js';
import { productCommandsOf, saleCashDayEntry } from './sale.decide.js';
import type { SaleRecorded } from './sale.events.js';
import type { RecordSale, SoldProduct } from './sale.record.js';

const { given } = saleSpec;
const WATER: SoldProduct = { productId: 'water', name: 'Agua 600 ml', price: 3000, active: true };
const BAR: SoldProduct = { productId: 'bar', name: 'Barra de proteína', price: 7000, active: true };

const sale = (lines: RecordSale['data']['lines'], memberId: string | null = null): RecordSale => ({
  type: 'RecordSale',
  data: { saleId: 'sale-1', lines, method: 'cash', reference: null, memberId },
});

const recorded: SaleRecorded = {
  type: 'SaleRecorded',
  data: {
    saleId: 'sale-1',
    soldOn: '2026-03-02',
    lines: [
      { productId: 'water', name: 'Agua 600 ml', unitPrice: 3000, quantity: 2, amount: 6000 },
      { productId: 'bar', name: 'Barra de proteína', unitPrice: 7000, quantity: 1, amount: 7000 },
    ],
    total: 13_000,
    method: 'cash',
  },
};

describe('R40 RecordSale', () => {
  it('R40: two waters and a bar in cash, by Recepción, dated today, at the prices in force', () =>
    given()
      .when(
        sale([
          { product: WATER, quantity: 2 },
          { product: BAR, quantity: 1 },
        ]),
        { actor: RECEPCION },
      )
      .then(recorded));

  it('R40: the same product twice is one line of both quantities', () =>
    given()
      .when(
        sale([
          { product: WATER, quantity: 1 },
          { product: BAR, quantity: 1 },
          { product: WATER, quantity: 1 },
        ]),
      )
      .then(recorded));

  it('R40: a sale to a member names the member', () =>
    given()
      .when(sale([{ product: WATER, quantity: 1 }], 'member-1'))
      .thenState((state) => expect(state).toMatchObject({ memberId: 'member-1', total: 3000 })));

  it.each([0, -2, 1.5])('R40: a sale of %p units is refused', (quantity) =>
    given()
      .when(sale([{ product: WATER, quantity }]))
      .thenRejects('SALE.QUANTITY_INVALID', undefined, 'quantity'),
  );

  it('R40: a sale of no product is refused', () =>
    given().when(sale([])).thenRejects('SALE.NO_LINES', undefined, 'lines'));

  it('R40: a sale of an archived product is refused naming it', () =>
    given()
      .when(sale([{ product: { ...WATER, active: false }, quantity: 1 }]))
      .thenRejects('PRODUCT.ARCHIVED', { producto: 'Agua 600 ml' }));
});

describe('R40 VoidSale (R29)', () => {
  const voidSale = (reason = 'Se cobró dos veces') => ({
    type: 'VoidSale' as const,
    data: { saleId: 'sale-1', reason },
  });

  it('R40 + R29: an Administrador voids it with a reason, dated the day of the void', () =>
    given(recorded)
      .when(voidSale(), at('2026-03-04'))
      .then({
        type: 'SaleVoided',
        data: {
          saleId: 'sale-1',
          soldOn: '2026-03-02',
          voidedOn: '2026-03-04',
          total: 13_000,
          method: 'cash',
          reason: 'Se cobró dos veces',
          lines: [
            { productId: 'water', quantity: 2 },
            { productId: 'bar', quantity: 1 },
          ],
        },
      }));

  it('R40 + R29: Recepción may not void a sale; a sale is voided once; a reason is 5–200 characters', () => {
    given(recorded).when(voidSale(), { actor: RECEPCION }).thenRejects('AUTH.FORBIDDEN');
    const { lines, ...recordedData } = recorded.data;
    const voidedData = { ...recordedData, voidedOn: '2026-03-02', reason: 'Se cobró dos veces', lines };
    given(recorded, { type: 'SaleVoided', data: voidedData })
      .when(voidSale())
      .thenRejects('SALE.ALREADY_VOIDED', { fecha: '02/03/2026' });
    given(recorded).when(voidSale('abc')).thenRejects('REQUEST.REASON_INVALID', undefined, 'reason');
    given().when(voidSale()).thenRejects('SALE.NOT_FOUND');
  });

  it('R40: the sale is money in its day’s cash book; its void, out of the day of the void; the units go back', () => {
    expect(saleCashDayEntry(recorded)).toEqual({
      day: '2026-03-02',
      kind: 'payment',
      memberId: '',
      paymentId: 'sale-1',
      amount: 13_000,
      method: 'cash',
    });
    const voided = {
      type: 'SaleVoided' as const,
      data: {
        saleId: 'sale-1',
        soldOn: '2026-03-02',
        voidedOn: '2026-03-04',
        total: 13_000,
        method: 'cash' as const,
        reason: 'x'.repeat(5),
        lines: [
          { productId: 'water', quantity: 2 },
          { productId: 'bar', quantity: 1 },
        ],
      },
    };
    expect(saleCashDayEntry(voided)).toMatchObject({ day: '2026-03-04', kind: 'void', paymentId: 'sale-1' });
    expect(productCommandsOf(recorded).map((command) => command.data)).toEqual([
      { productId: 'water', saleId: 'sale-1', units: 2 },
      { productId: 'bar', saleId: 'sale-1', units: 1 },
    ]);
    expect(productCommandsOf(voided).map((command) => command.type)).toEqual(['ReturnUnits', 'ReturnUnits']);
  });
});

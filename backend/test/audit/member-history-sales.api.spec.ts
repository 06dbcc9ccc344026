// R40: a sale that names a member, and its void, appear in that member's history (Auditoría) where
// they happened, as the member's payments do; a sale naming no one stays out of every member's.
import { receptionClient } from '../support/reception-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { projected } from '../auth/auth-test-helpers.js';
import { expectStatus, getJson, registerMember, settableClock } from '../members/support/members-api.js';

interface Entry {
  readonly revision: number;
  readonly type: string;
  readonly staffName: string;
  readonly description: string;
  readonly saleId: string | null;
}

describe('R40: a member’s history shows the sales that name the member', () => {
  const clock = settableClock('2026-03-02T09:00:00-05:00');
  let app: TestApp;
  let memberId: string;
  let saleId: string;

  beforeAll(async () => {
    app = await startTestApp({}, { clock });
    const desk = await receptionClient(app);
    const water = await app.request('POST', '/api/products', {
      body: { name: 'Agua 600 ml', price: 3000, stock: 10, lowStockThreshold: 3 },
    });
    expectStatus(water, 201);
    memberId = await registerMember(app, {
      details: { name: 'Ana Gómez' },
      joinedOn: '2026-03-02',
      amountPaid: 80_000,
    });
    await projected(app);
    clock.set('2026-03-03T10:00:00-05:00');
    const sale = await desk.request('POST', '/api/sales', {
      body: { lines: [{ productId: water.body.productId, quantity: 2 }], method: 'cash', memberId },
    });
    expectStatus(sale, 201);
    saleId = sale.body.saleId as string;
    // Nobody named: in no member's history.
    expectStatus(
      await desk.request('POST', '/api/sales', {
        body: { lines: [{ productId: water.body.productId, quantity: 1 }], method: 'cash' },
      }),
      201,
    );
    clock.set('2026-03-04T11:00:00-05:00');
    expectStatus(
      await app.request('PATCH', `/api/members/${memberId}`, { body: { details: { notes: 'Prefiere la mañana' } } }),
      200,
    );
    clock.set('2026-03-05T12:00:00-05:00');
    expectStatus(
      await app.request('POST', `/api/sales/${saleId}/void`, { body: { reason: 'Se cobró dos veces' } }),
      201,
    );
    await projected(app);
  });
  afterAll(() => app.close());

  it('R40: the sale and its void stand where they happened, oldest first, with who sold and the products', async () => {
    const { items } = (await getJson(app, `/api/members/${memberId}/history`)) as { items: Entry[] };
    const types = items.map((entry) => entry.type);
    expect(types.slice(-3)).toEqual(['SaleRecorded', 'MemberDetailsChanged', 'SaleVoided']);
    const sold = items.find((entry) => entry.type === 'SaleRecorded');
    expect(sold).toMatchObject({ saleId, staffName: 'Laura Recepción' });
    expect(sold?.description).toMatch(/^Venta registrada: 2 × Agua 600 ml por \$\s?6\.000 · Efectivo$/);
    expect(items.find((entry) => entry.type === 'SaleVoided')?.description).toMatch(
      /^Venta anulada: \$\s?6\.000 del 03\/03\/2026\. Motivo: Se cobró dos veces$/,
    );
    // The member's own events keep their revisions; the sale names the member's revision before it.
    expect(items.filter((entry) => entry.saleId === null).map((entry) => entry.revision)).toEqual(
      items.filter((entry) => entry.saleId === null).map((_, index) => index),
    );
    expect(sold?.revision).toBe(items[types.indexOf('SaleRecorded') - 1]?.revision);
  });

  it('R40: newest first, the void comes first; pages count the member’s own events', async () => {
    const page = (await getJson(app, `/api/members/${memberId}/history?order=desc&pageSize=2`)) as {
      items: Entry[];
      total: number;
    };
    expect(page.items.map((entry) => entry.type)).toEqual([
      'SaleVoided',
      'MemberDetailsChanged',
      'SaleRecorded',
      'PaymentRecorded',
    ]);
    const own = (await getJson(app, `/api/members/${memberId}/history`)) as { items: Entry[]; total: number };
    expect(own.total).toBe(own.items.filter((entry) => entry.saleId === null).length);
  });
});

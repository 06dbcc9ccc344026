// R40 + R42 over HTTP: the payments' CSV has one row per sale ('Venta: 2 × Agua 600 ml …') after the
// payments, with the member it names and who sold; a voided sale is followed by its negative void, so
// the file's amounts add up to what was taken; a method's file holds that method's sales only.
import { projected } from '../auth/auth-test-helpers.js';
import { expectStatus, registerMember, settableClock } from '../members/support/members-api.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const TODAY = '2026-03-02';

describe("R40: sales in the payments' CSV", () => {
  const clock = settableClock(`${TODAY}T10:00:00-05:00`);
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({}, { clock });
    const created = await app.request('POST', '/api/products', {
      body: { name: 'Agua 600 ml', price: 3000, stock: 10, lowStockThreshold: 3 },
    });
    expectStatus(created, 201);
    const water = created.body.productId as string;
    const memberId = await registerMember(app, {
      details: { name: 'Ana Pérez', cedula: '52123456' },
      joinedOn: TODAY,
      amountPaid: 80_000,
    });
    await projected(app);
    const sell = (body: object) => app.request('POST', '/api/sales', { body });
    expectStatus(await sell({ lines: [{ productId: water, quantity: 2 }], method: 'cash', memberId }), 201);
    const mistaken = await sell({ lines: [{ productId: water, quantity: 1 }], method: 'nequi', reference: '123' });
    expectStatus(mistaken, 201);
    await projected(app);
    expectStatus(
      await app.request('POST', `/api/sales/${mistaken.body.saleId}/void`, { body: { reason: 'Se cobró dos veces' } }),
      201,
    );
    await projected(app);
  });
  afterAll(() => app.close());

  const lines = async (query = '') => {
    const answer = await app.request('GET', `/api/payments/export.csv${query}`);
    expectStatus(answer, 200);
    return String(answer.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
  };

  it("R40: one row per sale, typed 'Venta' with its products, after the payments; its void negative", async () => {
    const [header, ...rows] = await lines();
    expect(header).toBe(
      'Fecha;Usuario;Cédula;Monto;Tipo;Plan;Medio de pago;Referencia;Recibo;Recibió;Anulado el;Anuló;Motivo de la anulación;Precio de lista;Descuento;Motivo del descuento',
    );
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatch(/^02\/03\/2026;Ana Pérez;52123456;80000;Pago inicial;Mensualidad;Efectivo;/);
    expect(rows[1]).toMatch(
      /^02\/03\/2026;;;3000;Venta: 1 × Agua 600 ml;;Nequi;123;R-\d+;.+;02\/03\/2026;.+;Se cobró dos veces;;;$/,
    );
    expect(rows[2]).toMatch(/^02\/03\/2026;;;-3000;Anulación;;Nequi;123;/);
    expect(rows[3]).toMatch(/^02\/03\/2026;Ana Pérez;52123456;6000;Venta: 2 × Agua 600 ml;;Efectivo;;R-\d+;/);
    const total = rows.reduce((sum, row) => sum + Number(row.split(';')[3]), 0);
    expect(total).toBe(86_000);
  });

  it("R40: a method's file holds that method's payments and sales only", async () => {
    const rows = (await lines('?method=nequi')).slice(1);
    expect(rows.map((row) => row.split(';')[4])).toEqual(['Venta: 1 × Agua 600 ml', 'Anulación']);
  });
});

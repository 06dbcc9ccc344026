// R40 over HTTP: products created, edited, archived and stocked by an Administrador and read by every
// account; sales by Recepción, numbered with the payments, into the open turno and the cierre; voids
// that put the units back and net as R42 says; every bad input answered in Spanish.
import ExcelJS from 'exceljs';
import { FORBIDDEN, receptionClient } from '../support/reception-client.js';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.js';
import { projected } from '../auth/auth-test-helpers.js';
import { expectStatus, getJson, registerMember, settableClock } from '../members/support/members-api.js';

const TODAY = '2026-03-02';

describe('R40: products and sales at the desk', () => {
  const clock = settableClock(`${TODAY}T10:00:00-05:00`);
  let app: TestApp;
  let desk: TestClient;
  let water: string;
  let bar: string;

  const createProduct = async (body: object) => app.request('POST', '/api/products', { body });
  const stockOf = async (productId: string): Promise<number> => {
    await projected(app);
    const { items } = await getJson(app, '/api/products?status=all');
    return (items as { productId: string; stock: number }[]).find((item) => item.productId === productId)?.stock ?? -1;
  };

  beforeAll(async () => {
    app = await startTestApp({}, { clock });
    desk = await receptionClient(app);
    const created = await createProduct({ name: 'Agua 600 ml', price: 3000, stock: 10, lowStockThreshold: 3 });
    expectStatus(created, 201);
    water = created.body.productId as string;
    const second = await createProduct({ name: 'Barra de proteína', price: 7000, stock: 2, lowStockThreshold: 2 });
    expectStatus(second, 201);
    bar = second.body.productId as string;
    await projected(app);
  });
  afterAll(() => app.close());

  it('R40: every account reads the products with their stock, by name; words find them as R35 says', async () => {
    const list = await desk.request('GET', '/api/products');
    expectStatus(list, 200);
    expect(list.body.items).toEqual([
      {
        productId: water,
        name: 'Agua 600 ml',
        price: 3000,
        stock: 10,
        lowStockThreshold: 3,
        active: true,
        lowStock: false,
      },
      {
        productId: bar,
        name: 'Barra de proteína',
        price: 7000,
        stock: 2,
        lowStockThreshold: 2,
        active: true,
        lowStock: true,
      },
    ]);
    const found = await desk.request('GET', '/api/products?search=PROTEINA%20ba');
    expect(found.body.items.map((item: { name: string }) => item.name)).toEqual(['Barra de proteína']);
  });

  it('R40: Recepción may not create, edit, stock or archive products', async () => {
    expect(
      (
        await desk.request('POST', '/api/products', {
          body: { name: 'Gatorade', price: 4000, stock: 1, lowStockThreshold: 0 },
        })
      ).body,
    ).toEqual(FORBIDDEN);
    expect((await desk.request('PATCH', `/api/products/${water}`, { body: { price: 1000 } })).body).toEqual(FORBIDDEN);
    expect(
      (
        await desk.request('POST', `/api/products/${water}/stock`, {
          body: { kind: 'arrival', units: 5, reason: 'Pedido nuevo' },
        })
      ).body,
    ).toEqual(FORBIDDEN);
    expect((await desk.request('POST', `/api/products/${water}/archive`, { body: {} })).body).toEqual(FORBIDDEN);
  });

  it.each<[string, object, string]>([
    [
      'an empty name',
      { name: '  ', price: 3000, stock: 1, lowStockThreshold: 0 },
      'Escribe el nombre del producto, entre 2 y 60 caracteres.',
    ],
    [
      'a duplicate name, accents and case aside',
      { name: 'agua 600 ML', price: 3000, stock: 1, lowStockThreshold: 0 },
      'Ya existe un producto con ese nombre: Agua 600 ml.',
    ],
    [
      'a price under 100',
      { name: 'Chicle', price: 50, stock: 1, lowStockThreshold: 0 },
      'El precio debe ser un número entero de pesos entre $ 100 y $ 10.000.000.',
    ],
    [
      'a price over 10.000.000',
      { name: 'Caminadora', price: 10_000_001, stock: 1, lowStockThreshold: 0 },
      'El precio debe ser un número entero de pesos entre $ 100 y $ 10.000.000.',
    ],
    [
      'a fractional stock',
      { name: 'Chicle', price: 500, stock: 1.5, lowStockThreshold: 0 },
      'Las unidades en existencia deben ser un número entero de 0 o más.',
    ],
    [
      'a negative stock',
      { name: 'Chicle', price: 500, stock: -1, lowStockThreshold: 0 },
      'Las unidades en existencia deben ser un número entero de 0 o más.',
    ],
  ])('R40: a product with %s is refused in Spanish, nothing appended', async (_case, body, message) => {
    const response = await createProduct(body);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.body.message).toBe(message);
  });

  it('R40: stock arrivals and adjustments with a reason; never below 0', async () => {
    const arrival = await app.request('POST', `/api/products/${water}/stock`, {
      body: { kind: 'arrival', units: 4, reason: 'Pedido del proveedor' },
    });
    expectStatus(arrival, 201);
    expect(arrival.body.stock).toBe(14);
    const below = await app.request('POST', `/api/products/${water}/stock`, {
      body: { kind: 'adjustment', units: -15, reason: 'Conteo del inventario' },
    });
    expectStatus(below, 422);
    expect(below.body.message).toBe(
      'Las existencias no pueden quedar por debajo de 0: solo quedan 14 unidades de Agua 600 ml.',
    );
    const adjusted = await app.request('POST', `/api/products/${water}/stock`, {
      body: { kind: 'adjustment', units: -4, reason: 'Se rompieron cuatro' },
    });
    expect(adjusted.body.stock).toBe(10);
  });

  it('R40: Recepción sells two waters and a bar in cash: one receipt numbered after the payments, into the open turno and the cierre', async () => {
    const memberId = await registerMember(app, { details: { name: 'Ana Pérez' }, joinedOn: TODAY, amountPaid: 80_000 });
    const sale = await desk.request('POST', '/api/sales', {
      body: {
        lines: [
          { productId: water, quantity: 2 },
          { productId: bar, quantity: 1 },
        ],
        method: 'cash',
        memberId,
      },
    });
    expectStatus(sale, 201);
    expect(sale.body.total).toBe(13_000);
    const receipt = await desk.request('GET', `/api/sales/${sale.body.saleId}/receipt`);
    expectStatus(receipt, 200);
    expect(receipt.body).toMatchObject({
      receiptNumber: 'R-000002',
      soldOn: TODAY,
      total: 13_000,
      totalInWords: 'trece mil pesos',
      method: 'cash',
      memberName: 'Ana Pérez',
      staffName: 'Laura Recepción',
      voided: null,
      lines: [
        { name: 'Agua 600 ml', unitPrice: 3000, quantity: 2, amount: 6000 },
        { name: 'Barra de proteína', unitPrice: 7000, quantity: 1, amount: 7000 },
      ],
    });
    expect(await stockOf(water)).toBe(8);
    expect(await stockOf(bar)).toBe(1);
    const { turno } = await getJson(app, '/api/turnos/current');
    expect(turno).toMatchObject({ automatic: true, paymentsCount: 2 });
    const closing = await getJson(app, `/api/cash-closing?date=${TODAY}`);
    const cash = closing.byMethod.find((line: { method: string }) => line.method === 'cash');
    expect(cash.total).toBe(closing.total);
    expect(closing.byStaff.find((line: { staffName: string }) => line.staffName === 'Laura Recepción')).toMatchObject({
      total: 13_000,
      count: 1,
    });
  });

  it('R40: more than the stock, 0 units, fractional or negative units, an archived product: refused', async () => {
    const sell = (lines: object[]) => desk.request('POST', '/api/sales', { body: { lines, method: 'cash' } });
    const tooMany = await sell([{ productId: bar, quantity: 2 }]);
    expectStatus(tooMany, 409);
    expect(tooMany.body.message).toBe('Solo quedan 1 unidades de Barra de proteína.');
    for (const quantity of [0, 1.5, -1]) {
      const refused = await sell([{ productId: water, quantity }]);
      expectStatus(refused, 400);
      expect(refused.body.message).toBe('La cantidad debe ser un número entero de 1 o más.');
    }
    expect((await sell([])).body.message).toBe('Agrega al menos un producto a la venta.');
    const archived = await createProduct({ name: 'Gatorade', price: 4000, stock: 5, lowStockThreshold: 0 });
    expectStatus(await app.request('POST', `/api/products/${archived.body.productId}/archive`, { body: {} }), 201);
    const ofArchived = await sell([{ productId: archived.body.productId, quantity: 1 }]);
    expectStatus(ofArchived, 422);
    expect(ofArchived.body.message).toBe('El producto Gatorade está archivado y ya no se vende.');
    expect(await stockOf(archived.body.productId as string)).toBe(5);
  });

  it('R40 + R29 + R42: a void by an Administrador puts the units back and nets against who sold, once', async () => {
    const sale = await desk.request('POST', '/api/sales', {
      body: { lines: [{ productId: water, quantity: 3 }], method: 'nequi' },
    });
    expectStatus(sale, 201);
    expect(await stockOf(water)).toBe(5);
    expect(
      (await desk.request('POST', `/api/sales/${sale.body.saleId}/void`, { body: { reason: 'Se cobró dos veces' } }))
        .body,
    ).toEqual(FORBIDDEN);
    const before = await getJson(app, `/api/cash-closing?date=${TODAY}`);
    const voided = await app.request('POST', `/api/sales/${sale.body.saleId}/void`, {
      body: { reason: 'Se cobró dos veces' },
    });
    expectStatus(voided, 201);
    expect(await stockOf(water)).toBe(8);
    const after = await getJson(app, `/api/cash-closing?date=${TODAY}`);
    expect(after.total).toBe(before.total - 9000);
    const seller = after.byStaff.find((line: { staffName: string }) => line.staffName === 'Laura Recepción');
    expect(seller).toMatchObject({ total: 13_000, refunds: 0 });
    expect(after.salesTotal).toBe(13_000);
    expect(
      after.sales.map(({ kind, description, amount, voided }: Record<string, unknown>) => ({
        kind,
        description,
        amount,
        voided,
      })),
    ).toEqual([
      { kind: 'sale', description: '2 × Agua 600 ml, 1 × Barra de proteína', amount: 13_000, voided: false },
      { kind: 'sale', description: '3 × Agua 600 ml', amount: 9000, voided: true },
      { kind: 'void', description: '3 × Agua 600 ml', amount: 9000, voided: false },
    ]);
    const again = await app.request('POST', `/api/sales/${sale.body.saleId}/void`, { body: { reason: 'Otra vez' } });
    expectStatus(again, 409);
    expect(again.body.message).toBe('Esta venta ya fue anulada el 02/03/2026.');
    const activity = await getJson(app, `/api/staff-activity?day=${TODAY}&kind=money`);
    const plain = (text: string) => text.replace(/\s/g, ' ');
    const texts = activity.items.map((item: { text: string }) => plain(item.text));
    expect(texts).toEqual(
      expect.arrayContaining([
        'Vendió 2 × Agua 600 ml, 1 × Barra de proteína por $ 13.000 (Efectivo)',
        'Vendió 3 × Agua 600 ml por $ 9.000 (Nequi)',
        'Anuló una venta de $ 9.000 del 02/03/2026: Se cobró dos veces',
      ]),
    );
    const prices = await getJson(app, `/api/staff-activity?day=${TODAY}&kind=prices`);
    expect(prices.items.map((item: { text: string }) => plain(item.text))).toEqual(
      expect.arrayContaining([
        'Creó el producto Agua 600 ml ($ 3.000, 10 unidades)',
        'Registró la entrada de 4 unidades de Agua 600 ml (quedan 14): Pedido del proveedor',
        'Ajustó las existencias de Agua 600 ml en -4 unidades (quedan 10): Se rompieron cuatro',
      ]),
    );
    // R40: the month's 'Ventas' apart from the memberships; the products at or under their threshold.
    const dashboard = await getJson(app, '/api/dashboard');
    expect(dashboard).toMatchObject({ monthIncome: 80_000, monthSales: 13_000 });
    expect(dashboard.lowStock).toEqual([{ productId: bar, name: 'Barra de proteína', stock: 1, lowStockThreshold: 2 }]);
    expect((await desk.request('GET', '/api/dashboard')).body).toMatchObject({ monthSales: null, lowStock: null });
    const receipt = await getJson(app, `/api/sales/${sale.body.saleId}/receipt`);
    expect(receipt.voided).toMatchObject({ reason: 'Se cobró dos veces', voidedOn: TODAY });
  });

  it("R40: the gym's workbook has a 'Ventas' sheet: each sale, and each void as a negative row", async () => {
    const login = await fetch(`${app.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@gimnasio.test', password: 'clave-de-prueba-2026' }),
    });
    const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
    const response = await fetch(`${app.baseUrl}/api/members/export.xlsx`, { headers: { Cookie: cookie } });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const ventas = workbook.getWorksheet('Ventas');
    const rows = (ventas?.getSheetValues() ?? []).slice(1).map((row) => (Array.isArray(row) ? row.slice(2, 5) : []));
    expect(rows).toEqual([
      ['Recibo', 'Producto', 'Monto'],
      ['R-000002', '2 × Agua 600 ml, 1 × Barra de proteína', 13_000],
      ['R-000003', '3 × Agua 600 ml', 9000],
      ['R-000003', '3 × Agua 600 ml', -9000],
    ]);
  });
});

// POST /api/members/:id/payments and /renewals, GET /api/members/:id/payments and GET /api/payments.
import { startTestApp, type TestApp } from '../support/test-app.js';
import { expectStatus, getJson, registerMember, settableClock } from './support/members-api.js';

describe('payments and renewals', () => {
  const clock = settableClock('2026-03-15T10:00:00-05:00');
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({}, { clock });
  });
  afterAll(() => app.close());

  const pay = (id: string, body: unknown) => app.request('POST', `/api/members/${id}/payments`, { body });
  const renew = (id: string, body: unknown) => app.request('POST', `/api/members/${id}/renewals`, { body });

  it('§4, R9, R11: a payment raises the amount paid, floors the debt and records the plan of the day', async () => {
    const id = await registerMember(app, { plan: 'monthly', amountPaid: 50_000 });
    const response = await pay(id, { paymentType: 'installment', amount: 20_000, paidOn: '2026-03-14' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      paymentId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      position: expect.any(Number),
    });
    expect(await getJson(app, `/api/members/${id}`)).toMatchObject({
      amountPaid: 70_000,
      debt: 10_000,
      totalPaid: 70_000,
    });
    expectStatus(await pay(id, { paymentType: 'additional', amount: 25_000, paidOn: '2026-03-15' }), 201);
    expect(await getJson(app, `/api/members/${id}`)).toMatchObject({ amountPaid: 95_000, debt: 0, status: 'active' });
    const { items } = await getJson(app, `/api/members/${id}/payments`);
    expect(items[0]).toMatchObject({
      id: expect.any(String),
      memberId: id,
      memberName: 'José Pérez',
      memberDeleted: false,
      paymentType: 'additional',
      amount: 25_000,
      paidOn: '2026-03-15',
      plan: 'monthly',
      recordedAt: '2026-03-15T15:00:00.000Z',
    });
  });

  it("§8, R3: refuses an amount that is not a whole number > 0 with 'Por favor ingrese un monto válido'", async () => {
    const id = await registerMember(app);
    for (const amount of [0, -10, 10.5, '1000', null, undefined]) {
      const response = await pay(id, { paymentType: 'additional', amount, paidOn: '2026-03-15' });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        statusCode: 400,
        code: 'PAYMENT.INVALID_AMOUNT',
        message: 'Por favor ingrese un monto válido',
        field: 'amount',
      });
    }
    expect((await getJson(app, `/api/members/${id}/payments`)).count).toBe(0);
  });

  it('refuses a bad type or date, and an unknown member', async () => {
    const id = await registerMember(app);
    const badType = await pay(id, { paymentType: 'renewal', amount: 1000, paidOn: '2026-03-15' });
    expect(badType.status).toBe(400);
    expect(badType.body).toMatchObject({ message: 'Selecciona un tipo de pago válido.', field: 'paymentType' });
    const badDate = await pay(id, { paymentType: 'additional', amount: 1000, paidOn: '2026-02-29' });
    expect(badDate.body).toMatchObject({
      statusCode: 400,
      message: 'La fecha del pago no es válida.',
      field: 'paidOn',
    });
    const unknown = await pay('6d0c1f9e-1111-4a4a-8b8b-222222222222', {
      paymentType: 'additional',
      amount: 1000,
      paidOn: '2026-03-15',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Usuario no encontrado.');
  });

  it("§4, R20: a renewal starts today, pays the amount entered and records a 'Renovación'", async () => {
    const id = await registerMember(app, { plan: 'monthly', joinedOn: '2026-01-10', amountPaid: 80_000 });
    const response = await renew(id, { amount: 60_000 });
    expect(response.status).toBe(201);
    expect(response.body.paymentId).toEqual(expect.any(String));
    expect(await getJson(app, `/api/members/${id}`)).toMatchObject({
      joinedOn: '2026-03-15',
      expiresOn: '2026-04-15',
      planPrice: 80_000,
      amountPaid: 60_000,
      debt: 20_000,
      totalPaid: 140_000,
    });
    const { items } = await getJson(app, `/api/members/${id}/payments`);
    expect(items[0]).toMatchObject({
      id: response.body.paymentId,
      paymentType: 'renewal',
      amount: 60_000,
      paidOn: '2026-03-15',
      plan: 'monthly',
    });
  });

  it("R3: a renewal refuses a bad amount with 'Por favor ingrese un monto válido'", async () => {
    const id = await registerMember(app);
    for (const body of [{ amount: 0 }, { amount: 'abc' }, {}]) {
      const response = await renew(id, body);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Por favor ingrese un monto válido');
    }
  });

  it('§9, R16: the profile shows the 10 most recent payments, newest by date then by recording, with the total', async () => {
    const id = await registerMember(app, { plan: 'monthly', amountPaid: 0 });
    const dates = [
      '2026-03-01',
      '2026-02-01',
      '2026-03-01',
      '2026-01-15',
      '2026-03-10',
      '2026-03-10',
      '2026-02-20',
      '2026-03-05',
      '2026-01-01',
      '2026-03-12',
      '2026-03-11',
      '2026-02-02',
    ];
    for (const [index, paidOn] of dates.entries()) {
      clock.set(`2026-03-15T10:${String(index).padStart(2, '0')}:00-05:00`);
      expectStatus(await pay(id, { paymentType: 'additional', amount: 1000 + index, paidOn }), 201);
    }
    const { items, totalPaid, count } = await getJson(app, `/api/members/${id}/payments`);
    expect(count).toBe(12);
    expect(totalPaid).toBe(12 * 1000 + 66);
    expect(items.map((payment: { paidOn: string; amount: number }) => `${payment.paidOn}:${payment.amount}`)).toEqual([
      '2026-03-12:1009',
      '2026-03-11:1010',
      '2026-03-10:1005', // recorded after 1004, the same day
      '2026-03-10:1004',
      '2026-03-05:1007',
      '2026-03-01:1002',
      '2026-03-01:1000',
      '2026-02-20:1006',
      '2026-02-02:1011',
      '2026-02-01:1001',
    ]);
  });

  it('R16: the global history pages every payment of the gym, newest first, with the member name', async () => {
    const all = await getJson(app, '/api/payments?pageSize=100');
    expect(all.total).toBeGreaterThan(12);
    const order = all.items.map((payment: { paidOn: string }) => payment.paidOn);
    expect(order).toEqual([...order].sort().reverse());
    const page = await getJson(app, '/api/payments?page=2&pageSize=5');
    expect(page).toMatchObject({ page: 2, pageSize: 5, total: all.total });
    expect(page.items).toEqual(all.items.slice(5, 10));
    expect(page.items[0]).toEqual(expect.objectContaining({ memberName: expect.any(String), memberDeleted: false }));
  });

  it('refuses bad paging with 400 and caps the page size at 100', async () => {
    for (const query of ['page=0', 'page=-1', 'pageSize=abc', 'page=1.5']) {
      const response = await app.request('GET', `/api/payments?${query}`);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('REQUEST.INVALID');
    }
    expect((await getJson(app, '/api/payments?pageSize=500')).pageSize).toBe(100);
    expect(await getJson(app, '/api/payments?page=999')).toMatchObject({ items: [], page: 999 });
  });
});

// GET /api/cash-closing (issue 10): a day of payments by three methods closes to the right totals,
// each payment with the staff account that took it; "today" is the gym's (R1).
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.js';
import { projected } from '../auth/auth-test-helpers.js';
import { expectStatus, getJson, registerMember, settableClock } from '../members/support/members-api.js';

describe('cierre de caja', () => {
  // 23:30 in Bogotá on 14 March is already 15 March in UTC (R1).
  const clock = settableClock('2026-03-14T23:30:00-05:00');
  let app: TestApp;
  let desk: TestClient;

  beforeAll(async () => {
    app = await startTestApp({}, { clock });
    const created = await app.request('POST', '/api/staff', {
      body: { email: 'recepcion@gimnasio.test', displayName: 'Laura Recepción', password: 'clave-de-recepcion' },
    });
    expectStatus(created, 201);
    await projected(app);
    desk = app.newClient();
    expectStatus(await desk.signIn({ email: 'recepcion@gimnasio.test', password: 'clave-de-recepcion' }), 200);

    // 14 March: Ana pays 80.000 in cash at registration (by the administrator), Luis 30.000 by
    // Nequi and 20.000 by transfer, Marta renews for 40.000 by Nequi (at the desk).
    const ana = await registerMember(app, {
      details: { name: 'Ana Pérez' },
      joinedOn: '2026-03-14',
      amountPaid: 80_000,
    });
    const luis = await registerMember(app, { details: { name: 'Luis Gómez' }, joinedOn: '2026-03-01' });
    const marta = await registerMember(app, {
      details: { name: 'Marta Ruiz' },
      plan: 'fortnight',
      joinedOn: '2026-02-20',
    });
    const pay = (client: TestClient, id: string, body: object) =>
      client.request('POST', `/api/members/${id}/payments`, { body });
    expectStatus(
      await pay(desk, luis, {
        paymentType: 'installment',
        amount: 30_000,
        paidOn: '2026-03-14',
        method: 'nequi',
        reference: '3001112233',
      }),
      201,
    );
    expectStatus(
      await pay(desk, luis, {
        paymentType: 'installment',
        amount: 20_000,
        paidOn: '2026-03-14',
        method: 'transfer',
        reference: 'TRX-9981',
      }),
      201,
    );
    expectStatus(
      await desk.request('POST', `/api/members/${marta}/renewals`, { body: { amount: 40_000, method: 'nequi' } }),
      201,
    );
    // Another day's payment stays out of this closing.
    expectStatus(
      await pay(app, ana, { paymentType: 'additional', amount: 5_000, paidOn: '2026-03-13', method: 'card' }),
      201,
    );
  });
  afterAll(() => app.close());

  it('adds up the day: total, by method (every method listed), and each payment in the order received', async () => {
    const closing = await getJson(app, '/api/cash-closing?date=2026-03-14');
    expect(closing).toMatchObject({ date: '2026-03-14', total: 170_000, count: 4 });
    expect(closing.byMethod).toEqual([
      { method: 'cash', count: 1, total: 80_000 },
      { method: 'nequi', count: 2, total: 70_000 },
      { method: 'daviplata', count: 0, total: 0 },
      { method: 'transfer', count: 1, total: 20_000 },
      { method: 'card', count: 0, total: 0 },
    ]);
    expect(
      closing.payments.map((p: Record<string, unknown>) => [
        p.memberName,
        p.paymentType,
        p.amount,
        p.method,
        p.reference,
        p.staffName,
      ]),
    ).toEqual([
      ['Ana Pérez', 'initial', 80_000, 'cash', null, 'Administrador'],
      ['Luis Gómez', 'installment', 30_000, 'nequi', '3001112233', 'Laura Recepción'],
      ['Luis Gómez', 'installment', 20_000, 'transfer', 'TRX-9981', 'Laura Recepción'],
      ['Marta Ruiz', 'renewal', 40_000, 'nequi', null, 'Laura Recepción'],
    ]);
    expect(closing.payments[0].receiptNumber).toBe('R-000001');
  });

  it("R1: without a date it closes today in the gym's time zone, not UTC's", async () => {
    const today = await getJson(app, '/api/cash-closing');
    expect(today).toMatchObject({ date: '2026-03-14', total: 170_000 });
  });

  it('a day without payments closes at 0; a bad date is refused in Spanish', async () => {
    expect(await getJson(app, '/api/cash-closing?date=2026-03-12')).toMatchObject({ total: 0, count: 0, payments: [] });
    const bad = await app.request('GET', '/api/cash-closing?date=2026-02-30');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: 'Indica un día válido (AAAA-MM-DD).', field: 'date' });
  });

  it('the global history filters by method, in its CSV too', async () => {
    const nequi = await getJson(app, '/api/payments?method=nequi');
    expect(nequi.total).toBe(2);
    expect(nequi.items.every((p: { method: string }) => p.method === 'nequi')).toBe(true);
    expect((await getJson(app, '/api/payments?method=card')).items).toEqual([
      expect.objectContaining({ amount: 5_000, method: 'card' }),
    ]);
    expect((await app.request('GET', '/api/payments?method=cheque')).status).toBe(400);
    const csv = await app.request('GET', '/api/payments/export.csv?method=transfer');
    const lines = String(csv.body).trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe(
      '14/03/2026;Luis Gómez;;20000;Abono;Mensualidad;Transferencia;TRX-9981;R-000003;Laura Recepción;;;;;;',
    );
  });

  it('needs a signed-in staff member', async () =>
    expect((await app.request('GET', '/api/cash-closing', { anonymous: true })).status).toBe(401));
});

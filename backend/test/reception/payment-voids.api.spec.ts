// R29: 'Anular pago'. An Administrador voids a payment typed twice; the payment stays, marked, and
// every read of money follows: the member's amount paid and debt, the month's income and the total,
// the cierre of the void's day (a negative line), the receipt, the CSV and the audit timeline.
import { eventStoreOf, projected } from '../auth/auth-test-helpers.js';
import { expectStatus, getJson, registerMember, settableClock } from '../members/support/members-api.js';
import { FORBIDDEN, receptionClient } from '../support/reception-client.js';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.js';

const REASON = 'Pago registrado dos veces';

describe('R29: voiding a payment', () => {
  // Tuesday 3 March 2026, 10:00 in Bogotá.
  const clock = settableClock('2026-03-03T10:00:00-05:00');
  let app: TestApp;
  let desk: TestClient;
  let ana: string;
  let first: string;
  let duplicate: string;

  const pay = async (client: TestClient, memberId: string, body: object): Promise<string> => {
    const response = await client.request('POST', `/api/members/${memberId}/payments`, { body });
    expectStatus(response, 201);
    return response.body.paymentId as string;
  };
  const voidIt = (client: TestClient, paymentId: string, reason = REASON) =>
    client.request('POST', `/api/payments/${paymentId}/void`, { body: { reason } });

  beforeAll(async () => {
    app = await startTestApp({}, { clock });
    desk = await receptionClient(app);
    // A Mensualidad of 80.000 from 1 March; the same 40.000 payment is typed twice, dated 2 March (the
    // owner's: R33 keeps Recepción's payments to today).
    ana = await registerMember(app, { details: { name: 'Ana Pérez' }, joinedOn: '2026-03-01' });
    const installment = { paymentType: 'installment', amount: 40_000, paidOn: '2026-03-02', method: 'cash' };
    first = await pay(app, ana, installment);
    duplicate = await pay(app, ana, installment);
  });
  afterAll(() => app.close());

  it('R29 + R33: Recepción is refused with the R25 text, and nothing is appended', async () => {
    const head = await eventStoreOf(app).headPosition();
    const refused = await voidIt(desk, duplicate);
    expect({ status: refused.status, body: refused.body }).toEqual({ status: 403, body: FORBIDDEN });
    expect(await eventStoreOf(app).headPosition()).toBe(head);
  });

  it('R29: a reason of fewer than 5 characters is refused with a Spanish text (400)', async () => {
    const refused = await voidIt(app, duplicate, 'dup');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'REQUEST.REASON_INVALID',
      message: 'Escribe el motivo: entre 5 y 200 caracteres.',
    });
  });

  it('R29: an unknown payment is not found (404), a malformed id too', async () => {
    for (const id of ['6d0c1f9e-1111-4a4a-8b8b-222222222222', 'no-es-un-id']) {
      const refused = await voidIt(app, id);
      expect({ id, status: refused.status, body: refused.body }).toMatchObject({
        id,
        status: 404,
        body: { code: 'PAYMENT.NOT_FOUND', message: 'Pago no encontrado.' },
      });
    }
  });

  it('R29: the Administrador voids the duplicate; the payment stays, marked Anulado with who, when and why', async () => {
    const [monthBefore] = await Promise.all([getJson(app, '/api/dashboard?month=2026-03')]);
    expect(monthBefore).toMatchObject({ monthIncome: 80_000, totalIncome: 80_000 });
    const answer = await voidIt(app, duplicate, `  ${REASON}  `);
    expectStatus(answer, 201);
    expect(answer.body.position).toBeGreaterThan(0);

    const payments = await getJson(app, `/api/members/${ana}/payments`);
    expect(payments.count).toBe(2);
    expect(payments.totalPaid).toBe(40_000);
    const voided = payments.items.find((payment: { id: string }) => payment.id === duplicate);
    expect(voided.voided).toEqual({
      voidedOn: '2026-03-03',
      voidedAt: '2026-03-03T15:00:00.000Z',
      reason: REASON,
      staffName: 'Administrador',
    });
    expect(payments.items.find((payment: { id: string }) => payment.id === first).voided).toBeNull();
  });

  it('R29 + R9: the member’s amount paid drops by the amount and the debt is recomputed', async () => {
    expect(await getJson(app, `/api/members/${ana}`)).toMatchObject({
      amountPaid: 40_000,
      debt: 40_000,
      totalPaid: 40_000,
    });
  });

  it('R29: the dashboard’s income of the void’s month and the total drop; the debts rise', async () => {
    expect(await getJson(app, '/api/dashboard?month=2026-03')).toMatchObject({
      monthIncome: 40_000,
      totalIncome: 40_000,
      pendingDebts: 40_000,
      monthlyIncome: [{ month: '2026-03', income: 40_000 }],
    });
  });

  it('R29 + R42: the cierre of the void’s day has a negative line naming the receipt, a refund of an earlier day’s payment; the payment’s day keeps it', async () => {
    const today = await getJson(app, '/api/cash-closing?date=2026-03-03');
    expect(today).toMatchObject({ total: -40_000, count: 0, voidsCount: 1, expectedCash: -40_000, payments: [] });
    expect(today.voids).toEqual([
      expect.objectContaining({
        paymentId: duplicate,
        receiptNumber: 'R-000002',
        memberName: 'Ana Pérez',
        amount: 40_000,
        method: 'cash',
        paidOn: '2026-03-02',
        reason: REASON,
        staffName: 'Administrador',
        refund: true,
        receivedBy: 'Administrador',
      }),
    ]);
    expect(today.byStaff).toEqual([
      { staffId: expect.any(String), staffName: 'Administrador', count: 0, total: -40_000, refunds: 40_000 },
    ]);
    const paidDay = await getJson(app, '/api/cash-closing?date=2026-03-02');
    expect(paidDay).toMatchObject({ total: 80_000, count: 2, voidsCount: 0, expectedCash: 80_000 });
    expect(paidDay.payments[1]).toMatchObject({ id: duplicate, voided: { voidedOn: '2026-03-03' } });
  });

  it('R29: the receipt says it was voided, by whom, when and why', async () => {
    expect(await getJson(app, `/api/receipts/${duplicate}`)).toMatchObject({
      receiptNumber: 'R-000002',
      amount: 40_000,
      voided: { voidedOn: '2026-03-03', reason: REASON, staffName: 'Administrador' },
    });
    expect((await getJson(app, `/api/receipts/${first}`)).voided).toBeNull();
  });

  it('R29 + R42: the payments CSV keeps the payment and follows it with its void, negative on the void’s day, with who took and who voided it', async () => {
    const csv = await app.request('GET', '/api/payments/export.csv');
    const lines = String(csv.body)
      .split('\r\n')
      .filter((row) => row.includes('R-000002'));
    const by = 'Administrador;03/03/2026;Administrador';
    expect(lines).toEqual([
      `02/03/2026;Ana Pérez;;40000;Abono;Mensualidad;Efectivo;;R-000002;${by};${REASON};;;`,
      `03/03/2026;Ana Pérez;;-40000;Anulación;Mensualidad;Efectivo;;R-000002;${by};${REASON};;;`,
    ]);
    const members = await app.request('GET', '/api/members/export.csv');
    // Pagado 40.000 of a price of 80.000 (the void took 40.000 back): Deuda 40.000.
    expect(String(members.body)).toContain(
      ';Mensualidad;01/03/2026;01/04/2026;0;40000;80000;40000;80;180;;;Sí;Sí;Sí;Firma;Con Deuda;;;',
    );
  });

  it('R29 + R23: the audit timeline names the void, who made it and when', async () => {
    const history = await getJson(app, `/api/members/${ana}/history?order=desc&pageSize=1`);
    expect(history.items[0]).toMatchObject({
      type: 'PaymentVoided',
      occurredAt: '2026-03-03T15:00:00.000Z',
      description: expect.stringMatching(
        /^Pago anulado: \$\s?40\.000 del 02\/03\/2026\. Motivo: Pago registrado dos veces$/,
      ),
    });
  });

  it('R29: a payment is voided once: a second void answers 409 in Spanish and appends nothing', async () => {
    const head = await eventStoreOf(app).headPosition();
    const again = await voidIt(app, duplicate);
    expect({ status: again.status, body: again.body }).toEqual({
      status: 409,
      body: { statusCode: 409, code: 'PAYMENT.ALREADY_VOIDED', message: 'Este pago ya fue anulado el 03/03/2026.' },
    });
    expect(await eventStoreOf(app).headPosition()).toBe(head);
  });

  it('R29: two Administradores voiding one payment at once give one void: the other answers 409', async () => {
    const carla = await registerMember(app, {
      details: { name: 'Carla Ríos', phone: '311 000 0000' },
      joinedOn: '2026-03-01',
    });
    const payment = await pay(app, carla, {
      paymentType: 'installment',
      amount: 20_000,
      paidOn: '2026-03-02',
      method: 'cash',
    });
    const answers = await Promise.all([voidIt(app, payment), voidIt(app, payment), voidIt(app, payment)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.body.code)).toEqual([
      'PAYMENT.ALREADY_VOIDED',
      'PAYMENT.ALREADY_VOIDED',
    ]);
    const events = await eventStoreOf(app).readStream(`member-${carla}`);
    expect(events.filter((event) => event.type === 'PaymentVoided')).toHaveLength(1);
  });

  it("R29: a renewal's and a registration's payments are voided like any other", async () => {
    const luis = await registerMember(app, {
      details: { name: 'Luis Gómez', phone: '310 000 0000' },
      joinedOn: '2026-03-03',
      amountPaid: 80_000,
      method: 'nequi',
    });
    const { items } = await getJson(app, `/api/members/${luis}/payments`);
    expectStatus(await voidIt(app, items[0].id, 'Se registró en el usuario equivocado'), 201);
    const renewal = await app.request('POST', `/api/members/${luis}/renewals`, { body: { amount: 80_000 } });
    expectStatus(renewal, 201);
    expectStatus(await voidIt(app, renewal.body.paymentId, 'Renovación cobrada por error'), 201);
    expect(await getJson(app, `/api/members/${luis}`)).toMatchObject({ amountPaid: 0, debt: 80_000, totalPaid: 0 });
    // R30: the renewal's period stays: voiding money does not undo the membership.
    expect((await getJson(app, `/api/members/${luis}`)).expiresOn).toBe('2026-05-03');
  });

  it("R29 + R22: a deleted member's payment can still be voided, and the income follows", async () => {
    const marta = await registerMember(app, {
      details: { name: 'Marta Ruiz', phone: '311 000 0000' },
      joinedOn: '2026-03-03',
      amountPaid: 50_000,
    });
    const { items } = await getJson(app, `/api/members/${marta}/payments`);
    expectStatus(await app.request('DELETE', `/api/members/${marta}`), 200);
    const before = (await getJson(app, '/api/dashboard?month=2026-03')).monthIncome;
    expectStatus(await voidIt(app, items[0].id, 'Pago de prueba, no era real'), 201);
    await projected(app);
    expect((await getJson(app, '/api/dashboard?month=2026-03')).monthIncome).toBe(before - 50_000);
    const page = await getJson(app, '/api/payments?pageSize=50');
    expect(page.items.find((payment: { id: string }) => payment.id === items[0].id)).toMatchObject({
      memberDeleted: true,
      voided: { reason: 'Pago de prueba, no era real' },
    });
  });

  it("R29: a void in April takes the money off April's income, never March's", async () => {
    clock.set('2026-04-02T09:00:00-05:00');
    const march = (await getJson(app, '/api/dashboard?month=2026-03')).monthIncome;
    expectStatus(await voidIt(app, first, 'Devolución acordada con el usuario'), 201);
    expect((await getJson(app, '/api/dashboard?month=2026-03')).monthIncome).toBe(march);
    expect((await getJson(app, '/api/dashboard?month=2026-04')).monthIncome).toBe(-40_000);
    expect((await getJson(app, '/api/cash-closing?date=2026-04-02')).total).toBe(-40_000);
  });

  it('R42: given Recepción took a payment today, when the owner voids it today, then it nets against Recepción, not the owner', async () => {
    const taken = await pay(desk, ana, {
      paymentType: 'additional',
      amount: 25_000,
      paidOn: '2026-04-02',
      method: 'cash',
    });
    expectStatus(await voidIt(app, taken, 'Cobrado al usuario equivocado'), 201);
    const day = await getJson(app, '/api/cash-closing?date=2026-04-02');
    expect(day).toMatchObject({ total: -40_000, count: 1, voidsCount: 2, expectedCash: -40_000 });
    expect(
      day.voids.map(({ refund, receivedBy, staffName }: Record<string, unknown>) => ({
        refund,
        receivedBy,
        staffName,
      })),
    ).toEqual([
      { refund: true, receivedBy: 'Administrador', staffName: 'Administrador' },
      { refund: false, receivedBy: 'Laura Recepción', staffName: 'Administrador' },
    ]);
    expect(day.byStaff).toEqual([
      { staffId: expect.any(String), staffName: 'Laura Recepción', count: 1, total: 0, refunds: 0 },
      { staffId: expect.any(String), staffName: 'Administrador', count: 0, total: -40_000, refunds: 40_000 },
    ]);
  });

  it("R42: the payments CSV's amounts of each month add up to that month's income on the dashboard", async () => {
    const rows = String((await app.request('GET', '/api/payments/export.csv')).body)
      .split('\r\n')
      .slice(1)
      .filter((row) => row !== '')
      .map((row) => row.split(';'));
    // Fecha; Usuario; Cédula; Monto; …
    const ofMonth = (month: string) =>
      rows.filter(([day]) => day?.endsWith(month)).reduce((total, [, , , amount]) => total + Number(amount), 0);
    for (const [month, sheetMonth] of [
      ['2026-03', '/03/2026'],
      ['2026-04', '/04/2026'],
    ] as const) {
      const { monthIncome } = await getJson(app, `/api/dashboard?month=${month}`);
      expect({ month, sheet: ofMonth(sheetMonth) }).toEqual({ month, sheet: monthIncome });
    }
    const { totalIncome } = await getJson(app, '/api/dashboard?month=2026-04');
    expect(rows.reduce((total, [, , , amount]) => total + Number(amount), 0)).toBe(totalIncome);
  });
});

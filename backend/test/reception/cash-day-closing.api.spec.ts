// R32: 'Cerrar el día'. The desk counts the drawer and closes the day: the cierre then shows the cash
// counted and expected, the difference, the totals per method and per staff member, who closed it
// and when; a payment, renewal, void or registration's payment dated on it is refused naming the
// day; only an Administrador reopens it, with a reason, and both facts stay in its history.
import { eventStoreOf } from '../auth/auth-test-helpers.js';
import { expectStatus, getJson, registerBody, registerMember, settableClock } from '../members/support/members-api.js';
import { FORBIDDEN, receptionClient } from '../support/reception-client.js';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.js';

const CLOSED_TEXT =
  'El día 10/03/2026 ya está cerrado: no admite pagos, renovaciones ni anulaciones. Un Administrador puede reabrirlo.';

describe('R32: closing the day', () => {
  // Tuesday 10 March 2026, 19:30 in Bogotá.
  const clock = settableClock('2026-03-10T19:30:00-05:00');
  let app: TestApp;
  let desk: TestClient;
  let ana: string;
  let nequiPayment: string;

  const close = (client: TestClient, day: string, body: object) =>
    client.request('POST', `/api/cash-closing/${day}/close`, { body });
  const reopen = (client: TestClient, day: string, reason: string) =>
    client.request('POST', `/api/cash-closing/${day}/reopen`, { body: { reason } });
  const pay = (client: TestClient, id: string, paidOn: string, amount = 10_000, method = 'cash') =>
    client.request('POST', `/api/members/${id}/payments`, {
      body: { paymentType: 'installment', amount, paidOn, method },
    });

  beforeAll(async () => {
    app = await startTestApp({}, { clock });
    desk = await receptionClient(app);
    // 10 March: Ana pays 80.000 in cash at registration (the owner); the desk takes 30.000 by Nequi
    // and 20.000 in cash from Luis.
    ana = await registerMember(app, { details: { name: 'Ana Pérez' }, joinedOn: '2026-03-10', amountPaid: 80_000 });
    const luis = await registerMember(app, {
      details: { name: 'Luis Gómez', phone: '310 000 0000' },
      joinedOn: '2026-03-01',
    });
    const nequi = await pay(desk, luis, '2026-03-10', 30_000, 'nequi');
    nequiPayment = nequi.body.paymentId as string;
    expectStatus(await pay(desk, luis, '2026-03-10', 20_000, 'cash'), 201);
  });
  afterAll(() => app.close());

  it('R32: before closing, the cierre shows the expected cash and the totals per method and per staff member', async () => {
    const cierre = await getJson(app, '/api/cash-closing?date=2026-03-10');
    expect(cierre).toMatchObject({
      status: 'open',
      closing: null,
      history: [],
      total: 130_000,
      count: 3,
      expectedCash: 100_000,
    });
    expect(
      cierre.byStaff.map(({ staffName, count, total }: { staffName: string; count: number; total: number }) => [
        staffName,
        count,
        total,
      ]),
    ).toEqual([
      ['Administrador', 1, 80_000],
      ['Laura Recepción', 2, 50_000],
    ]);
  });

  it.each([
    [{ countedCash: -1 }, 'CASH_DAY.COUNTED_INVALID'],
    [{ countedCash: 1.5 }, 'CASH_DAY.COUNTED_INVALID'],
    [{ countedCash: '98000' }, 'CASH_DAY.COUNTED_INVALID'],
    [{}, 'CASH_DAY.COUNTED_INVALID'],
    [{ countedCash: 10_000_001 }, 'PAYMENT.AMOUNT_TOO_LARGE'],
  ])('R32: %j is refused (400) with %s and closes nothing', async (body, code) => {
    const refused = await close(desk, '2026-03-10', body);
    expect({ status: refused.status, code: refused.body.code }).toEqual({ status: 400, code });
  });

  it('R32: a day not come yet is not closed (422); a malformed day is 400', async () => {
    expect((await close(desk, '2026-03-11', { countedCash: 0 })).body).toMatchObject({
      statusCode: 422,
      message: 'El día 11/03/2026 todavía no ha llegado: no se puede cerrar.',
    });
    expect((await close(desk, '10-03-2026', { countedCash: 0 })).body).toMatchObject({
      statusCode: 400,
      code: 'CASH_CLOSING.DATE_INVALID',
    });
  });

  it('R32: the receptionist closes the day with 98.000 counted: a shortage of 2.000, and who closed it', async () => {
    expectStatus(await close(desk, '2026-03-10', { countedCash: 98_000 }), 201);
    const seen = await desk.request('GET', '/api/cash-closing?date=2026-03-10');
    expectStatus(seen, 200);
    const cierre = seen.body;
    expect(cierre).toMatchObject({
      status: 'closed',
      closing: {
        countedCash: 98_000,
        expectedCash: 100_000,
        difference: -2_000,
        total: 130_000,
        paymentsCount: 3,
        voidsCount: 0,
        closedAt: '2026-03-11T00:30:00.000Z',
        closedBy: 'Laura Recepción',
      },
    });
    expect(cierre.closing.byMethod.find((line: { method: string }) => line.method === 'nequi')).toEqual({
      method: 'nequi',
      count: 1,
      total: 30_000,
    });
    expect(cierre.history).toEqual([
      {
        kind: 'closed',
        at: '2026-03-11T00:30:00.000Z',
        staffName: 'Laura Recepción',
        countedCash: 98_000,
        expectedCash: 100_000,
        difference: -2_000,
        reason: null,
      },
    ]);
  });

  it('R32: a day is closed once (409)', async () => {
    expect((await close(app, '2026-03-10', { countedCash: 100_000 })).body).toEqual({
      statusCode: 409,
      code: 'CASH_DAY.ALREADY_CLOSED',
      message: 'El día 10/03/2026 ya está cerrado.',
    });
  });

  it('R32: a payment dated on the closed day is refused naming the day, and nothing is appended', async () => {
    const head = await eventStoreOf(app).headPosition();
    for (const refused of [await pay(desk, ana, '2026-03-10'), await pay(app, ana, '2026-03-10')])
      expect({ status: refused.status, body: refused.body }).toEqual({
        status: 422,
        body: { statusCode: 422, code: 'CASH_DAY.CLOSED', message: CLOSED_TEXT },
      });
    expect(await eventStoreOf(app).headPosition()).toBe(head);
  });

  it('R32: a renewal and a void made on the closed day are refused too; a registration whose initial payment falls on it as well', async () => {
    const head = await eventStoreOf(app).headPosition();
    const renewal = await desk.request('POST', `/api/members/${ana}/renewals`, { body: { amount: 80_000 } });
    expect(renewal.body).toMatchObject({ statusCode: 422, message: CLOSED_TEXT });
    const voided = await app.request('POST', `/api/payments/${nequiPayment}/void`, {
      body: { reason: 'Pago duplicado' },
    });
    expect(voided.body).toMatchObject({ statusCode: 422, message: CLOSED_TEXT });
    const registered = await app.request('POST', '/api/members', {
      body: registerBody({
        details: { name: 'Marta Ruiz', phone: '311 000 0000', cedula: '1020304050' },
        joinedOn: '2026-03-10',
        amountPaid: 40_000,
      }),
    });
    expect(registered.body).toMatchObject({ statusCode: 422, message: CLOSED_TEXT });
    expect(await eventStoreOf(app).headPosition()).toBe(head);
    // Without money on the closed day she is registered (and her cédula was not held by the refusal).
    expectStatus(
      await app.request('POST', '/api/members', {
        body: registerBody({
          details: { name: 'Marta Ruiz', phone: '311 000 0000', cedula: '1020304050' },
          joinedOn: '2026-03-10',
        }),
      }),
      201,
    );
  });

  it('R32: an Administrador dates a payment on another, open day', async () => {
    expectStatus(await pay(app, ana, '2026-03-09'), 201);
  });

  it('R32 + R33: Recepción may not reopen a day (403, nothing appended)', async () => {
    const head = await eventStoreOf(app).headPosition();
    const refused = await reopen(desk, '2026-03-10', 'Faltó un pago en efectivo');
    expect({ status: refused.status, body: refused.body }).toEqual({ status: 403, body: FORBIDDEN });
    expect(await eventStoreOf(app).headPosition()).toBe(head);
  });

  it('R32: a reopening needs a reason; an open day is not reopened (409)', async () => {
    expect((await reopen(app, '2026-03-10', 'no')).body).toMatchObject({
      statusCode: 400,
      code: 'REQUEST.REASON_INVALID',
    });
    expect((await reopen(app, '2026-03-09', 'Faltó un pago')).body).toMatchObject({
      statusCode: 409,
      message: 'El día 09/03/2026 no está cerrado.',
    });
  });

  it('R32: the Administrador reopens it with a reason; payments are taken again; the new close and the reopening are both kept', async () => {
    clock.set('2026-03-10T20:00:00-05:00');
    expectStatus(await reopen(app, '2026-03-10', 'Faltó registrar un pago en efectivo'), 201);
    expect((await getJson(app, '/api/cash-closing?date=2026-03-10')).status).toBe('open');
    expectStatus(await pay(desk, ana, '2026-03-10', 2_000), 201);
    clock.set('2026-03-10T20:10:00-05:00');
    expectStatus(await close(desk, '2026-03-10', { countedCash: 102_000 }), 201);
    const cierre = await getJson(app, '/api/cash-closing?date=2026-03-10');
    expect(cierre.closing).toMatchObject({
      countedCash: 102_000,
      expectedCash: 102_000,
      difference: 0,
      paymentsCount: 4,
    });
    expect(
      cierre.history.map((entry: { kind: string; staffName: string; reason: string | null }) => [
        entry.kind,
        entry.staffName,
        entry.reason,
      ]),
    ).toEqual([
      ['closed', 'Laura Recepción', null],
      ['reopened', 'Administrador', 'Faltó registrar un pago en efectivo'],
      ['closed', 'Laura Recepción', null],
    ]);
  });

  it('R32: the day closes with a surplus too', async () => {
    clock.set('2026-03-11T20:00:00-05:00');
    expectStatus(await pay(desk, ana, '2026-03-11', 5_000), 201);
    expectStatus(await close(desk, '2026-03-11', { countedCash: 7_000 }), 201);
    expect((await getJson(app, '/api/cash-closing?date=2026-03-11')).closing).toMatchObject({ difference: 2_000 });
  });
});

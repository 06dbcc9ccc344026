// R22: deleting a member removes it from every read view, while the money it paid stays in the
// income and in the global payments history, named and marked deleted.
import { startTestApp, type TestApp } from '../support/test-app.js';
import { expectStatus, femaleMeasures, getJson, registerMember, settableClock } from './support/members-api.js';

describe('R22: deleting a member', () => {
  let app: TestApp;
  let kept: string;
  let deleted: string;
  let before: { dashboard: Record<string, unknown>; payments: number };

  beforeAll(async () => {
    app = await startTestApp({}, { clock: settableClock('2026-03-15T10:00:00-05:00') });
    kept = await registerMember(app, {
      details: { name: 'Queda Aquí', birthday: '1990-03-20' },
      plan: 'monthly',
      amountPaid: 30_000,
    });
    deleted = await registerMember(app, {
      details: { name: 'Se Va Pronto', gender: 'female', birthday: '1990-03-18' },
      plan: 'ticket_book',
      joinedOn: '2026-03-10',
      amountPaid: 20_000,
    });
    expectStatus(
      await app.request('POST', `/api/members/${deleted}/payments`, {
        body: { paymentType: 'installment', amount: 5_000, paidOn: '2026-02-10' },
      }),
      201,
    );
    expectStatus(await app.request('POST', `/api/members/${deleted}/attendances`, { body: {} }), 201);
    expectStatus(
      await app.request('POST', `/api/members/${deleted}/body-compositions`, { body: { measures: femaleMeasures } }),
      201,
    );
    before = { dashboard: await getJson(app, '/api/dashboard'), payments: (await getJson(app, '/api/payments')).total };
    expectStatus(await app.request('DELETE', `/api/members/${deleted}`), 200);
  });
  afterAll(() => app.close());

  it('leaves the member list and the profile', async () => {
    const list = await getJson(app, '/api/members');
    expect(list.items.map((item: { id: string }) => item.id)).toEqual([kept]);
    expect((await app.request('GET', `/api/members/${deleted}`)).status).toBe(404);
  });

  it('leaves the dashboard figures and lists, but its payments still count in the income', async () => {
    const dashboard = await getJson(app, '/api/dashboard');
    expect(before.dashboard).toMatchObject({ totalMembers: 2, pendingDebts: 50_000 + 25_000, totalIncome: 55_000 });
    expect(dashboard).toMatchObject({
      totalMembers: 1,
      pendingDebts: 50_000,
      planDistribution: { fortnight: 0, monthly: 1, ticket_book: 0 },
      totalIncome: 55_000,
      monthIncome: 50_000,
    });
    expect(dashboard.withDebt.items.map((entry: { id: string }) => entry.id)).toEqual([kept]);
    expect(dashboard.birthdays.items.map((entry: { id: string }) => entry.id)).toEqual([kept]);
    expect(dashboard.monthlyIncome).toEqual([
      { month: '2026-03', income: 50_000 },
      { month: '2026-02', income: 5_000 },
    ]);
  });

  it("keeps its payments in the global history with its name, marked deleted ('Usuario eliminado')", async () => {
    const payments = await getJson(app, '/api/payments');
    expect(payments.total).toBe(before.payments);
    const ofDeleted = payments.items.filter((payment: { memberId: string }) => payment.memberId === deleted);
    expect(ofDeleted).toHaveLength(2);
    for (const payment of ofDeleted) expect(payment).toMatchObject({ memberName: 'Se Va Pronto', memberDeleted: true });
    const ofKept = payments.items.find((payment: { memberId: string }) => payment.memberId === kept);
    expect(ofKept).toMatchObject({ memberName: 'Queda Aquí', memberDeleted: false });
  });

  it('drops its attendance and body-composition rows from the global histories', async () => {
    expect(await getJson(app, '/api/attendances')).toMatchObject({ total: 0, items: [] });
    expect(await getJson(app, '/api/body-compositions')).toMatchObject({ total: 0, items: [], measureKeys: [] });
  });

  it('refuses every command on it with 404, and keeps its stream for auditors', async () => {
    const commands: Array<[string, string, unknown]> = [
      ['PATCH', '', { details: { name: 'Vuelve' } }],
      ['POST', '/payments', { paymentType: 'additional', amount: 1_000, paidOn: '2026-03-15' }],
      ['POST', '/renewals', { amount: 50_000 }],
      ['POST', '/attendances', {}],
      ['POST', '/ticket-book/reset', { reason: 'Asistencia marcada por error' }],
      ['POST', '/body-compositions', { measures: femaleMeasures }],
      ['DELETE', '', undefined],
    ];
    for (const [method, suffix, body] of commands) {
      const response = await app.request(method, `/api/members/${deleted}${suffix}`, { body });
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Usuario no encontrado.');
    }
    const history = await getJson(app, `/api/members/${deleted}/history`);
    expect(history).toMatchObject({ deleted: true, total: 7 });
  });
});

// A member's whole life per plan through the API: registration, payments, the days passing,
// renewal, edits, measures, attendance, deletion — checked on the profile and the dashboard.
import { startTestApp, type TestApp } from '../support/test-app.js';
import { expectStatus, getJson, maleMeasures, registerMember, settableClock } from './support/members-api.js';

describe('a member lifecycle per plan', () => {
  const clock = settableClock('2026-03-01T09:00:00-05:00');
  let app: TestApp;
  beforeEach(async () => {
    clock.set('2026-03-01T09:00:00-05:00');
    app = await startTestApp({}, { clock });
  });
  afterEach(() => app.close());

  const profile = (id: string) => getJson(app, `/api/members/${id}`);
  const post = async (path: string, body: unknown = {}) => {
    const response = await app.request('POST', path, { body });
    if (response.status >= 300) throw new Error(`${path}: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body;
  };

  it('Quincena: owes, pays off, expires, renews, is edited, measured and deleted', async () => {
    const id = await registerMember(app, { plan: 'fortnight', joinedOn: '2026-03-01', amountPaid: 10_000 });
    expect(await profile(id)).toMatchObject({ debt: 30_000, expiresOn: '2026-03-16', status: 'debt' });
    await post(`/api/members/${id}/payments`, { paymentType: 'installment', amount: 30_000, paidOn: '2026-03-01' });
    expect(await profile(id)).toMatchObject({ debt: 0, status: 'active' });
    clock.set('2026-03-20T09:00:00-05:00');
    expect(await profile(id)).toMatchObject({ status: 'expired' });
    expect((await getJson(app, '/api/dashboard')).expired.items.map((entry: { id: string }) => entry.id)).toEqual([id]);
    await post(`/api/members/${id}/renewals`, { amount: 40_000 });
    expect(await profile(id)).toMatchObject({
      joinedOn: '2026-03-20',
      expiresOn: '2026-04-04',
      debt: 0,
      status: 'active',
      totalPaid: 80_000,
    });
    expectStatus(
      await app.request('PATCH', `/api/members/${id}`, { body: { details: { phone: '311 000 0000' } } }),
      200,
    );
    await post(`/api/members/${id}/body-compositions`, { measures: maleMeasures });
    expect((await getJson(app, `/api/members/${id}/body-compositions`)).items).toHaveLength(1);
    expect((await getJson(app, '/api/members?search=3110000000')).total).toBe(1);
    expectStatus(await app.request('DELETE', `/api/members/${id}`), 200);
    expect((await app.request('GET', `/api/members/${id}`)).status).toBe(404);
    expect(
      (await getJson(app, '/api/payments')).items.map((payment: { memberDeleted: boolean }) => payment.memberDeleted),
    ).toEqual([true, true, true]);
  });

  it('Mensualidad: expires at the clamped month end, renews, pays extra, changes plan and is deleted', async () => {
    const id = await registerMember(app, { plan: 'monthly', joinedOn: '2026-01-31', amountPaid: 80_000 });
    expect(await profile(id)).toMatchObject({ expiresOn: '2026-02-28', status: 'expired' });
    await post(`/api/members/${id}/renewals`, { amount: 80_000 });
    expect(await profile(id)).toMatchObject({
      joinedOn: '2026-03-01',
      expiresOn: '2026-04-01',
      status: 'active',
      amountPaid: 80_000,
    });
    await post(`/api/members/${id}/payments`, { paymentType: 'additional', amount: 5_000, paidOn: '2026-03-01' });
    expect(await profile(id)).toMatchObject({ amountPaid: 85_000, debt: 0, totalPaid: 165_000 });
    expectStatus(await app.request('PATCH', `/api/members/${id}`, { body: { plan: 'fortnight' } }), 200);
    expect(await profile(id)).toMatchObject({ plan: 'fortnight', planPrice: 40_000, expiresOn: '2026-03-16', debt: 0 });
    await post(`/api/members/${id}/payments`, { paymentType: 'additional', amount: 1_000, paidOn: '2026-03-01' });
    const payments = await getJson(app, `/api/members/${id}/payments`);
    // R11: each keeps the plan of its day; R16: the same day, the later recorded comes first.
    expect(
      payments.items.map((payment: { paymentType: string; plan: string }) => [payment.paymentType, payment.plan]),
    ).toEqual([
      ['additional', 'fortnight'],
      ['additional', 'monthly'],
      ['renewal', 'monthly'],
      ['initial', 'monthly'],
    ]);
    expectStatus(await app.request('DELETE', `/api/members/${id}`), 200);
    expect((await getJson(app, '/api/dashboard')).totalMembers).toBe(0);
  });

  it('Tiquetera: pays in two parts, attends, is reset, renews, becomes a Mensualidad and is deleted', async () => {
    const id = await registerMember(app, { plan: 'ticket_book', joinedOn: '2026-03-01', amountPaid: 25_000 });
    expect(await profile(id)).toMatchObject({ debt: 25_000, status: 'debt', expiresOn: null });
    await post(`/api/members/${id}/payments`, { paymentType: 'installment', amount: 25_000, paidOn: '2026-03-01' });
    for (const day of ['2026-03-02', '2026-03-04', '2026-03-06']) {
      clock.set(`${day}T18:00:00-05:00`);
      await post(`/api/members/${id}/attendances`);
    }
    expect(await profile(id)).toMatchObject({
      ticketDaysUsed: 3,
      remainingTicketDays: 12,
      expiresOn: '2026-05-01',
      status: 'active',
    });
    await post(`/api/members/${id}/ticket-book/reset`, { reason: 'Asistencia marcada por error' });
    expect(await profile(id)).toMatchObject({ ticketDaysUsed: 0, expiresOn: null });
    clock.set('2026-03-07T18:00:00-05:00');
    await post(`/api/members/${id}/attendances`);
    await post(`/api/members/${id}/renewals`, { amount: 50_000 });
    expect(await profile(id)).toMatchObject({
      joinedOn: '2026-03-07',
      ticketDaysUsed: 0,
      expiresOn: null,
      amountPaid: 50_000,
      debt: 0,
    });
    expectStatus(await app.request('PATCH', `/api/members/${id}`, { body: { plan: 'monthly' } }), 200);
    expect(await profile(id)).toMatchObject({ plan: 'monthly', expiresOn: '2026-04-07', debt: 30_000 });
    expect((await getJson(app, `/api/members/${id}/attendances`)).total).toBe(4);
    expectStatus(await app.request('DELETE', `/api/members/${id}`), 200);
    expect((await getJson(app, '/api/attendances')).total).toBe(0);
    expect((await getJson(app, '/api/dashboard')).totalIncome).toBe(100_000);
  });

  it('R23: every event names the signed-in staff account and the instant it was decided', async () => {
    const id = await registerMember(app, { amountPaid: 10_000, authorization: null });
    const staff = await getJson(app, '/api/auth/me');
    const history = await getJson(app, `/api/members/${id}/history`);
    expect(history.items).toHaveLength(2);
    for (const entry of history.items)
      expect(entry).toMatchObject({ staffId: staff.id, occurredAt: '2026-03-01T14:00:00.000Z' });
  });
});

// R30: POST /api/members/{id}/renewals keeps the days already paid, may change the plan, takes the
// price in force on the new period's first day (R24), and answers the new period.
import { expectStatus, getJson, registerMember, settableClock } from './support/members-api.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('R30: a renewal keeps the days already paid', () => {
  // 27 November 2026, 18:00 in Bogotá: the day before the member expires.
  const clock = settableClock('2026-11-27T18:00:00-05:00');
  let app: TestApp;

  const renew = (id: string, body: object, idempotencyKey?: string) =>
    app.request('POST', `/api/members/${id}/renewals`, { body, ...(idempotencyKey ? { idempotencyKey } : {}) });

  beforeAll(async () => {
    app = await startTestApp({}, { clock });
  });
  afterAll(() => app.close());

  it('R30: valid until 28/11 and renewed on 27/11, the answer and the profile say 29/11 – 28/12', async () => {
    const id = await registerMember(app, {
      details: { name: 'Carla Díaz' },
      joinedOn: '2026-10-28',
      amountPaid: 80_000,
    });
    expect((await getJson(app, `/api/members/${id}`)).expiresOn).toBe('2026-11-28');
    const answer = await renew(id, { amount: 80_000 });
    expectStatus(answer, 201);
    expect(answer.body).toEqual({
      paymentId: expect.any(String),
      position: expect.any(Number),
      plan: 'monthly',
      periodStartsOn: '2026-11-29',
      expiresOn: '2026-12-28',
    });
    expect(await getJson(app, `/api/members/${id}`)).toMatchObject({
      joinedOn: '2026-11-27',
      expiresOn: '2026-12-28',
      amountPaid: 80_000,
      debt: 0,
      status: 'active',
    });
    expect((await getJson(app, `/api/receipts/${answer.body.paymentId}`)).expiresOn).toBe('2026-12-28');
  });

  it('R30: the plan may change; the price is the chosen plan’s', async () => {
    const id = await registerMember(app, {
      details: { name: 'Pedro Ríos', phone: '320 111 2222' },
      plan: 'fortnight',
      joinedOn: '2026-11-20',
      amountPaid: 40_000,
    });
    const answer = await renew(id, { amount: 80_000, plan: 'monthly' });
    expectStatus(answer, 201);
    expect(answer.body).toMatchObject({ plan: 'monthly', periodStartsOn: '2026-12-06', expiresOn: '2027-01-05' });
    expect(await getJson(app, `/api/members/${id}`)).toMatchObject({ plan: 'monthly', planPrice: 80_000, debt: 0 });
  });

  it('R30 + R5: a Tiquetera renewal is a fresh book from today, without expiry', async () => {
    const id = await registerMember(app, {
      details: { name: 'Rosa Mora', phone: '320 333 4444' },
      plan: 'ticket_book',
      joinedOn: '2026-11-01',
    });
    const answer = await renew(id, { amount: 50_000 });
    expect(answer.body).toMatchObject({ plan: 'ticket_book', periodStartsOn: '2026-11-27', expiresOn: null });
  });

  it('R30 + R24: the price is the one in force on the new period’s first day, not on the renewal day', async () => {
    const raised = await app.request('POST', '/api/plans/prices', {
      body: { prices: { monthly: 90_000 }, effectiveFrom: '2026-11-29' },
    });
    expectStatus(raised, 201);
    const id = await registerMember(app, {
      details: { name: 'Juan Vega', phone: '320 555 6666' },
      joinedOn: '2026-10-28',
      amountPaid: 80_000,
    });
    expectStatus(await renew(id, { amount: 90_000 }), 201);
    expect(await getJson(app, `/api/members/${id}`)).toMatchObject({
      planPrice: 90_000,
      debt: 0,
      expiresOn: '2026-12-28',
    });
  });

  it('R30: after expiry the new period starts today', async () => {
    const id = await registerMember(app, {
      details: { name: 'Lina Paz', phone: '320 777 8888' },
      joinedOn: '2026-10-01',
      amountPaid: 80_000,
    });
    const answer = await renew(id, { amount: 80_000 });
    expect(answer.body).toMatchObject({ periodStartsOn: '2026-11-27', expiresOn: '2026-12-27' });
  });

  it('R30: a retried renewal answers its own period, and renews once', async () => {
    const id = await registerMember(app, {
      details: { name: 'Tomás Gil', phone: '320 999 0000' },
      joinedOn: '2026-11-10',
      amountPaid: 80_000,
    });
    const first = await renew(id, { amount: 80_000 }, 'renovacion-tomas-1');
    const retry = await renew(id, { amount: 80_000 }, 'renovacion-tomas-1');
    expect(retry.body).toEqual(first.body);
    expect(first.body).toMatchObject({ periodStartsOn: '2026-12-11', expiresOn: '2027-01-10' });
    expect((await getJson(app, `/api/members/${id}/payments`)).count).toBe(2);
  });

  it('R30: an unknown plan is refused in Spanish', async () => {
    const id = await registerMember(app, { details: { name: 'Eva Luna', phone: '321 000 1111' } });
    const refused = await renew(id, { amount: 80_000, plan: 'anual' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'MEMBER.PLAN_INVALID', message: 'Selecciona un plan válido.' });
  });
});

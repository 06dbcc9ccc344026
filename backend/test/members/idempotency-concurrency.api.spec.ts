// Idempotency-Key on every command (a retry records nothing new and answers as the first call did)
// and concurrent requests on one member (optimistic concurrency retried, nothing lost).
import { startTestApp, type TestApp } from '../support/test-app.js';
import { expectStatus, getJson, registerBody, registerMember, settableClock } from './support/members-api.js';

describe('Idempotency-Key and concurrent commands', () => {
  const clock = settableClock('2026-03-15T10:00:00-05:00');
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({}, { clock });
  });
  afterAll(() => app.close());

  const paymentBody = { paymentType: 'additional', amount: 10_000, paidOn: '2026-03-15' };

  it('a repeated registration records one member and answers the same id and position', async () => {
    const body = registerBody({ details: { name: 'Repetida Una Vez' }, amountPaid: 20_000, authorization: null });
    const first = await app.request('POST', '/api/members', { body, idempotencyKey: 'register-key-0001' });
    const second = await app.request('POST', '/api/members', { body, idempotencyKey: 'register-key-0001' });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect((await getJson(app, '/api/members?search=repetida')).total).toBe(1);
    expect((await getJson(app, `/api/members/${first.body.memberId}/payments`)).count).toBe(1);
    expect((await getJson(app, `/api/members/${first.body.memberId}/history`)).total).toBe(2);
  });

  it('a repeated payment is recorded once, and so is a repeated renewal', async () => {
    const id = await registerMember(app);
    const first = await app.request('POST', `/api/members/${id}/payments`, {
      body: paymentBody,
      idempotencyKey: 'payment-key-0001',
    });
    const second = await app.request('POST', `/api/members/${id}/payments`, {
      body: paymentBody,
      idempotencyKey: 'payment-key-0001',
    });
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    const renewal = () =>
      app.request('POST', `/api/members/${id}/renewals`, {
        body: { amount: 80_000 },
        idempotencyKey: 'renewal-key-0001',
      });
    expect((await renewal()).body).toEqual((await renewal()).body);
    expect(await getJson(app, `/api/members/${id}/payments`)).toMatchObject({ count: 2, totalPaid: 90_000 });
  });

  it('the same key on two members records on each (a key belongs to one member stream)', async () => {
    const [one, two] = [await registerMember(app), await registerMember(app)];
    const onOne = await app.request('POST', `/api/members/${one}/payments`, {
      body: paymentBody,
      idempotencyKey: 'shared-key-0001',
    });
    const onTwo = await app.request('POST', `/api/members/${two}/payments`, {
      body: paymentBody,
      idempotencyKey: 'shared-key-0001',
    });
    expect([onOne.status, onTwo.status]).toEqual([201, 201]);
    expect(onOne.body.paymentId).not.toBe(onTwo.body.paymentId);
    expect((await getJson(app, `/api/members/${two}/payments`)).count).toBe(1);
  });

  it('a key reused with another body is refused with 422 and the Spanish text', async () => {
    const id = await registerMember(app);
    expectStatus(
      await app.request('POST', `/api/members/${id}/payments`, {
        body: paymentBody,
        idempotencyKey: 'reused-key-0001',
      }),
      201,
    );
    const reused = await app.request('POST', `/api/members/${id}/payments`, {
      body: { ...paymentBody, amount: 99_000 },
      idempotencyKey: 'reused-key-0001',
    });
    expect(reused.status).toBe(422);
    expect(reused.body).toEqual({
      statusCode: 422,
      code: 'REQUEST.IDEMPOTENCY_KEY_REUSED',
      message: 'Esta clave de idempotencia ya se usó con otros datos. Genera una nueva e inténtalo de nuevo.',
    });
    const otherMember = await app.request('POST', '/api/members', {
      body: registerBody({ details: { name: 'Otro' } }),
      idempotencyKey: 'register-key-0001',
    });
    expect(otherMember.status).toBe(422);
    expect((await getJson(app, `/api/members/${id}/payments`)).count).toBe(1);
  });

  it('R19: a retried attendance answers the days left after it, though another was marked since', async () => {
    clock.set('2026-03-15T10:00:00-05:00');
    const id = await registerMember(app, { plan: 'ticket_book' });
    const first = await app.request('POST', `/api/members/${id}/attendances`, {
      body: {},
      idempotencyKey: 'attend-key-0001',
    });
    clock.set('2026-03-16T10:00:00-05:00');
    expect((await app.request('POST', `/api/members/${id}/attendances`, { body: {} })).body.remainingDays).toBe(13);
    const retry = await app.request('POST', `/api/members/${id}/attendances`, {
      body: {},
      idempotencyKey: 'attend-key-0001',
    });
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(retry.body.remainingDays).toBe(14);
    clock.set('2026-03-15T10:00:00-05:00');
  });

  it('a retried deletion answers as the first did instead of 404', async () => {
    const id = await registerMember(app);
    const first = await app.request('DELETE', `/api/members/${id}`, { idempotencyKey: 'delete-key-0001' });
    const retry = await app.request('DELETE', `/api/members/${id}`, { idempotencyKey: 'delete-key-0001' });
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
  });

  it('a malformed key is refused with 400', async () => {
    const response = await app.request('POST', '/api/members', { body: registerBody(), idempotencyKey: 'short' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'REQUEST.INVALID', field: 'Idempotency-Key' });
  });

  it('20 payments at once on one member are all recorded: conflicts are retried, nothing is lost', async () => {
    const id = await registerMember(app, { plan: 'monthly', amountPaid: 0 });
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        app.request('POST', `/api/members/${id}/payments`, { body: { ...paymentBody, amount: 1_000 + index } }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(201));
    expect(new Set(responses.map((response) => response.body.position)).size).toBe(20);
    const total = 20 * 1_000 + 190;
    expect(await getJson(app, `/api/members/${id}/payments`)).toMatchObject({ count: 20, totalPaid: total });
    expect(await getJson(app, `/api/members/${id}`)).toMatchObject({ amountPaid: total, debt: 80_000 - total });
  });

  it('the same key sent 5 times at once records one payment; 5 attendances at once record one', async () => {
    const id = await registerMember(app, { plan: 'ticket_book' });
    const payments = await Promise.all(
      Array.from({ length: 5 }, () =>
        app.request('POST', `/api/members/${id}/payments`, { body: paymentBody, idempotencyKey: 'parallel-key-0001' }),
      ),
    );
    expect(payments.map((response) => response.status)).toEqual(Array(5).fill(201));
    expect(new Set(payments.map((response) => response.body.paymentId)).size).toBe(1);
    expect((await getJson(app, `/api/members/${id}/payments`)).count).toBe(1);
    const attendances = await Promise.all(
      Array.from({ length: 5 }, () => app.request('POST', `/api/members/${id}/attendances`, { body: {} })),
    );
    expect(attendances.map((response) => response.status).sort()).toEqual([201, 422, 422, 422, 422]);
    expect(await getJson(app, `/api/members/${id}`)).toMatchObject({ ticketDaysUsed: 1 });
  });
});

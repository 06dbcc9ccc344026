// The API client against a fake fetch: headers, read-your-writes, error mapping, session expiry.
import { message } from '@gym/domain';
import { errorBody, installFakeFetch, signedInAccount } from '../testing/fake-fetch';
import { useSessionStore } from '../stores/session-store';
import { ApiError, prefetch, request, send } from './api-client';

const options = { fallback: 'SERVER.ERROR' } as const;

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('requests', () => {
  it('sends same-origin credentials, and JSON with its content type on writes', async () => {
    const fake = installFakeFetch({ 'POST /api/members': { status: 201, body: { id: 'm-1', position: 3 } } });

    const answer = await request<{ id: string }>('POST', '/api/members', { nombre: 'Ana' }, options);

    expect(answer.id).toBe('m-1');
    expect(fake.requests[0]).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      body: { nombre: 'Ana' },
      headers: { 'Content-Type': 'application/json' },
    });
  });

  it('sends the Idempotency-Key a command carries', async () => {
    const fake = installFakeFetch({ 'POST /api/payments': { status: 201, body: { position: 1 } } });
    await request('POST', '/api/payments', { amount: 1000 }, { ...options, idempotencyKey: 'key-1' });
    expect(fake.requests[0]?.headers['Idempotency-Key']).toBe('key-1');
  });

  it('sends an operation by its id: its method and path from the contract, the body and the key', async () => {
    const memberId = '6d0c1f9e-1111-4a4a-8b8b-222222222222';
    const path = `POST /api/members/${memberId}/payments`;
    const fake = installFakeFetch({ [path]: { status: 201, body: { paymentId: 'p-1', position: 7 } } });
    const body = { paymentType: 'additional', amount: 80_000 } as const;

    const answer = await send('recordPayment', { params: { id: memberId }, body, idempotencyKey: 'key-2', ...options });

    expect(answer.paymentId).toBe('p-1');
    expect(fake.requests[0]).toMatchObject({ method: 'POST', body, headers: { 'Idempotency-Key': 'key-2' } });
  });

  it('answers undefined for 204 No Content', async () => {
    installFakeFetch({ 'POST /api/auth/logout': { status: 204 } });
    await expect(request('POST', '/api/auth/logout', undefined, options)).resolves.toBeUndefined();
  });
});

describe('prefetch (issue 36)', () => {
  const dashboard = { query: { month: '2026-12' }, ...options } as const;

  it("the screen's first read of the same address takes the early answer: one request, not two", async () => {
    const fake = installFakeFetch({ 'GET /api/dashboard': { status: 200, body: { activeMembers: 3 } } });
    prefetch('getDashboard', dashboard);
    await expect(send('getDashboard', dashboard)).resolves.toEqual({ activeMembers: 3 });
    expect(fake.requests).toHaveLength(1);
  });

  it('is taken once: the next read asks the server again', async () => {
    const fake = installFakeFetch({ 'GET /api/dashboard': { status: 200, body: {} } });
    prefetch('getDashboard', dashboard);
    await send('getDashboard', dashboard);
    await send('getDashboard', dashboard);
    expect(fake.requests).toHaveLength(2);
  });

  it('serves no other address, and none after a write', async () => {
    const fake = installFakeFetch({
      'GET /api/dashboard': { status: 200, body: {} },
      'POST /api/auth/logout': { status: 204 },
    });
    prefetch('getDashboard', dashboard);
    await send('getDashboard', { ...dashboard, query: { month: '2026-11' } });
    await request('POST', '/api/auth/logout', undefined, options);
    await send('getDashboard', dashboard);
    expect(fake.requests.map((sent) => `${sent.method} ${sent.path}`)).toEqual([
      'GET /api/dashboard?month=2026-12',
      'GET /api/dashboard?month=2026-11',
      'POST /api/auth/logout',
      'GET /api/dashboard?month=2026-12',
    ]);
  });

  it('a failed early read fails the read that takes it, with its Spanish text', async () => {
    installFakeFetch({ 'GET /api/dashboard': 'network-error' });
    prefetch('getDashboard', dashboard);
    expect((await caught(send('getDashboard', dashboard))).message).toBe(message('SERVER.ERROR'));
  });
});

describe('read-your-writes', () => {
  it('sends no X-Read-After before any command answered', async () => {
    const fake = installFakeFetch({ 'GET /api/members': { status: 200, body: [] } });
    await request('GET', '/api/members', undefined, options);
    expect(fake.requests[0]?.headers).not.toHaveProperty('X-Read-After');
  });

  it('sends the highest position a command answered with on every later GET', async () => {
    let position = 42;
    const fake = installFakeFetch({
      'POST /api/payments': () => ({ status: 201, body: { position } }),
      'GET /api/members': { status: 200, body: [] },
    });

    await request('POST', '/api/payments', {}, options);
    await request('GET', '/api/members', undefined, options);
    position = 7; // an older position answered late must not lower what we wait for
    await request('POST', '/api/payments', {}, options);
    await request('GET', '/api/members', undefined, options);

    const gets = fake.requests.filter((request) => request.method === 'GET');
    expect(gets.map((request) => request.headers['X-Read-After'])).toEqual(['42', '42']);
  });

  it('ignores a position field in what a query answers', async () => {
    const fake = installFakeFetch({ 'GET /api/members': { status: 200, body: { position: 99 } } });
    await request('GET', '/api/members', undefined, options);
    await request('GET', '/api/members', undefined, options);
    expect(fake.requests[1]?.headers).not.toHaveProperty('X-Read-After');
  });
});

describe('errors', () => {
  it('carries the status, code and Spanish message the server sent', async () => {
    const text = message('REQUEST.CONFLICT');
    installFakeFetch({ 'PUT /api/members/m-1': { status: 409, body: errorBody(409, 'REQUEST.CONFLICT', text) } });

    const error = await caught(request('PUT', '/api/members/m-1', {}, { fallback: 'MEMBER.UPDATE_FAILED' }));

    expect(error).toMatchObject({ status: 409, code: 'REQUEST.CONFLICT', message: text });
  });

  it('uses the caller’s catalogue fallback when the network fails', async () => {
    installFakeFetch({ 'POST /api/auth/login': 'network-error' });

    const error = await caught(useSessionStore.getState().login({ email: 'a@b.co', password: 'x' }));

    expect(error).toMatchObject({ status: 0, code: 'AUTH.LOGIN_FAILED', message: message('AUTH.LOGIN_FAILED') });
  });

  it('uses the fallback when an error answer is not JSON (a proxy’s HTML page)', async () => {
    installFakeFetch({ 'POST /api/payments': { status: 502, text: '<h1>Bad Gateway</h1>' } });

    const error = await caught(request('POST', '/api/payments', {}, { fallback: 'PAYMENT.RECORD_FAILED' }));

    expect(error).toMatchObject({
      status: 502,
      code: 'PAYMENT.RECORD_FAILED',
      message: message('PAYMENT.RECORD_FAILED'),
    });
  });

  it('uses the fallback when a success answer is not JSON', async () => {
    installFakeFetch({ 'GET /api/settings': { status: 200, text: '<!doctype html>' } });
    const error = await caught(request('GET', '/api/settings', undefined, options));
    expect(error).toMatchObject({ code: 'SERVER.ERROR', message: message('SERVER.ERROR') });
  });
});

describe('session expiry', () => {
  const unauthorized = { status: 401, body: errorBody(401, 'AUTH.UNAUTHORIZED', message('AUTH.UNAUTHORIZED')) };

  beforeEach(() => useSessionStore.setState({ status: 'signedIn', account: signedInAccount }));

  it('a 401 on an ordinary call ends the session', async () => {
    installFakeFetch({ 'GET /api/members': unauthorized });

    const error = await caught(request('GET', '/api/members', undefined, options));

    expect(error.status).toBe(401);
    expect(useSessionStore.getState()).toMatchObject({ status: 'signedOut', account: null, expired: true });
  });

  it('a 401 from the login or "who am I" calls does not count as an expiry', async () => {
    installFakeFetch({ 'POST /api/auth/login': unauthorized, 'GET /api/auth/me': unauthorized });

    await caught(useSessionStore.getState().login({ email: 'a@b.co', password: 'x' }));
    await caught(send('me', { fallback: 'SERVER.ERROR' }));

    expect(useSessionStore.getState().status).toBe('signedIn');
  });
});

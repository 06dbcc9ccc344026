// The app's foundation over HTTP: health, public settings, JSON errors, security headers, SPA.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('foundation API', () => {
  let testApp: TestApp;
  const staticDir = mkdtempSync(join(tmpdir(), 'gym-static-'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Gimnasio</title><div id="root"></div>');

  beforeAll(async () => {
    testApp = await startTestApp({ GYM_NAME: 'Gimnasio Olímpico' }, { staticDir });
  });
  afterAll(() => testApp.close());

  it('GET /api/health names the stores in use and each projection with its lag (signed in)', async () => {
    const { status, body: health } = await testApp.request('GET', '/api/health');
    expect(status).toBe(200);
    // head 2: the first administrator's account, created at start, and the test's sign-in (R25's 'Último ingreso').
    expect(health).toMatchObject({ status: 'ok', stores: { events: 'sqlite', read: 'sqlite' }, head: 2, maxLag: 0 });
    expect(health.projections).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'staff_accounts', lag: 0, active: true })]),
    );
  });

  it('GET /api/settings gives the login page the gym name and time zone', async () => {
    const response = await fetch(`${testApp.baseUrl}/api/settings`);
    expect(await response.json()).toEqual({
      gymName: 'Gimnasio Olímpico',
      timeZone: 'America/Bogota',
      publicUrl: null,
      siteAddresses: [testApp.baseUrl],
    });
  });

  it('an unknown API path answers JSON 404 with the Spanish text', async () => {
    const response = await fetch(`${testApp.baseUrl}/api/nothing/here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      statusCode: 404,
      code: 'REQUEST.NOT_FOUND',
      message: 'La ruta solicitada no existe.',
    });
  });

  it.each(['/', '/users', '/users/6d0c1f9e-1111-4a4a-8b8b-222222222222', '/no/such/screen'])(
    'the non-API path %s answers the single-page app',
    async (path) => {
      const response = await fetch(`${testApp.baseUrl}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain('<div id="root"></div>');
    },
  );

  it('sends security headers and a request id on every response', async () => {
    const response = await fetch(`${testApp.baseUrl}/api/settings`, { headers: { 'X-Request-Id': 'req-12345678' } });
    expect(response.headers.get('x-request-id')).toBe('req-12345678');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('refuses a state-changing request that is not JSON', async () => {
    const response = await fetch(`${testApp.baseUrl}/api/settings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'a=1',
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({
      code: 'REQUEST.JSON_ONLY',
      message: 'La solicitud debe enviarse en formato JSON.',
    });
  });

  it('answers malformed JSON with a Spanish 400, not a 500', async () => {
    const response = await fetch(`${testApp.baseUrl}/api/settings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"broken":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'REQUEST.INVALID' });
  });

  it('answers a body over the size limit with 413 and a Spanish text', async () => {
    const response = await fetch(`${testApp.baseUrl}/api/settings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ notes: 'x'.repeat(200_000) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      code: 'REQUEST.TOO_LARGE',
      message: 'La solicitud es demasiado grande.',
    });
  });
});

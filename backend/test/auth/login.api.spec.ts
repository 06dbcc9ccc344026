// Signing in and out: the cookie's flags, the token inside, and the same answer for an unknown
// e-mail as for a wrong password (spec §8).
import { startTestApp, TEST_ADMIN, type TestApp } from '../support/test-app.js';
import { decodePart, INVALID_CREDENTIALS, sessionCookieOf, tokenOf, UNAUTHORIZED } from './auth-test-helpers.js';

describe('POST /api/auth/login and /logout', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({}, { signedIn: false });
  });
  afterAll(() => testApp.close());

  it('signs in with e-mail and password (any letter case) and answers the account', async () => {
    const client = testApp.newClient();
    const answer = await client.signIn({ email: '  Admin@Gimnasio.TEST ', password: TEST_ADMIN.password });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      id: expect.any(String),
      email: TEST_ADMIN.email,
      displayName: 'Administrador',
      role: 'admin',
    });
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await client.request('GET', '/api/auth/me')).toMatchObject({ status: 200, body: answer.body });
  });

  it('sets the session as an httpOnly, SameSite=Strict cookie for /api lasting 12 hours, not Secure over HTTP', async () => {
    const answer = await testApp.newClient().signIn();
    const flags = (answer.headers.get('set-cookie') ?? '').split(';').map((part) => part.trim());
    expect(flags).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Strict', 'Path=/api', 'Max-Age=43200']));
    expect(flags).not.toContain('Secure');
  });

  it('marks the cookie Secure when the request came over HTTPS (through a proxy on this machine)', async () => {
    const answer = await testApp.newClient().request('POST', '/api/auth/login', {
      body: TEST_ADMIN,
      headers: { 'X-Forwarded-Proto': 'https' },
    });
    expect(answer.status).toBe(200);
    expect((answer.headers.get('set-cookie') ?? '').split(';').map((part) => part.trim())).toContain('Secure');
  });

  it('the cookie holds an HS256 JWT naming the account, expiring in 12 hours, and nothing secret', async () => {
    const answer = await testApp.newClient().signIn();
    const [header = '', payload = '', signature] = tokenOf(sessionCookieOf(answer)).split('.');
    expect(decodePart(header)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const claims = decodePart(payload);
    expect(Object.keys(claims).sort()).toEqual(['exp', 'iat', 'jti', 'sub', 'sv']);
    expect(claims.jti).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(claims.sub).toBe(answer.body.id);
    expect(Number(claims.exp) - Number(claims.iat)).toBe(12 * 60 * 60);
    expect(signature).toMatch(/^[\w-]{43}$/);
  });

  it('a wrong password and an unknown e-mail get the same status and the same Spanish text', async () => {
    const client = testApp.newClient();
    const wrongPassword = await client.signIn({ email: TEST_ADMIN.email, password: 'no-es-la-clave' });
    const unknownEmail = await client.signIn({ email: 'nadie@gimnasio.test', password: TEST_ADMIN.password });
    expect(wrongPassword).toMatchObject({ status: 401, body: INVALID_CREDENTIALS });
    expect(unknownEmail).toMatchObject({ status: 401, body: INVALID_CREDENTIALS });
    expect(wrongPassword.headers.get('set-cookie')).toBeNull();
    expect(await client.request('GET', '/api/auth/me')).toMatchObject({ status: 401, body: UNAUTHORIZED });
  });

  it('a malformed sign-in answers the general sign-in error text', async () => {
    const answer = await testApp
      .newClient()
      .request('POST', '/api/auth/login', { body: { email: 'admin@gimnasio.test' } });
    expect(answer).toMatchObject({
      status: 400,
      body: {
        code: 'AUTH.LOGIN_FAILED',
        message: 'Ocurrió un error al iniciar sesión. Por favor, inténtalo de nuevo.',
      },
    });
  });

  it('signing in accepts JSON only', async () => {
    const answer = await testApp.newClient().request('POST', '/api/auth/login', {
      body: `email=${TEST_ADMIN.email}&password=${TEST_ADMIN.password}`,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(answer).toMatchObject({ status: 415, body: { code: 'REQUEST.JSON_ONLY' } });
  });

  it('signing out clears the cookie (204) and the browser is signed out', async () => {
    const client = testApp.newClient();
    await client.signIn();
    const answer = await client.request('POST', '/api/auth/logout');
    expect(answer.status).toBe(204);
    const cleared = answer.headers.get('set-cookie') ?? '';
    expect(cleared).toMatch(/^gym_session=;/);
    expect(cleared).toContain('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
    expect(cleared).toContain('HttpOnly');
    expect(await client.request('GET', '/api/auth/me')).toMatchObject({ status: 401, body: UNAUTHORIZED });
  });

  it('signing out without a session (already expired) still answers 204', async () => {
    expect((await testApp.newClient().request('POST', '/api/auth/logout')).status).toBe(204);
  });
});

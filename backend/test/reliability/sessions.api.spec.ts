// Sessions: tampered, expired, unsigned ('alg: none'), foreign-key, endless and future-issued JWTs
// are refused on queries and commands alike; 'Cerrar Sesión' and 'Cerrar todas mis sesiones' end
// sessions on the server (also for a second app process on the same DATA_DIR); the cookie's flags;
// and a signed-out client reaches no route of the OpenAPI document and not the document itself.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JwtService } from '@nestjs/jwt';
import { allApiOperations, messages } from '@gym/domain';
import type { EventStore } from '../../src/shared/event-store/event-store.port.js';
import { EVENT_STORE } from '../../src/shared/tokens.js';
import { decodePart, encodePart, sessionCookieOf, sessionSecretOf, tokenOf } from '../auth/auth-test-helpers.js';
import { registerMember } from '../members/support/members-api.js';
import { createClient, startTestApp, type TestApp, type TestClient } from '../support/test-app.js';
import { type BuiltServer, killRunningServers, startBuiltServer } from './support/built-server.js';
import { Ledger } from './support/ledger.js';

const ledger = new Ledger('sessions');
const UNAUTHORIZED = { statusCode: 401, code: 'AUTH.UNAUTHORIZED', message: messages['AUTH.UNAUTHORIZED'] };
const PUBLIC_ROUTES = allApiOperations
  .filter((operation) => operation.access === 'public')
  .map((operation) => `${operation.method.toUpperCase()} ${operation.path}`);

describe('reliability: sessions and the closed API', () => {
  let testApp: TestApp;
  let memberId: string;
  let token: string;

  beforeAll(async () => {
    testApp = await startTestApp();
    memberId = await registerMember(testApp);
    token = tokenOf(sessionCookieOf(await testApp.newClient().signIn()));
  });
  afterAll(async () => {
    await testApp.close();
    ledger.save();
  });

  const head = (): Promise<number> => testApp.app.get<EventStore>(EVENT_STORE).headPosition();
  const meWith = (cookie: string) =>
    testApp.request('GET', '/api/auth/me', { anonymous: true, headers: { Cookie: cookie } });
  const claims = (): Record<string, unknown> => decodePart(token.split('.')[1] ?? '');

  function forgedTokens(): Record<string, string> {
    const [header = '', payload = '', signature = ''] = token.split('.');
    const secret = sessionSecretOf(testApp);
    const now = Math.floor(Date.now() / 1000);
    const { sub, sv } = claims();
    return {
      'claims edited': `${header}.${encodePart({ ...claims(), sub: '6d0c1f9e-1111-4a4a-8b8b-222222222222' })}.${signature}`,
      'signature edited': `${header}.${payload}.${signature.slice(0, -4)}AAAA`,
      expired: new JwtService({ secret }).sign({ sub, sv, iat: now - 13 * 3600, exp: now - 60 }),
      'alg none': `${encodePart({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      'alg none, no dot': `${encodePart({ alg: 'none', typ: 'JWT' })}.${payload}`,
      'another secret': new JwtService({ secret: 'z'.repeat(64) }).sign({ sub, sv }),
      'HS512 with our secret': new JwtService({ secret }).sign({ sub, sv }, { algorithm: 'HS512', expiresIn: 3600 }),
      'no expiry': new JwtService({ secret }).sign({ sub, sv }),
      'issued in the future': new JwtService({ secret }).sign({ sub, sv, iat: now + 3600, exp: now + 7200 }),
      garbage: 'not.a.token',
      empty: '',
    };
  }

  it('every forged or expired token is refused, on a query and on a command, and writes nothing', async () => {
    const before = await head();
    for (const [name, forged] of Object.entries(forgedTokens())) {
      const headers = { Cookie: `gym_session=${forged}` };
      const read = await testApp.request('GET', `/api/members/${memberId}`, { anonymous: true, headers });
      const write = await testApp.request('POST', `/api/members/${memberId}/payments`, {
        anonymous: true,
        headers,
        body: { paymentType: 'installment', amount: 1_000, paidOn: '2026-03-02' },
      });
      ledger.add('inputsTried', 2);
      expect({ name, read: read.body, write: write.body }).toEqual({ name, read: UNAUTHORIZED, write: UNAUTHORIZED });
    }
    expect(await head()).toBe(before);
  });

  it('tokens issued in the future (beyond a minute of clock skew) or without an expiry are refused', async () => {
    const { sub, sv, jti } = claims();
    const sign = (payload: object, noTimestamp = false) =>
      new JwtService({ secret: sessionSecretOf(testApp) }).sign(payload, { noTimestamp });
    const now = Math.floor(Date.now() / 1000);
    const refused = {
      'iat an hour ahead': sign({ sub, sv, jti, iat: now + 3600, exp: now + 7200 }),
      'iat two minutes ahead': sign({ sub, sv, jti, iat: now + 120, exp: now + 3720 }),
      'no exp': sign({ sub, sv, jti }),
      'no exp, no iat': sign({ sub, sv, jti }, true),
    };
    for (const [name, forged] of Object.entries(refused)) {
      ledger.add('inputsTried');
      expect({ name, answer: (await meWith(`gym_session=${forged}`)).body }).toEqual({ name, answer: UNAUTHORIZED });
    }
    // Another machine's clock a few seconds ahead is not a forgery.
    expect((await meWith(`gym_session=${sign({ sub, sv, jti, iat: now + 20, exp: now + 3620 })}`)).status).toBe(200);
  });

  it("a copied cookie is refused after 'Cerrar Sesión', and the logout appends nothing a second time", async () => {
    const desk = ledger.observe(testApp.newClient());
    const cookie = sessionCookieOf(await desk.signIn());
    expect((await meWith(cookie)).status).toBe(200);
    expect((await desk.request('POST', '/api/auth/logout')).status).toBe(204);
    expect(await meWith(cookie)).toMatchObject({ status: 401, body: UNAUTHORIZED });
    const write = await testApp.request('POST', `/api/members/${memberId}/payments`, {
      anonymous: true,
      headers: { Cookie: cookie },
      body: { paymentType: 'installment', amount: 1_000, paidOn: '2026-03-02' },
    });
    expect(write).toMatchObject({ status: 401, body: UNAUTHORIZED });
    const before = await head();
    const again = await testApp.request('POST', '/api/auth/logout', { anonymous: true, headers: { Cookie: cookie } });
    ledger.answered(again.status, 'POST');
    expect(again.status).toBe(204);
    expect(await head()).toBe(before);
  });

  it("'Cerrar todas mis sesiones' ends every session of the account, the one that asked included", async () => {
    const clients = [0, 1, 2].map(() => ledger.observe(testApp.newClient()));
    const cookies: string[] = [];
    for (const client of clients) cookies.push(sessionCookieOf(await client.signIn()));
    const [asking] = clients as [TestClient];
    expect((await asking.request('POST', '/api/auth/sessions/end-all')).status).toBe(200);
    for (const cookie of cookies) expect(await meWith(cookie)).toMatchObject({ status: 401, body: UNAUTHORIZED });
    token = tokenOf(sessionCookieOf(await testApp.signIn()));
  });

  it('the session cookie is httpOnly, SameSite=Strict, for /api, 12 hours; Secure behind an HTTPS proxy; cleared on sign-out', async () => {
    const plain = await testApp.newClient().signIn();
    const cookie = plain.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^gym_session=[\w-]+\.[\w-]+\.[\w-]+;/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Path=\/api(;|$)/);
    expect(cookie).toMatch(/; Max-Age=43200/);
    expect(cookie).not.toMatch(/; Secure/);
    const proxied = await testApp.request('POST', '/api/auth/login', {
      anonymous: true,
      headers: { 'X-Forwarded-Proto': 'https' },
      body: { email: 'admin@gimnasio.test', password: 'clave-de-prueba-2026' },
    });
    expect(proxied.headers.get('set-cookie')).toMatch(/; Secure/);
    const out = await testApp.request('POST', '/api/auth/logout', { anonymous: true });
    expect(out.headers.get('set-cookie')).toMatch(/^gym_session=;.*Expires=Thu, 01 Jan 1970/);
  });

  it('signed out, every route of the OpenAPI document but the public ones answers 401 in Spanish', async () => {
    const document = await testApp.request('GET', '/api/docs-json');
    expect(document.status).toBe(200);
    const routes = Object.entries(document.body.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const closed = routes.filter((route) => !PUBLIC_ROUTES.includes(route));
    expect(closed.length).toBeGreaterThan(20);
    expect(routes).toEqual(expect.arrayContaining(PUBLIC_ROUTES));
    const before = await head();
    for (const route of closed) {
      const [method = 'GET', template = ''] = route.split(' ');
      const path = template.replace(/\{\w+\}/g, memberId);
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      const headerSets: Record<string, string>[] = [{}, { Cookie: `gym_session=${forgedTokens()['alg none']}` }];
      for (const headers of headerSets) {
        const answer = await testApp.request(method, path, { anonymous: true, body, headers });
        ledger.add('inputsTried');
        expect({ route, status: answer.status, body: answer.body }).toEqual({ route, status: 401, body: UNAUTHORIZED });
      }
    }
    expect(await head()).toBe(before);
  });
});

describe('reliability: sessions across app processes', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'gym-sessions-'));
  let first: BuiltServer;
  let second: BuiltServer;

  beforeAll(async () => {
    // One after the other: the first creates the administrator and the secret both then use.
    first = await startBuiltServer(dataDir);
    second = await startBuiltServer(dataDir);
  }, 120_000);
  afterAll(() => {
    killRunningServers();
    rmSync(dataDir, { recursive: true, force: true });
    ledger.save();
  });

  const meAt = async (server: BuiltServer, cookie: string): Promise<number> =>
    (await fetch(`${server.baseUrl}/api/auth/me`, { headers: { Cookie: cookie } })).status;

  it("a copied cookie is refused after 'Cerrar Sesión' by a second app process on the same DATA_DIR", async () => {
    const desk = ledger.observe(createClient(first.baseUrl));
    const cookie = sessionCookieOf(await desk.signIn());
    expect([await meAt(first, cookie), await meAt(second, cookie)]).toEqual([200, 200]);
    expect((await desk.request('POST', '/api/auth/logout')).status).toBe(204);
    ledger.add('inputsTried', 2);
    expect([await meAt(first, cookie), await meAt(second, cookie)]).toEqual([401, 401]);
  });

  it("'Cerrar todas mis sesiones' in one process ends the sessions the other one answers", async () => {
    const cookies = [];
    for (const server of [first, second, second])
      cookies.push(sessionCookieOf(await createClient(server.baseUrl).signIn()));
    const asking = ledger.observe(createClient(first.baseUrl));
    await asking.signIn();
    expect((await asking.request('POST', '/api/auth/sessions/end-all')).status).toBe(200);
    for (const cookie of cookies) {
      ledger.add('inputsTried', 2);
      expect([await meAt(first, cookie), await meAt(second, cookie)]).toEqual([401, 401]);
    }
  });
});

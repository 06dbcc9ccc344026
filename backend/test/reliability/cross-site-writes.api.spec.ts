// Cross-site writes (issue 18), over HTTP: every command endpoint of the OpenAPI document, sign-in
// and sign-out included, sent with each combination of Fetch Metadata and Origin another page could
// make a browser send: 403 'REQUEST.CROSS_SITE' in Spanish and an unchanged event log. The app's own
// pages (same-origin), non-browser clients (neither header) and a reverse proxy (X-Forwarded-Host,
// or APP_ORIGIN) keep working. The browser itself is driven in e2e/security.e2e.ts.
import type { EventStore } from '../../src/shared/event-store/event-store.port.js';
import { EVENT_STORE } from '../../src/shared/tokens.js';
import { expectStatus, registerMember } from '../members/support/members-api.js';
import { startTestApp, TEST_ADMIN, type TestApp, type TestClient } from '../support/test-app.js';
import { isSpanishRefusal } from './support/catalogue.js';
import { Ledger } from './support/ledger.js';

const ledger = new Ledger('cross-site-writes');

/** What another page can make a browser send: Sec-Fetch-Site and Origin (undefined: not sent). */
const HOSTILE_HEADERS: readonly (readonly [string | undefined, string | undefined])[] = [
  ['same-site', 'http://127.0.0.1:8080'],
  ['same-site', undefined],
  ['cross-site', 'http://localhost:8080'],
  ['cross-site', 'null'],
  ['none', undefined],
  [undefined, 'http://127.0.0.1:8080'],
  [undefined, 'http://localhost:3000'],
  [undefined, 'null'],
  ['same-origin', 'http://evil.test'],
];

function headersOf(fetchSite: string | undefined, origin: string | undefined): Record<string, string> {
  return {
    ...(fetchSite === undefined ? {} : { 'Sec-Fetch-Site': fetchSite }),
    ...(origin === undefined ? {} : { Origin: origin }),
  };
}

describe('reliability: cross-site writes are refused before any handler', () => {
  let app: TestApp;
  let staff: TestClient;
  let ticketBook: string;
  let commands: { method: string; path: string }[];

  beforeAll(async () => {
    app = await startTestApp();
    staff = ledger.observe(app);
    ticketBook = await registerMember(app, { plan: 'ticket_book', details: { name: 'Tiquetera Objetivo' } });
    const created = await staff.request('POST', '/api/staff', {
      body: { email: 'recepcion@gimnasio.test', displayName: 'Recepción', password: 'clave-larga-123' },
    });
    expectStatus(created, 201);
    const document = await staff.request('GET', '/api/docs-json');
    commands = Object.entries(document.body.paths as Record<string, Record<string, unknown>>).flatMap(
      ([template, methods]) =>
        Object.keys(methods)
          .filter((method) => method !== 'get')
          .map((method) => ({
            method: method.toUpperCase(),
            path: template.replace('/api/staff/{id}', `/api/staff/${created.body.id}`).replace(/\{\w+\}/g, ticketBook),
          })),
    );
  });
  afterAll(async () => {
    await app.close();
    ledger.save();
  });

  const head = (): Promise<number> => app.app.get<EventStore>(EVENT_STORE).headPosition();

  it('every command endpoint, sign-in and sign-out too, answers 403 in Spanish to each hostile combination', async () => {
    expect(commands.map(({ method, path }) => `${method} ${path.split('/').slice(0, 3).join('/')}`)).toEqual(
      expect.arrayContaining(['POST /api/auth', 'POST /api/members', 'DELETE /api/members', 'POST /api/staff']),
    );
    const before = await head();
    const answered: string[] = [];
    for (const { method, path } of commands) {
      for (const [fetchSite, origin] of HOSTILE_HEADERS) {
        const body = path === '/api/auth/login' ? TEST_ADMIN : {};
        const answer = await staff.request(method, path, { body, headers: headersOf(fetchSite, origin) });
        ledger.add('inputsTried');
        const refused = answer.status === 403 && answer.body?.code === 'REQUEST.CROSS_SITE';
        if (!refused || !isSpanishRefusal(403, answer.body) || answer.headers.get('set-cookie') !== null)
          answered.push(`${method} ${path} ${fetchSite} ${origin} → ${answer.status} ${JSON.stringify(answer.body)}`);
      }
    }
    expect(answered).toEqual([]);
    expect(await head()).toBe(before);
  });

  it('the four browser attacks of the report: a body-less form POST, no-cors fetch, text/plain, a navigation', async () => {
    const before = await head();
    const sameSite = { 'Sec-Fetch-Site': 'same-site', Origin: 'http://127.0.0.1:8080' };
    const attacks = [
      { headers: { ...sameSite, 'Content-Type': 'application/x-www-form-urlencoded' }, body: '' },
      { headers: { ...sameSite, 'Sec-Fetch-Mode': 'no-cors' }, body: undefined },
      { headers: { ...sameSite, 'Content-Type': 'text/plain' }, body: '{"amount":10000000}' },
      { headers: { ...sameSite, 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document' }, body: '' },
    ];
    for (const { headers, body } of attacks) {
      const answer = await staff.request('POST', `/api/members/${ticketBook}/attendances`, { headers, body });
      ledger.add('inputsTried');
      expect({ status: answer.status, code: answer.body?.code }).toEqual({ status: 403, code: 'REQUEST.CROSS_SITE' });
    }
    expect(await head()).toBe(before);
  });

  it("the app's own pages, browsers without Fetch Metadata and non-browser clients still write", async () => {
    const own = app.baseUrl;
    const payment = { paymentType: 'installment', amount: 1_000, paidOn: '2026-03-02' };
    const variants: readonly Record<string, string>[] = [
      { 'Sec-Fetch-Site': 'same-origin', Origin: own },
      { 'Sec-Fetch-Site': 'same-origin' },
      { Origin: own },
      {},
    ];
    for (const headers of variants) {
      const before = await head();
      const answer = await staff.request('POST', `/api/members/${ticketBook}/payments`, { headers, body: payment });
      ledger.add('inputsTried');
      expect({ headers, status: answer.status, appended: (await head()) > before }).toEqual({
        headers,
        status: 201,
        appended: true,
      });
    }
    const signIn = await app.newClient().request('POST', '/api/auth/login', {
      body: TEST_ADMIN,
      headers: { 'Sec-Fetch-Site': 'same-origin', Origin: own },
    });
    expect(signIn.status).toBe(200);
  });

  it('reads are not writes: a cross-site GET is answered as usual (the cookie policy and CORS guard them)', async () => {
    const answer = await staff.request('GET', '/api/members', { headers: headersOf('cross-site', 'http://evil.test') });
    expect(answer.status).toBe(200);
  });

  it('behind a reverse proxy on this machine, the forwarded host and scheme are the app’s origin', async () => {
    const forwarded = { 'X-Forwarded-Host': 'gimnasio.example.com', 'X-Forwarded-Proto': 'https' };
    const path = `/api/members/${ticketBook}/ticket-book/reset`;
    const body = { reason: 'Asistencia marcada por error' };
    const fromProxy = await staff.request('POST', path, {
      body,
      headers: { ...forwarded, 'Sec-Fetch-Site': 'same-origin', Origin: 'https://gimnasio.example.com' },
    });
    const rawOrigin = await staff.request('POST', path, {
      body,
      headers: { ...forwarded, 'Sec-Fetch-Site': 'same-origin', Origin: app.baseUrl },
    });
    ledger.add('inputsTried', 2);
    expect([fromProxy.status, rawOrigin.status]).toEqual([200, 403]);
  });
});

describe('reliability: APP_ORIGIN names the origin when the app cannot know it', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ APP_ORIGIN: 'https://gimnasio.example.com' });
  });
  afterAll(() => app.close());

  it('only pages of APP_ORIGIN write; the address the request reached is not enough', async () => {
    const staff = ledger.observe(app);
    const member = await registerMember(app, { plan: 'ticket_book' });
    const path = `/api/members/${member}/ticket-book/reset`;
    const body = { reason: 'Asistencia marcada por error' };
    const configured = await staff.request('POST', path, {
      body,
      headers: { 'Sec-Fetch-Site': 'same-origin', Origin: 'https://gimnasio.example.com' },
    });
    const reached = await staff.request('POST', path, {
      body,
      headers: { 'Sec-Fetch-Site': 'same-origin', Origin: app.baseUrl },
    });
    ledger.add('inputsTried', 2);
    expect([configured.status, reached.status]).toEqual([200, 403]);
  });
});

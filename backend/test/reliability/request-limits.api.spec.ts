// What the HTTP layer refuses before any rule runs, always with the JSON error body and its Spanish
// text: bodies past 100 kB (413), non-JSON bodies (415), broken or too deeply nested JSON and
// prototype-poisoning keys (400), ids that are not UUIDs (404), URLs past 16 kB (431), broken HTTP.
// Also the defects this suite found, each pinned by an example.
import { connect } from 'node:net';
import { messages } from '@gym/domain';
import type { EventStore } from '../../src/shared/event-store/event-store.port.js';
import { EVENT_STORE } from '../../src/shared/tokens.js';
import { femaleMeasures, getJson, registerBody, registerMember } from '../members/support/members-api.js';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.js';
import { isSpanishRefusal } from './support/catalogue.js';
import { Ledger } from './support/ledger.js';

const ledger = new Ledger('request-limits');
const refusal = (statusCode: number, code: keyof typeof messages) => ({ statusCode, code, message: messages[code] });

/** Sends raw bytes over one TCP connection and answers the status line and the body. */
async function rawHttp(baseUrl: string, text: string): Promise<{ statusLine: string; body: string }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(text));
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () =>
      resolve({ statusLine: received.split('\r\n')[0] ?? '', body: received.split('\r\n\r\n')[1] ?? '' }),
    );
  });
}

describe('reliability: request limits and malformed requests', () => {
  let testApp: TestApp;
  let staff: TestClient;
  let id: string;

  beforeAll(async () => {
    testApp = await startTestApp();
    staff = ledger.observe(testApp);
    id = await registerMember(testApp, { plan: 'ticket_book', details: { gender: 'female' } });
  });
  afterAll(async () => {
    await testApp.close();
    ledger.save();
  });

  const head = (): Promise<number> => testApp.app.get<EventStore>(EVENT_STORE).headPosition();

  async function expectRefused(
    method: string,
    path: string,
    body: string | undefined,
    headers: Record<string, string>,
    expected: object,
  ) {
    const before = await head();
    const answer = await staff.request(method, path, { body, headers });
    ledger.add('inputsTried');
    expect({ path, status: answer.status, body: answer.body }).toEqual({
      path,
      status: (expected as { statusCode: number }).statusCode,
      body: expected,
    });
    expect(await head()).toBe(before);
  }

  it('a body past 100 kB answers 413, also sent in chunks without a length', async () => {
    const big = JSON.stringify({
      ...registerBody(),
      details: { ...registerBody().details, notes: 'x'.repeat(103_000) },
    });
    await expectRefused('POST', '/api/members', big, {}, refusal(413, 'REQUEST.TOO_LARGE'));
    const before = await head();
    const chunked = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 30; i += 1)
          controller.enqueue(new TextEncoder().encode(i === 0 ? '{"notes":"' : 'y'.repeat(5_000)));
        controller.close();
      },
    });
    const response = await fetch(`${testApp.baseUrl}/api/members/${id}/payments`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: chunked,
      duplex: 'half',
    });
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 413,
      body: refusal(413, 'REQUEST.TOO_LARGE'),
    });
    expect(await head()).toBe(before);
  });

  it('just under the limit the body is read, and a text past its length is refused by the rules', async () => {
    const near = { ...registerBody(), details: { ...registerBody().details, notes: 'x'.repeat(90_000) } };
    const answer = await staff.request('POST', '/api/members', { body: near });
    expect(answer).toMatchObject({ status: 400, body: { code: 'REQUEST.TEXT_TOO_LONG' } });
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml'])(
    'a %s body on a command answers 415',
    async (contentType) => {
      await expectRefused(
        'POST',
        `/api/members/${id}/renewals`,
        'amount=50000',
        { 'Content-Type': contentType },
        refusal(415, 'REQUEST.JSON_ONLY'),
      );
    },
  );

  it('broken JSON, JSON nested past 32 levels (with an Idempotency-Key too) and poisoning keys answer 400', async () => {
    const invalid = refusal(400, 'REQUEST.INVALID');
    const deep = `{"amount": ${'['.repeat(5_000)}1${']'.repeat(5_000)}}`;
    for (const text of [
      '{"amount":',
      "{'amount': 1}",
      '{"amount":1}{"x":2}',
      deep,
      `{"a":${'['.repeat(40)}${']'.repeat(40)}}`,
    ]) {
      await expectRefused('POST', `/api/members/${id}/renewals`, text, {}, invalid);
      await expectRefused('POST', `/api/members/${id}/renewals`, text, { 'Idempotency-Key': 'deep-key-0001' }, invalid);
    }
    const poisoned = [
      '{"__proto__": {"polluted": true}, "amount": 50000}',
      '{"amount": 50000, "constructor": {"prototype": {"polluted": true}}}',
      `{"measures": {"__proto__": 5, ${JSON.stringify(femaleMeasures).slice(1, -1)}}}`,
      `{"measures": {"__proto__": ${JSON.stringify(femaleMeasures)}}}`,
    ];
    await expectRefused('POST', `/api/members/${id}/renewals`, poisoned[0], {}, invalid);
    await expectRefused('POST', `/api/members/${id}/renewals`, poisoned[1], {}, invalid);
    // These two were accepted before: the `__proto__` measure was dropped without a word.
    await expectRefused('POST', `/api/members/${id}/body-compositions`, poisoned[2], {}, invalid);
    await expectRefused('POST', `/api/members/${id}/body-compositions`, poisoned[3], {}, invalid);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('ids are UUIDs: anything else names no member or account (404 in Spanish); upper case is the same id', async () => {
    for (const bad of ['123', 'not-a-uuid', `${id}x`, id.replace(/-/g, ''), '../../etc/passwd']) {
      await expectRefused(
        'POST',
        `/api/members/${encodeURIComponent(bad)}/renewals`,
        '{"amount": 50000}',
        {},
        refusal(404, 'MEMBER.NOT_FOUND'),
      );
      await expectRefused(
        'POST',
        `/api/staff/${encodeURIComponent(bad)}/disable`,
        '{}',
        {},
        refusal(404, 'STAFF.NOT_FOUND'),
      );
    }
    expect((await getJson(testApp, `/api/members/${id.toUpperCase()}`)).id).toBe(id);
  });

  it('the rebuild endpoint refuses unknown fields and non-objects instead of rebuilding everything', async () => {
    await expectRefused(
      'POST',
      '/api/admin/projections/rebuild',
      '{"projection": ["members"]}',
      {},
      { ...refusal(400, 'REQUEST.UNKNOWN_FIELD'), field: 'projection' },
    );
    await expectRefused('POST', '/api/admin/projections/rebuild', '[]', {}, refusal(400, 'REQUEST.INVALID'));
    await expectRefused(
      'POST',
      '/api/admin/projections/rebuild',
      '{"projections": ["nada"]}',
      {},
      { ...refusal(400, 'REQUEST.INVALID'), field: 'projections' },
    );
  });

  it('a URL past 16 kB and broken HTTP get the JSON body with the Spanish text, not a bare status line', async () => {
    const long = await rawHttp(
      testApp.baseUrl,
      `GET /api/members?search=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    );
    expect(long.statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(JSON.parse(long.body)).toEqual(refusal(431, 'REQUEST.TOO_LARGE'));
    const broken = await rawHttp(testApp.baseUrl, 'ESTO NO ES HTTP\r\n\r\n');
    expect(broken.statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(isSpanishRefusal(400, JSON.parse(broken.body))).toBe(true);
    ledger.add('inputsTried', 2);
  });

  it('an entry date in late 9999 no longer breaks the dashboard: dates stay within the calendar', async () => {
    for (const [plan, joinedOn] of [
      ['monthly', '9999-12-31'],
      ['fortnight', '9999-12-25'],
    ] as const) {
      const created = await staff.request('POST', '/api/members', { body: registerBody({ plan, joinedOn }) });
      expect(created.status).toBe(201);
      expect(await getJson(testApp, `/api/members/${created.body.memberId}`)).toMatchObject({
        expiresOn: '9999-12-31',
      });
    }
    for (const path of ['/api/dashboard', '/api/members?sort=expiresOn', '/api/payments', '/api/audit/members']) {
      expect({ path, status: (await staff.request('GET', path)).status }).toEqual({ path, status: 200 });
    }
  });
});

// Injection: SQL and Mongo-operator payloads in search text, names, ids and bodies are data, never
// query: each finds exactly the member named so, ids that are not UUIDs name no member.
import { messages } from '@gym/domain';
import type { EventStore } from '../../src/shared/event-store/event-store.port.js';
import { EVENT_STORE } from '../../src/shared/tokens.js';
import { expectStatus, getJson, registerMember } from '../members/support/members-api.js';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.js';
import { isSpanishRefusal } from './support/catalogue.js';
import { Ledger } from './support/ledger.js';

const ledger = new Ledger('injection');
const PAYLOADS = [
  "' OR 1=1 --",
  '{"$gt": ""}',
  '"; DROP TABLE events; --',
  "x' UNION SELECT * FROM events --",
  '%',
  '_',
  '\\',
  '.*',
  '$where',
  '{"$ne": null}',
];

describe('reliability: injection payloads are treated as text', () => {
  let testApp: TestApp;
  let staff: TestClient;
  const ids = new Map<string, string>();

  beforeAll(async () => {
    testApp = await startTestApp();
    staff = ledger.observe(testApp);
    await registerMember(testApp, { details: { name: 'Control Normal', phone: '3001112222' } });
    for (const payload of PAYLOADS)
      ids.set(payload, await registerMember(testApp, { details: { name: payload, notes: payload } }));
  });
  afterAll(async () => {
    await testApp.close();
    ledger.save();
  });

  const head = (): Promise<number> => testApp.app.get<EventStore>(EVENT_STORE).headPosition();

  it.each(PAYLOADS)('search %s finds exactly the member named so (members and audit lists)', async (payload) => {
    for (const list of ['/api/members', '/api/audit/members']) {
      const found = await staff.request('GET', `${list}?search=${encodeURIComponent(payload)}`);
      ledger.add('inputsTried');
      expect(found.status).toBe(200);
      expect({ list, names: found.body.items.map((item: { name: string }) => item.name) }).toEqual({
        list,
        names: [payload],
      });
    }
    expect(await getJson(testApp, `/api/members/${ids.get(payload)}`)).toMatchObject({ name: payload, notes: payload });
  });

  it('an operator written as a query parameter is not a filter', async () => {
    for (const query of [
      'search[$gt]=',
      'search[$ne]=x',
      'search=%7B%22%24gt%22%3A%22%22%7D&search=x',
      'sort[$gt]=',
      'page[$gt]=0',
    ]) {
      const answer = await staff.request('GET', `/api/members?${query}`);
      ledger.add('inputsTried');
      expect(answer.status).toBeLessThan(500);
      if (answer.status === 200)
        expect(answer.body.total === 0 || answer.body.total === PAYLOADS.length + 1).toBe(true);
      else expect(isSpanishRefusal(answer.status, answer.body)).toBe(true);
    }
  });

  it.each(PAYLOADS)('the id %s names no member: 404 in Spanish, nothing written', async (payload) => {
    const before = await head();
    const path = `/api/members/${encodeURIComponent(payload)}`;
    for (const [method, suffix, body] of [
      ['GET', '', undefined],
      ['PATCH', '', { details: { name: 'Nadie' } }],
      ['DELETE', '', undefined],
      ['POST', '/payments', { paymentType: 'installment', amount: 1_000, paidOn: '2026-03-02' }],
      ['GET', '/history', undefined],
    ] as const) {
      const answer = await staff.request(method, `${path}${suffix}`, { body });
      ledger.add('inputsTried');
      expect({ method, suffix, status: answer.status, message: answer.body?.message }).toEqual({
        method,
        suffix,
        status: 404,
        message: messages['MEMBER.NOT_FOUND'],
      });
    }
    expect(await head()).toBe(before);
  });

  it('operator objects in bodies are refused as wrong types, and sign-in takes none', async () => {
    const id = ids.get('%') ?? '';
    const before = await head();
    const attempts: readonly [string, string, unknown][] = [
      ['PATCH', `/api/members/${id}`, { details: { name: { $gt: '' } } }],
      ['POST', `/api/members/${id}/payments`, { paymentType: { $ne: null }, amount: 1_000, paidOn: '2026-03-02' }],
      ['POST', `/api/members/${id}/renewals`, { amount: { $gt: 0 } }],
      ['POST', '/api/auth/login', { email: { $gt: '' }, password: { $gt: '' } }],
    ];
    for (const [method, path, body] of attempts) {
      const answer = await staff.request(method, path, { body });
      ledger.add('inputsTried');
      expect({ path, status: answer.status, spanish: isSpanishRefusal(answer.status, answer.body) }).toEqual({
        path,
        status: 400,
        spanish: true,
      });
    }
    const sqlLogin = await testApp.newClient().signIn({ email: "' OR 1=1 --", password: "' OR '1'='1" });
    expect(sqlLogin).toMatchObject({ status: 401, body: { code: 'AUTH.INVALID_CREDENTIALS' } });
    expect(await head()).toBe(before);
    expectStatus(await staff.request('GET', '/api/members'), 200);
  });
});

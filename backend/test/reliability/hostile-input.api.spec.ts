// Hostile input, property-based (fast-check): every command endpoint of the OpenAPI document gets
// random and malformed bodies, wrong types, extra and `__proto__` keys, impossible dates, 1e309,
// -0, "80000", huge strings, and hostile ids; every query gets hostile parameters. Never a 5xx,
// never a changed event log on a refusal, always a catalogue text; the screens still answer after.
import fc from 'fast-check';
import type { EventStore } from '../../src/shared/event-store/event-store.port.js';
import { EVENT_STORE } from '../../src/shared/tokens.js';
import { expectStatus, femaleMeasures, registerBody, registerMember } from '../members/support/members-api.js';
import { startTestApp, TEST_ADMIN, type ApiResponse, type TestApp, type TestClient } from '../support/test-app.js';
import { isSpanishRefusal } from './support/catalogue.js';
import { HOSTILE_VALUES, hostileBody, type HostileBody } from './support/hostile-bodies.js';
import { Ledger } from './support/ledger.js';

const ledger = new Ledger('hostile-input');
const SEED = 20_260_302;
const RUNS_PER_ENDPOINT = 120;

/** A valid body per command endpoint, the starting point of the mutations; others start from {}. */
const EXAMPLES: Readonly<Record<string, Record<string, unknown>>> = {
  'POST /api/members': { ...registerBody({ amountPaid: 10_000 }) },
  'PATCH /api/members/{id}': {
    details: { name: 'Otra Persona', notes: 'nota' },
    plan: 'ticket_book',
    joinedOn: '2026-03-01',
    amountPaid: 1_000,
  },
  'POST /api/members/{id}/payments': { paymentType: 'installment', amount: 1_000, paidOn: '2026-03-02' },
  'POST /api/members/{id}/renewals': { amount: 50_000 },
  'POST /api/members/{id}/body-compositions': { measures: femaleMeasures, measuredOn: '2026-03-01' },
  'POST /api/staff': { email: 'nuevo@gimnasio.test', displayName: 'Nuevo', password: 'clave-larga-123' },
  'POST /api/staff/{id}/password': { password: 'otra-clave-456' },
  'POST /api/admin/projections/rebuild': { projections: ['members'] },
  'POST /api/auth/login': { email: TEST_ADMIN.email, password: 'no-es-la-clave' },
};

const HOSTILE_IDS = fc.oneof(
  fc.constantFrom(
    "' OR 1=1 --",
    '{"$gt": ""}',
    '1 OR 1=1',
    '..%2F..%2Fetc%2Fpasswd',
    '%E0%A4%A',
    '00000000-0000-0000-0000-000000000000',
    'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
    '{6d0c1f9e-1111-4a4a-8b8b-222222222222}',
    '6d0c1f9e11114a4a8b8b222222222222',
    '6d0c1f9e-1111-4a4a-8b8b-22222222222',
    '6d0c1f9e-1111-4a4a-8b8b-2222222222222',
    'undefined',
    'null',
    '__proto__',
    'constructor',
    '%00',
    'x'.repeat(5_000),
  ),
  fc.uuid(),
  fc.string({ minLength: 1, maxLength: 60 }).map(encodeURIComponent),
);

const QUERY_NAMES = [
  'search',
  'sort',
  'direction',
  'page',
  'pageSize',
  'order',
  'revision',
  'at',
  'month',
  'search[$gt]',
  '__proto__[x]',
  'page[]',
];
const hostileQuery = fc
  .array(
    fc.tuple(
      fc.constantFrom(...QUERY_NAMES),
      fc.oneof(fc.constantFrom(...HOSTILE_VALUES.map((v) => v.replace(/^"|"$/g, ''))), fc.string()),
    ),
    {
      maxLength: 4,
    },
  )
  .map((pairs) => pairs.map(([name, value]) => `${name}=${encodeURIComponent(value.slice(0, 3_000))}`).join('&'));

interface Operation {
  readonly method: string;
  readonly template: string;
}

describe('reliability: hostile input', () => {
  let testApp: TestApp;
  let staff: TestClient;
  let operations: Operation[];
  const targets: Partial<Record<string, string>> = {};

  beforeAll(async () => {
    testApp = await startTestApp();
    staff = ledger.observe(testApp);
    targets.member = await registerMember(testApp, {
      plan: 'ticket_book',
      details: { gender: 'female', name: 'Objetivo' },
    });
    targets.doomed = await registerMember(testApp, { details: { name: 'Para Borrar' } });
    const created = await staff.request('POST', '/api/staff', {
      body: { email: 'blanco@gimnasio.test', displayName: 'Blanco', password: 'clave-larga-123' },
    });
    expectStatus(created, 201);
    targets.staff = created.body.id as string;
    const document = await staff.request('GET', '/api/docs-json');
    expectStatus(document, 200);
    operations = Object.entries(document.body.paths as Record<string, Record<string, unknown>>).flatMap(
      ([template, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase(), template })),
    );
  });
  afterAll(async () => {
    await testApp.close();
    ledger.save();
  });

  const head = (): Promise<number> => testApp.app.get<EventStore>(EVENT_STORE).headPosition();
  // Sign-in and the session's end are fuzzed on their own: one would trip the brake, the others end the session.
  const SESSION_ROUTES = ['/api/auth/login', '/api/auth/sessions/end-all', '/api/auth/logout'];
  const commands = (): Operation[] =>
    operations.filter(({ method, template }) => method !== 'GET' && !SESSION_ROUTES.includes(template));

  function concrete({ method, template }: Operation, id?: string): string {
    const target = template.startsWith('/api/staff')
      ? targets.staff
      : method === 'DELETE'
        ? targets.doomed
        : targets.member;
    return template.replace(/\{\w+\}/g, id ?? target ?? '');
  }

  /** Sends one input and checks the invariants; throws with the input on a breach. */
  async function expectSafe(
    method: string,
    path: string,
    body: HostileBody | undefined,
    mayRefuseSession = false,
  ): Promise<ApiResponse> {
    const before = await head();
    const headers: Record<string, string> = body?.contentType ? { 'Content-Type': body.contentType } : {};
    const answer = await staff.request(method, path, {
      body: body?.text,
      headers,
      idempotencyKey: body?.idempotencyKey,
    });
    ledger.add('inputsTried');
    const input = { method, path: path.slice(0, 200), body: body?.text?.slice(0, 300), contentType: body?.contentType };
    // Signed in throughout: a 401 would mean the input never reached the endpoint.
    if (answer.status >= 500 || (answer.status === 401 && !mayRefuseSession))
      throw new Error(`${answer.status} for ${JSON.stringify(input)}: ${JSON.stringify(answer.body)}`);
    if (answer.status >= 400) {
      if (!isSpanishRefusal(answer.status, answer.body))
        throw new Error(`Not a catalogue refusal for ${JSON.stringify(input)}: ${JSON.stringify(answer.body)}`);
      const after = await head();
      if (after !== before)
        throw new Error(`A ${answer.status} changed the event log (${before} → ${after}) for ${JSON.stringify(input)}`);
    }
    return answer;
  }

  it('the OpenAPI document lists the command endpoints the properties cover', () => {
    expect(commands().map(({ method, template }) => `${method} ${template}`)).toEqual(
      expect.arrayContaining([
        'POST /api/members',
        'PATCH /api/members/{id}',
        'DELETE /api/members/{id}',
        'POST /api/members/{id}/payments',
        'POST /api/members/{id}/renewals',
        'POST /api/members/{id}/attendances',
        'POST /api/members/{id}/ticket-book/reset',
        'POST /api/members/{id}/body-compositions',
        'POST /api/staff',
        'POST /api/staff/{id}/password',
        'POST /api/staff/{id}/disable',
        'POST /api/admin/projections/rebuild',
      ]),
    );
  });

  it('every command endpoint: hostile bodies never answer 5xx, refusals are Spanish and write nothing', async () => {
    const before = Object.getOwnPropertyNames(Object.prototype).sort();
    for (const operation of commands()) {
      const example = EXAMPLES[`${operation.method} ${operation.template}`] ?? {};
      await fc.assert(
        fc.asyncProperty(hostileBody(example), async (body) => {
          await expectSafe(operation.method, concrete(operation), body);
        }),
        { numRuns: RUNS_PER_ENDPOINT, seed: SEED, endOnFailure: true },
      );
    }
    // Nothing reached the shared prototype, whatever the keys sent.
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(before);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  }, 120_000);

  it('every endpoint with an id: hostile ids are refused in Spanish (404/400) and write nothing', async () => {
    const withIds = operations.filter(({ template }) => template.includes('{'));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...withIds), HOSTILE_IDS, async (operation, id) => {
        const body =
          operation.method === 'GET' || operation.method === 'DELETE'
            ? undefined
            : { text: '{}', contentType: 'application/json', idempotencyKey: undefined };
        const answer = await expectSafe(operation.method, concrete(operation, id), body);
        expect(answer.status).toBeGreaterThanOrEqual(400);
      }),
      { numRuns: 400, seed: SEED, endOnFailure: true },
    );
  }, 60_000);

  it('every query: hostile parameters never answer 5xx and refusals are Spanish', async () => {
    const queries = operations.filter(({ method }) => method === 'GET');
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...queries), hostileQuery, async (operation, query) => {
        await expectSafe('GET', `${concrete(operation)}?${query}`, undefined);
      }),
      { numRuns: 400, seed: SEED, endOnFailure: true },
    );
  }, 60_000);

  it('after all that, every screen still answers', async () => {
    const screens = operations.filter(({ method, template }) => method === 'GET' && !template.includes('{'));
    for (const operation of [...screens, { method: 'GET', template: '/api/members/{id}' }]) {
      const answer = await staff.request('GET', concrete(operation));
      expect({ path: operation.template, status: answer.status }).toEqual({ path: operation.template, status: 200 });
    }
  });

  it('sign-in and sign-out: hostile bodies never answer 5xx (run last: the brake closes in, the session ends)', async () => {
    for (const path of SESSION_ROUTES) {
      await fc.assert(
        fc.asyncProperty(hostileBody(EXAMPLES[`POST ${path}`] ?? {}), async (body) => {
          const answer = await expectSafe('POST', path, body, true);
          // No hostile body signs in (ending all sessions with an empty body is what that route is for).
          if (path === '/api/auth/login') expect(answer.status).not.toBe(200);
        }),
        { numRuns: 60, seed: SEED, endOnFailure: true },
      );
    }
  }, 60_000);
});

// The sign-in brake against guessing, without a lock-out strangers could hand out: wrong passwords
// sent from strangers' addresses never keep the real person (at her own address) out; one address
// failing 20 times is refused for a while, whatever the e-mails; and an unknown e-mail is answered
// exactly like a wrong password (status, body, headers, time).
import { INVALID_CREDENTIALS, projected } from '../auth/auth-test-helpers.js';
import { startTestApp, TEST_ADMIN, type ApiResponse, type TestApp } from '../support/test-app.js';
import { Ledger } from './support/ledger.js';

const ledger = new Ledger('throttling');
const TOO_MANY = { statusCode: 429, code: 'AUTH.TOO_MANY_ATTEMPTS' };
const DESK = { email: 'recepcion@gimnasio.test', password: 'clave-de-la-recepcion' };
/** Headers that differ on every answer by nature. */
const PER_ANSWER_HEADERS = new Set(['date', 'x-request-id']);

describe('reliability: sign-in throttling', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
    const created = await testApp.request('POST', '/api/staff', {
      body: { ...DESK, displayName: 'Recepción', role: 'reception' },
    });
    expect(created.status).toBe(201);
    await projected(testApp);
  });
  afterAll(async () => {
    await testApp.close();
    ledger.save();
  });

  /** One sign-in from `address` (the app trusts X-Forwarded-For from a proxy on this machine). */
  async function signInFrom(address: string, email: string, password: string): Promise<ApiResponse> {
    const answer = await testApp.newClient().request('POST', '/api/auth/login', {
      body: { email, password },
      headers: { 'X-Forwarded-For': address },
    });
    ledger.answered(answer.status, 'POST');
    if (password !== TEST_ADMIN.password && password !== DESK.password) ledger.add('inputsTried');
    return answer;
  }

  it("five wrong passwords from strangers' addresses do not keep the real person, at her own address, out", async () => {
    // One stranger guesses five times from one address, five others once each from theirs.
    for (let i = 0; i < 5; i += 1)
      expect((await signInFrom('203.0.113.7', DESK.email, `adivina-${i}`)).status).toBe(401);
    const others = await Promise.all(
      [1, 2, 3, 4, 5].map((i) => signInFrom(`198.51.100.${i}`, DESK.email, `adivina-otra-${i}`)),
    );
    expect(others.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401]);
    // The guesser's own address is braked, even with the right password…
    expect(await signInFrom('203.0.113.7', DESK.email, DESK.password)).toMatchObject({ status: 429, body: TOO_MANY });
    // …the real person at the front desk gets in: ten failures only slowed her answer, by 3 s at most.
    const started = Date.now();
    expect((await signInFrom('192.168.1.20', DESK.email, DESK.password)).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(8_000);
  });

  it('20 failures from one address block that address, whatever the e-mails; other addresses go on', async () => {
    for (let i = 0; i < 20; i += 1) {
      expect((await signInFrom('203.0.113.20', `persona${i}@gimnasio.test`, 'no-es')).status).toBe(401);
    }
    const blocked = await signInFrom('203.0.113.20', TEST_ADMIN.email, TEST_ADMIN.password);
    expect(blocked).toMatchObject({ status: 429, body: TOO_MANY });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect((await signInFrom('203.0.113.21', TEST_ADMIN.email, TEST_ADMIN.password)).status).toBe(200);
  });

  it('the answer for an unknown e-mail equals the answer for a wrong password: status, text, headers and time', async () => {
    await signInFrom('203.0.113.40', 'nadie@gimnasio.test', 'primera'); // the dummy hash is made once
    const timed = async (address: string, email: string) => {
      const started = process.hrtime.bigint();
      const answer = await signInFrom(address, email, 'no-es-la-clave');
      return { answer, ms: Number(process.hrtime.bigint() - started) / 1e6 };
    };
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const a = await timed(`203.0.113.${50 + i}`, TEST_ADMIN.email);
      const b = await timed(`203.0.113.${60 + i}`, 'nadie@gimnasio.test');
      expect(b.answer.status).toBe(a.answer.status);
      expect(b.answer.body).toEqual(a.answer.body);
      expect(a.answer.body).toEqual(INVALID_CREDENTIALS);
      expect(comparableHeaders(b.answer)).toEqual(comparableHeaders(a.answer));
      wrong.push(a.ms);
      unknown.push(b.ms);
    }
    // Both spend one scrypt of the same cost: the same time within noise, never the shortcut of a
    // missing account. The fastest of each: other work on the machine only ever adds time.
    const ratio = Math.min(...unknown) / Math.min(...wrong);
    expect({ sameTimeWithinNoise: ratio > 0.5 && ratio < 2, wrong, unknown }).toEqual({
      sameTimeWithinNoise: true,
      wrong,
      unknown,
    });
  });
});

function comparableHeaders(answer: ApiResponse): Record<string, string> {
  return Object.fromEntries([...answer.headers.entries()].filter(([name]) => !PER_ANSWER_HEADERS.has(name)));
}

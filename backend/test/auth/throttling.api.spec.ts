// The brute-force brake: 5 failed attempts for one e-mail from one address, or 20 from one address,
// within 15 minutes answer 429 to that pair or address until the window passes; failures of one
// e-mail from everywhere only slow its answers. A success resets its pair. The clock is injected.
import { startTestApp, TEST_ADMIN, type TestApp } from '../support/test-app.js';
import { INVALID_CREDENTIALS } from './auth-test-helpers.js';

const TOO_MANY = {
  statusCode: 429,
  code: 'AUTH.TOO_MANY_ATTEMPTS',
  message: 'Demasiados intentos fallidos. Espera unos minutos antes de volver a intentarlo.',
};
const MINUTE = 60_000;

describe('sign-in throttling', () => {
  let testApp: TestApp;
  let now = Date.parse('2026-03-02T15:00:00.000Z');
  const advance = (ms: number): void => {
    now += ms;
  };

  beforeAll(async () => {
    testApp = await startTestApp({}, { signedIn: false, clock: () => new Date(now) });
  });
  afterAll(() => testApp.close());
  // Each scenario starts with every window of the one before it passed.
  beforeEach(() => advance(16 * MINUTE));

  // The app trusts X-Forwarded-For from a proxy on this machine: each scenario is its own client address.
  const signInFrom = (address: string, email: string, password: string) =>
    testApp.newClient().request('POST', '/api/auth/login', {
      body: { email, password },
      headers: { 'X-Forwarded-For': address },
    });

  async function failTimes(address: string, email: string, times: number): Promise<void> {
    for (let i = 0; i < times; i += 1) {
      expect(await signInFrom(address, email, `clave-incorrecta-${i}`)).toMatchObject({
        status: 401,
        body: INVALID_CREDENTIALS,
      });
    }
  }

  it('after 5 failures of one e-mail from one address, that address waits 15 minutes; another gets in', async () => {
    await failTimes('10.0.0.1', TEST_ADMIN.email, 5);
    advance(14 * MINUTE);
    const blocked = await signInFrom('10.0.0.1', TEST_ADMIN.email, TEST_ADMIN.password);
    expect(blocked).toMatchObject({ status: 429, body: TOO_MANY });
    expect(Number(blocked.headers.get('retry-after'))).toBe(60);
    // The real person at another address is not kept out.
    expect((await signInFrom('10.0.0.2', TEST_ADMIN.email, TEST_ADMIN.password)).status).toBe(200);
    // Another e-mail from the same address is not braked.
    expect((await signInFrom('10.0.0.1', 'otra@gimnasio.test', 'x')).status).toBe(401);
    advance(MINUTE);
    expect((await signInFrom('10.0.0.1', TEST_ADMIN.email, TEST_ADMIN.password)).status).toBe(200);
  });

  it('the e-mail is braked however it is spelled', async () => {
    await failTimes('10.0.1.1', 'Nadie@Gimnasio.test', 3);
    await failTimes('10.0.1.1', ' nadie@gimnasio.TEST', 2);
    expect((await signInFrom('10.0.1.1', 'nadie@gimnasio.test', 'x')).status).toBe(429);
  });

  it('a successful sign-in resets the count of its e-mail at its address', async () => {
    await failTimes('10.0.2.1', TEST_ADMIN.email, 4);
    expect((await signInFrom('10.0.2.1', TEST_ADMIN.email, TEST_ADMIN.password)).status).toBe(200);
    await failTimes('10.0.2.1', TEST_ADMIN.email, 4);
    expect((await signInFrom('10.0.2.1', TEST_ADMIN.email, TEST_ADMIN.password)).status).toBe(200);
  });

  it('20 failures from one address brake every e-mail from it, until the window passes', async () => {
    for (let i = 0; i < 20; i += 1) {
      expect((await signInFrom('10.0.3.1', `persona${i}@gimnasio.test`, 'x')).status).toBe(401);
    }
    const blocked = await signInFrom('10.0.3.1', TEST_ADMIN.email, TEST_ADMIN.password);
    expect(blocked).toMatchObject({ status: 429, body: TOO_MANY });
    expect(Number(blocked.headers.get('retry-after'))).toBe(15 * 60);
    expect((await signInFrom('10.0.3.2', TEST_ADMIN.email, TEST_ADMIN.password)).status).toBe(200);
    advance(15 * MINUTE);
    expect((await signInFrom('10.0.3.1', TEST_ADMIN.email, TEST_ADMIN.password)).status).toBe(200);
  });

  it('attempts sent all at once cannot slip past the brake', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => signInFrom('10.0.4.1', TEST_ADMIN.email, `adivinanza-${i}`)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  });

  it('guesses of one e-mail from many addresses are slowed, never refused, and the real person gets in', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => signInFrom(`10.0.5.${i + 1}`, TEST_ADMIN.email, `adivinanza-${i}`)),
    );
    expect(guesses.map((answer) => answer.status)).toEqual(Array(12).fill(401));
    const started = Date.now();
    expect((await signInFrom('10.0.5.200', TEST_ADMIN.email, TEST_ADMIN.password)).status).toBe(200);
    const tookMs = Date.now() - started;
    expect(tookMs).toBeGreaterThanOrEqual(2_900); // the capped delay: 12 failures from everywhere
    expect(tookMs).toBeLessThan(10_000);
  });

  it('Mi cuenta: wrong current passwords count against the brake for that e-mail and address', async () => {
    const desk = testApp.newClient();
    const at = { 'X-Forwarded-For': '10.0.6.1' };
    expect((await desk.request('POST', '/api/auth/login', { body: TEST_ADMIN, headers: at })).status).toBe(200);
    const change = (currentPassword: string) =>
      desk.request('POST', '/api/auth/password', {
        body: { currentPassword, newPassword: 'otra-clave-larga-2026' },
        headers: at,
      });
    for (let i = 0; i < 5; i += 1) expect((await change(`no-es-${i}`)).status).toBe(422);
    expect(await change(TEST_ADMIN.password)).toMatchObject({ status: 429, body: TOO_MANY });
    expect((await signInFrom('10.0.6.1', TEST_ADMIN.email, TEST_ADMIN.password)).status).toBe(429);
    expect((await signInFrom('10.0.6.2', TEST_ADMIN.email, TEST_ADMIN.password)).status).toBe(200);
  });
});

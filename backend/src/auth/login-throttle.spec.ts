// The sign-in brake's memory, with a hand-moved clock and the delays recorded instead of waited.
import { SIGN_IN_LIMITS } from '@gym/domain';
import { LoginThrottle, TooManyAttemptsError } from './login-throttle.js';

const MINUTE = 60_000;

describe('LoginThrottle', () => {
  let now: number;
  let pauses: number[];
  let throttle: LoginThrottle;

  beforeEach(() => {
    now = Date.parse('2026-03-02T15:00:00.000Z');
    pauses = [];
    const pause = (ms: number): Promise<void> => {
      pauses.push(ms);
      return Promise.resolve();
    };
    throttle = new LoginThrottle(() => new Date(now), { ...SIGN_IN_LIMITS, perPair: 3, perAddress: 5 }, pause);
  });

  const fail = (email: string, address: string): void => {
    const answer = throttle.begin(email, address);
    if (!answer.allowed) throw new Error('unexpectedly braked');
  };

  it('brakes an e-mail at one address at its limit, and frees it when the oldest failure leaves the window', () => {
    fail('a@x.co', '1.1.1.1');
    now += 5 * MINUTE;
    fail('a@x.co', '1.1.1.1');
    fail('a@x.co', '1.1.1.1');
    expect(throttle.begin('a@x.co', '1.1.1.1')).toEqual({ allowed: false, retryAfterSeconds: 10 * 60 });
    expect(throttle.begin('a@x.co', '2.2.2.2').allowed).toBe(true);
    now += 10 * MINUTE;
    expect(throttle.begin('a@x.co', '1.1.1.1').allowed).toBe(true);
  });

  it('a braked attempt is not counted, so waiting is always enough', () => {
    for (let i = 0; i < 3; i += 1) fail('a@x.co', '1.1.1.1');
    for (let i = 0; i < 10; i += 1) expect(throttle.begin('a@x.co', '1.1.1.1').allowed).toBe(false);
    now += 15 * MINUTE;
    expect(throttle.begin('a@x.co', '1.1.1.1').allowed).toBe(true);
  });

  it('a success clears its pair and takes its own attempt off the address', () => {
    fail('a@x.co', '1.1.1.1');
    fail('a@x.co', '1.1.1.1');
    const answer = throttle.begin('a@x.co', '1.1.1.1');
    if (!answer.allowed) throw new Error('braked');
    throttle.succeeded(answer.attempt);
    fail('a@x.co', '1.1.1.1');
    fail('b@x.co', '1.1.1.1');
    expect(throttle.begin('a@x.co', '1.1.1.1').allowed).toBe(true);
    // address: 2 + 1 + 1 + 1 = 5 failures (the success does not count): braked for any e-mail.
    expect(throttle.begin('c@x.co', '1.1.1.1').allowed).toBe(false);
    expect(throttle.begin('c@x.co', '2.2.2.2').allowed).toBe(true);
  });

  it('an e-mail failing from many addresses is slowed, never refused', async () => {
    for (let i = 0; i < 12; i += 1) await throttle.admit('a@x.co', `10.0.0.${i}`);
    expect(pauses).toEqual([250, 500, 1_000, 2_000, 3_000, 3_000, 3_000]);
    await expect(throttle.admit('a@x.co', '192.168.1.20')).resolves.toMatchObject({ email: 'a@x.co' });
  });

  it('admit refuses a braked pair with the seconds to wait', async () => {
    for (let i = 0; i < 3; i += 1) fail('a@x.co', '1.1.1.1');
    await expect(throttle.admit('a@x.co', '1.1.1.1')).rejects.toEqual(new TooManyAttemptsError(15 * 60));
  });

  it('an abandoned attempt (a server failure) counts against nobody', () => {
    for (let i = 0; i < 10; i += 1) {
      const answer = throttle.begin('a@x.co', '1.1.1.1');
      if (!answer.allowed) throw new Error('braked');
      expect(answer.delayMs).toBe(0);
      throttle.abandoned(answer.attempt);
    }
    expect(throttle.begin('a@x.co', '1.1.1.1').allowed).toBe(true);
  });

  it('an e-mail and an address cannot run together into another pair', () => {
    for (let i = 0; i < 3; i += 1) fail('a@x.co","1', '1.1');
    expect(throttle.begin('a@x.co', '1","1.1').allowed).toBe(true);
  });
});

// The sign-in brake's arithmetic, with a hand-moved clock.
import { LoginThrottle } from './login-throttle.js';

const MINUTE = 60_000;

describe('LoginThrottle', () => {
  let now: number;
  let throttle: LoginThrottle;

  beforeEach(() => {
    now = Date.parse('2026-03-02T15:00:00.000Z');
    throttle = new LoginThrottle(() => new Date(now), { perEmail: 3, perAddress: 5, windowMs: 15 * MINUTE });
  });

  const fail = (email: string, address: string): void => {
    const answer = throttle.begin(email, address);
    if (!answer.allowed) throw new Error('unexpectedly braked');
  };

  it('brakes an e-mail at its limit and frees it when the oldest counted failure leaves the window', () => {
    fail('a@x.co', '1.1.1.1');
    now += 5 * MINUTE;
    fail('a@x.co', '1.1.1.1');
    fail('a@x.co', '1.1.1.1');
    expect(throttle.begin('a@x.co', '1.1.1.1')).toEqual({ allowed: false, retryAfterSeconds: 10 * 60 });
    now += 10 * MINUTE;
    expect(throttle.begin('a@x.co', '1.1.1.1').allowed).toBe(true);
  });

  it('a braked attempt is not counted, so waiting is always enough', () => {
    for (let i = 0; i < 3; i += 1) fail('a@x.co', '1.1.1.1');
    for (let i = 0; i < 10; i += 1) expect(throttle.begin('a@x.co', '1.1.1.1').allowed).toBe(false);
    now += 15 * MINUTE;
    expect(throttle.begin('a@x.co', '1.1.1.1').allowed).toBe(true);
  });

  it('a success clears its e-mail and takes its own attempt off the address', () => {
    fail('a@x.co', '1.1.1.1');
    fail('a@x.co', '1.1.1.1');
    const answer = throttle.begin('a@x.co', '1.1.1.1');
    if (!answer.allowed) throw new Error('braked');
    throttle.succeeded(answer.attempt);
    fail('a@x.co', '1.1.1.1');
    fail('a@x.co', '1.1.1.1');
    fail('b@x.co', '1.1.1.1');
    // address: 2 + 2 + 1 = 5 failures (the success does not count): braked for any e-mail.
    expect(throttle.begin('c@x.co', '1.1.1.1').allowed).toBe(false);
    expect(throttle.begin('c@x.co', '2.2.2.2').allowed).toBe(true);
  });

  it('an abandoned attempt (a server failure) counts against nobody', () => {
    for (let i = 0; i < 5; i += 1) {
      const answer = throttle.begin('a@x.co', '1.1.1.1');
      if (!answer.allowed) throw new Error('braked');
      throttle.abandoned(answer.attempt);
    }
    expect(throttle.begin('a@x.co', '1.1.1.1').allowed).toBe(true);
  });
});

// Specification of the sign-in brake: a pair and an address wait, an e-mail is only slowed.
import { emailDelayMs, signInBrake, SIGN_IN_LIMITS, type RecentFailures } from './sign-in-brake.js';

const MINUTE = 60_000;
const NOW = Date.parse('2026-03-02T15:00:00.000Z');
const none: RecentFailures = { pair: [], address: [], email: [] };
const times = (count: number, from = NOW - 10 * MINUTE): number[] => Array.from({ length: count }, (_, i) => from + i);

describe('the sign-in brake', () => {
  it('no failures: go on at once', () => expect(signInBrake(none, NOW)).toEqual({ allowed: true, delayMs: 0 }));

  it('5 failures of one e-mail from one address: that pair waits until the oldest leaves the 15 minutes', () => {
    const five = times(5);
    expect(signInBrake({ pair: five, address: five, email: five }, NOW)).toEqual({
      allowed: false,
      retryAfterMs: 5 * MINUTE,
    });
    expect(signInBrake({ pair: times(4), address: times(4), email: times(4) }, NOW).allowed).toBe(true);
  });

  it('20 failures from one address, whatever the e-mails: that address waits', () =>
    expect(signInBrake({ pair: [], address: times(20), email: [] }, NOW)).toEqual({
      allowed: false,
      retryAfterMs: 5 * MINUTE,
    }));

  it('an e-mail guessed from many addresses is never closed, only answered more slowly', () => {
    for (const failures of [0, 5, 50, 5_000]) {
      const decision = signInBrake({ pair: [], address: [], email: times(failures) }, NOW);
      expect(decision.allowed).toBe(true);
    }
    expect(signInBrake({ pair: [], address: [], email: times(5_000) }, NOW)).toEqual({
      allowed: true,
      delayMs: SIGN_IN_LIMITS.emailDelayCapMs,
    });
  });

  it('the delay: none for the first 5 failures, then 250 ms doubling up to 3 seconds', () =>
    expect([0, 4, 5, 6, 7, 8, 9, 10, 40, 10_000].map((failures) => emailDelayMs(failures))).toEqual([
      0, 0, 250, 500, 1_000, 2_000, 3_000, 3_000, 3_000, 3_000,
    ]));
});

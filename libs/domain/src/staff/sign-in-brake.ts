// The sign-in brake's decision: stop guessing without handing strangers a lock-out. Failures are
// counted three ways within a window: per e-mail and address (the guesser at one machine), per
// address (one machine trying many e-mails), and per e-mail from every address (a distributed
// guess). The first two answer "wait"; the third only slows every answer for that e-mail, so a
// stranger who knows a receptionist's e-mail can never keep her out of the front desk.

export interface SignInBrakeLimits {
  /** Failures of one e-mail from one address before that pair must wait. */
  readonly perPair: number;
  /** Failures from one address, whatever the e-mail, before that address must wait. */
  readonly perAddress: number;
  readonly windowMs: number;
  /** Failures of one e-mail, from anywhere, answered without delay. */
  readonly emailFreeFailures: number;
  /** The delay after the free failures; it doubles with each further one… */
  readonly emailDelayStepMs: number;
  /** …up to this, never more. */
  readonly emailDelayCapMs: number;
}

export const SIGN_IN_LIMITS: SignInBrakeLimits = {
  perPair: 5,
  perAddress: 20,
  windowMs: 15 * 60 * 1000,
  emailFreeFailures: 5,
  emailDelayStepMs: 250,
  emailDelayCapMs: 3_000,
};

/** The failure instants (ms) still within the window, oldest first, by what they are counted for. */
export interface RecentFailures {
  readonly pair: readonly number[];
  readonly address: readonly number[];
  readonly email: readonly number[];
}

export type SignInBrakeDecision =
  { readonly allowed: true; readonly delayMs: number } | { readonly allowed: false; readonly retryAfterMs: number };

/** How long until fewer than `limit` failures remain in the window (0: not braked). */
export function waitUntilUnderLimit(failures: readonly number[], limit: number, now: number, windowMs: number): number {
  if (failures.length < limit) return 0;
  const freeing = failures[failures.length - limit] ?? now;
  return Math.max(1, freeing + windowMs - now);
}

/** The delay before answering an attempt on an e-mail with `failures` recent failures from anywhere. */
export function emailDelayMs(failures: number, limits: SignInBrakeLimits = SIGN_IN_LIMITS): number {
  const beyond = failures - limits.emailFreeFailures;
  if (beyond < 0) return 0;
  // 2^beyond overflows nothing: past the cap the answer is the cap.
  return Math.min(limits.emailDelayCapMs, limits.emailDelayStepMs * 2 ** Math.min(beyond, 30));
}

/** Whether an attempt may go on (after `delayMs`), or how long its pair or address must wait. */
export function signInBrake(
  failures: RecentFailures,
  now: number,
  limits: SignInBrakeLimits = SIGN_IN_LIMITS,
): SignInBrakeDecision {
  const wait = Math.max(
    waitUntilUnderLimit(failures.pair, limits.perPair, now, limits.windowMs),
    waitUntilUnderLimit(failures.address, limits.perAddress, now, limits.windowMs),
  );
  if (wait > 0) return { allowed: false, retryAfterMs: wait };
  return { allowed: true, delayMs: emailDelayMs(failures.email.length, limits) };
}

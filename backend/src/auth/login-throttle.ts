// Brute-force brake for sign-in: 5 failed attempts for one e-mail, or 20 from one client address,
// within 15 minutes answer 429 until those failures are older than 15 minutes. A success clears
// the e-mail's failures. Kept in memory: a restart forgives, and several app instances count apart.

export interface ThrottleLimits {
  readonly perEmail: number;
  readonly perAddress: number;
  readonly windowMs: number;
}

export const LOGIN_LIMITS: ThrottleLimits = { perEmail: 5, perAddress: 20, windowMs: 15 * 60 * 1000 };

/** An attempt under way: counted as failed from the start, so parallel guesses cannot slip past. */
export interface LoginAttempt {
  readonly email: string;
  readonly address: string;
  readonly at: number;
}

export type ThrottleAnswer =
  | { readonly allowed: true; readonly attempt: LoginAttempt }
  | { readonly allowed: false; readonly retryAfterSeconds: number };

const MAX_KEYS = 50_000;

/** Failure instants per key, oldest first. */
class FailureLog {
  private readonly failures = new Map<string, number[]>();

  recent(key: string, now: number, windowMs: number): number[] {
    const kept = (this.failures.get(key) ?? []).filter((at) => at > now - windowMs);
    if (kept.length === 0) this.failures.delete(key);
    else this.failures.set(key, kept);
    return kept;
  }

  add(key: string, at: number, now: number, windowMs: number): void {
    this.failures.set(key, [...this.recent(key, now, windowMs), at]);
    if (this.failures.size > MAX_KEYS) this.forgetOldest();
  }

  remove(key: string, at: number): void {
    const list = this.failures.get(key) ?? [];
    const index = list.indexOf(at);
    if (index >= 0) list.splice(index, 1);
    if (list.length === 0) this.failures.delete(key);
  }

  clear(key: string): void {
    this.failures.delete(key);
  }

  private forgetOldest(): void {
    const oldest = this.failures.keys().next().value;
    if (oldest !== undefined) this.failures.delete(oldest);
  }
}

export class LoginThrottle {
  private readonly byEmail = new FailureLog();
  private readonly byAddress = new FailureLog();

  constructor(
    private readonly clock: () => Date,
    private readonly limits: ThrottleLimits = LOGIN_LIMITS,
  ) {}

  /** Starts an attempt, or says how long to wait. */
  begin(email: string, address: string): ThrottleAnswer {
    const now = this.clock().getTime();
    const { windowMs } = this.limits;
    const wait = Math.max(
      waitMs(this.byEmail.recent(email, now, windowMs), this.limits.perEmail, now, windowMs),
      waitMs(this.byAddress.recent(address, now, windowMs), this.limits.perAddress, now, windowMs),
    );
    if (wait > 0) return { allowed: false, retryAfterSeconds: Math.ceil(wait / 1000) };
    this.byEmail.add(email, now, now, windowMs);
    this.byAddress.add(address, now, now, windowMs);
    return { allowed: true, attempt: { email, address, at: now } };
  }

  /** The password was right: the e-mail starts afresh and this attempt no longer counts. */
  succeeded(attempt: LoginAttempt): void {
    this.byEmail.clear(attempt.email);
    this.byAddress.remove(attempt.address, attempt.at);
  }

  /** The attempt could not be judged (a server failure): it does not count against anyone. */
  abandoned(attempt: LoginAttempt): void {
    this.byEmail.remove(attempt.email, attempt.at);
    this.byAddress.remove(attempt.address, attempt.at);
  }
}

/** How long until fewer than `limit` failures remain in the window (0: not blocked). */
function waitMs(failures: readonly number[], limit: number, now: number, windowMs: number): number {
  if (failures.length < limit) return 0;
  const freeing = failures[failures.length - limit] ?? now;
  return Math.max(1, freeing + windowMs - now);
}

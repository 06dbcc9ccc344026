// The sign-in brake's memory: recent failures per e-mail and address, per address and per e-mail,
// judged by `signInBrake` (libs/domain): 5 failures of one e-mail from one address, or 20 from one
// address, within 15 minutes answer 429 to that pair or address until they are older than 15
// minutes; failures of one e-mail from everywhere only delay its answers (up to 3 s), never lock
// it. Kept in memory: a restart forgives, and several app instances count apart.
import { signInBrake, SIGN_IN_LIMITS, type SignInBrakeLimits } from '@gym/domain';
import { AppError } from '../shared/http/app-error.js';

/** Refused for too many failures; carries the seconds to wait (sent as Retry-After). */
export class TooManyAttemptsError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('AUTH.TOO_MANY_ATTEMPTS');
  }
}

/** An attempt under way: counted as failed from the start, so parallel guesses cannot slip past. */
export interface LoginAttempt {
  readonly email: string;
  readonly address: string;
  readonly at: number;
}

export type ThrottleAnswer =
  | { readonly allowed: true; readonly attempt: LoginAttempt; readonly delayMs: number }
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

  add(key: string, at: number, windowMs: number): void {
    this.failures.set(key, [...this.recent(key, at, windowMs), at]);
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

// JSON of the two parts: no e-mail and address can run together into another pair's key.
const pairKey = (email: string, address: string): string => JSON.stringify([email, address]);

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export class LoginThrottle {
  private readonly byPair = new FailureLog();
  private readonly byAddress = new FailureLog();
  private readonly byEmail = new FailureLog();

  constructor(
    private readonly clock: () => Date,
    private readonly limits: SignInBrakeLimits = SIGN_IN_LIMITS,
    private readonly pause: (ms: number) => Promise<void> = sleep,
  ) {}

  /** Starts an attempt (counted as a failure until told otherwise), or says how long to wait. */
  begin(email: string, address: string): ThrottleAnswer {
    const now = this.clock().getTime();
    const { windowMs } = this.limits;
    const pair = pairKey(email, address);
    const decision = signInBrake(
      {
        pair: this.byPair.recent(pair, now, windowMs),
        address: this.byAddress.recent(address, now, windowMs),
        email: this.byEmail.recent(email, now, windowMs),
      },
      now,
      this.limits,
    );
    if (!decision.allowed) return { allowed: false, retryAfterSeconds: Math.ceil(decision.retryAfterMs / 1000) };
    this.byPair.add(pair, now, windowMs);
    this.byAddress.add(address, now, windowMs);
    this.byEmail.add(email, now, windowMs);
    return { allowed: true, attempt: { email, address, at: now }, delayMs: decision.delayMs };
  }

  /**
   * `begin`, then the e-mail's delay before the caller goes on to check the password; throws
   * TooManyAttemptsError for a pair or address that must wait. Unknown e-mails are slowed alike.
   */
  async admit(email: string, address: string): Promise<LoginAttempt> {
    const answer = this.begin(email, address);
    if (!answer.allowed) throw new TooManyAttemptsError(answer.retryAfterSeconds);
    if (answer.delayMs > 0) await this.pause(answer.delayMs);
    return answer.attempt;
  }

  /**
   * The password was right: its pair starts afresh and this attempt no longer counts. The e-mail's
   * other failures stay: they may be a distributed guess still going on.
   */
  succeeded(attempt: LoginAttempt): void {
    this.byPair.clear(pairKey(attempt.email, attempt.address));
    this.byAddress.remove(attempt.address, attempt.at);
    this.byEmail.remove(attempt.email, attempt.at);
  }

  /** The attempt could not be judged (a server failure): it does not count against anyone. */
  abandoned(attempt: LoginAttempt): void {
    this.byPair.remove(pairKey(attempt.email, attempt.address), attempt.at);
    this.byAddress.remove(attempt.address, attempt.at);
    this.byEmail.remove(attempt.email, attempt.at);
  }
}

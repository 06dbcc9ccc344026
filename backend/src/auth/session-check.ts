// Who a request's session cookie names, remembered per token: verifying the JWT and reading the
// account cost more than a third of a millisecond per request, and a front desk sends the same
// cookie all day. A remembered answer is dropped the moment the staff accounts' documents may have
// changed (the projection runner says so: a password change, a disabled account or a demotion ends
// the session exactly when it did without the memory), at the token's expiry, and after a second
// at most, which bounds what another process sharing the read store could change unseen.
import type { Request, Response } from 'express';
import type { SignedInStaff } from '../shared/http/command-context.js';
import type { ProjectionRunner } from '../shared/projections/projection-runner.js';
import { STAFF_ACCOUNTS } from '../staff/staff.port.js';
import { sessionTokenOf } from './session-cookie.js';
import { authenticate, type SessionStrategy } from './session.strategy.js';

/** How long an answer is trusted without the runner having said anything. */
export const SESSION_MEMORY_MS = 1000;
/** Tokens remembered at once: far more than the staff of a gym signs in with. */
const MAX_TOKENS = 1000;

interface Remembered {
  readonly staff: SignedInStaff;
  readonly until: number;
}

export class SessionCheck {
  private readonly remembered = new Map<string, Remembered>();
  /** Rises whenever the accounts may have changed: an answer read before then is not remembered. */
  private accountsVersion = 0;

  constructor(
    private readonly strategy: SessionStrategy,
    runner: Pick<ProjectionRunner, 'onDocumentsChanged'>,
    private readonly now: () => number = Date.now,
  ) {
    runner.onDocumentsChanged((collections) => {
      if (!collections.has(STAFF_ACCOUNTS)) return;
      this.accountsVersion += 1;
      this.remembered.clear();
    });
  }

  /** The staff member of the request's session; null for no or an invalid session; rejects when the store fails. */
  async staffOf(request: Request, response: Response): Promise<SignedInStaff | null> {
    const token = sessionTokenOf(request);
    const known = token === null ? undefined : this.remembered.get(token);
    if (known && this.now() < known.until) return known.staff;
    const version = this.accountsVersion;
    const staff = await authenticate(this.strategy, request, response);
    if (token !== null && staff !== null && version === this.accountsVersion) this.remember(token, staff);
    return staff;
  }

  private remember(token: string, staff: SignedInStaff): void {
    if (this.remembered.size >= MAX_TOKENS) this.remembered.clear();
    const until = Math.min(this.now() + SESSION_MEMORY_MS, expiryOf(token));
    this.remembered.set(token, { staff, until });
  }
}

/** The `exp` of a token that just passed verification, in epoch ms (0 if unreadable: never remembered). */
function expiryOf(token: string): number {
  try {
    const payload: unknown = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    const exp = (payload as { exp?: unknown } | null)?.exp;
    return typeof exp === 'number' ? exp * 1000 : 0;
  } catch {
    return 0;
  }
}

// A request's staff session, checked against the account as it stands now in the log (issue 28:
// rights are read where the decision is made). The request is counted by the actor gate from
// before its account is read until its answer is sent, so a change to the account's rights answers
// only once the requests checked before it have been answered; and a command the session sends reads
// the account again where it is decided, its rights held until its events are appended.
import { isSessionEnded, type Actor, type SessionClaims } from '@gym/domain';
import type { HttpRequest } from '../shared/http/http-exchange.js';
import type { ActorGate, RequestTicket } from '../shared/commands/actor-gate.js';
import type { ActingSession } from '../shared/commands/command-runner.types.js';
import { AppError } from '../shared/http/app-error.js';
import type { SignedInStaff } from '../shared/http/command-context.js';
import type { StaffAccountDocument } from '../staff/staff.port.js';

/** Where an account is read: its stream as it stands now (CurrentStaffAccounts), never a projection. */
export interface SessionAccounts {
  current(staffId: string): Promise<StaffAccountDocument | null>;
  /** For checking a request as it comes in: as `current`, or as last known while the log cannot be read. */
  currentOrLastKnown(staffId: string): Promise<StaffAccountDocument | null>;
}

/** The signed-in staff a session's claims name, if the account still honours them; null otherwise. */
export function sessionStaff(account: StaffAccountDocument | null, claims: SessionClaims): SignedInStaff | null {
  if (!account || account.disabled || account.sessionsValidFrom !== claims.sv) return null;
  if (isSessionEnded(account.endedSessions, claims.jti)) return null;
  const staff = { staffId: account.id, email: account.email, displayName: account.displayName, role: account.role };
  if (claims.jti === undefined) return staff;
  return { ...staff, session: { id: claims.jti, expiresAt: new Date(claims.exp * 1000).toISOString() } };
}

export class StaffSessions {
  constructor(
    private readonly accounts: SessionAccounts,
    private readonly gate: ActorGate,
  ) {}

  /**
   * The signed-in staff of verified claims, with the session a command of this request acts as;
   * null when the account no longer honours them. The request counts until its answer is sent.
   */
  async signedIn(claims: SessionClaims, request: HttpRequest): Promise<SignedInStaff | null> {
    const ticket = this.gate.enter(claims.sub);
    const { answer } = request;
    if (answer) answer.once('close', () => ticket.leave());
    try {
      const staff = await this.check(claims, ticket, 'arriving');
      return staff === null ? null : { ...staff, acting: this.acting(claims, ticket) };
    } finally {
      // Without a response to wait for (a check outside HTTP), the request counts while checked only.
      if (!answer) ticket.leave();
    }
  }

  /**
   * Reads the account, noting on the ticket the epoch read before it (see ActorGate). A request
   * arriving is answered as the account was last known if the log cannot be read; a command never is.
   */
  private async check(
    claims: SessionClaims,
    ticket: RequestTicket,
    when: 'arriving' | 'deciding',
  ): Promise<SignedInStaff | null> {
    const epoch = this.gate.epoch;
    const account =
      when === 'arriving'
        ? await this.accounts.currentOrLastKnown(claims.sub)
        : await this.accounts.current(claims.sub);
    const staff = sessionStaff(account, claims);
    if (staff !== null) ticket.checked(epoch);
    return staff;
  }

  private acting(claims: SessionClaims, ticket: RequestTicket): ActingSession {
    const current = async (): Promise<Actor> => {
      const staff = await this.check(claims, ticket, 'deciding');
      if (staff === null) throw new AppError('AUTH.UNAUTHORIZED');
      return { staffId: staff.staffId, role: staff.role };
    };
    return {
      ticket,
      current,
      holding: (work) => this.gate.shared(claims.sub, () => current().then(work)),
    };
  }
}

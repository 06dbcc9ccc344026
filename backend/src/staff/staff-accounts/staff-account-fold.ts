// A staff account's document from its events, one at a time: what the staff accounts projection
// keeps and what a request's session is checked against (CurrentStaffAccounts folds the account's
// own stream with the same functions, so the two can never read an account differently).
import {
  endedSessionsInForce,
  eventOccurredAt,
  roleAsRead,
  type EndedSessions,
  type StaffEventType,
  type StaffRole,
} from '@gym/domain';
import { unhandled, type ProjectedEvent } from '../../shared/projections/projection.js';

export interface StaffAccountDocument {
  readonly id: string;
  readonly email: string;
  readonly displayName: string;
  readonly passwordHash: string;
  readonly role: StaffRole;
  readonly disabled: boolean;
  readonly createdAt: string;
  /**
   * Sessions issued before this are no longer valid (password changed, disabled, demoted, all
   * ended): the instant of that event, followed by `#` and the event's id for 'all ended'.
   */
  readonly sessionsValidFrom: string;
  /**
   * Sessions ended one by one ('Cerrar Sesión') whose tokens have not expired yet: id → expiry. Kept
   * on the account so the per-request check stays one get; emptied whenever `sessionsValidFrom`
   * moves, and expired entries dropped at every change of the account. Absent on older documents.
   */
  readonly endedSessions?: EndedSessions;
  readonly lastSignInAt: string | null;
  readonly [key: string]: unknown;
}

type StaffProjectedEvent = ProjectedEvent<StaffEventType>;

/** The new account; `isFirstAccount`: the gym's first, which reads as Administrador without a role recorded (R25). */
export function createdAccount(
  event: ProjectedEvent<'StaffAccountCreated'>,
  isFirstAccount: boolean,
): StaffAccountDocument {
  const at = eventOccurredAt(event);
  const { staffId, email, displayName, passwordHash } = event.data;
  const account: StaffAccountDocument = {
    id: staffId,
    email,
    displayName,
    passwordHash,
    role: roleAsRead(event.data.role, isFirstAccount),
    disabled: false,
    createdAt: at,
    sessionsValidFrom: at,
    endedSessions: {},
    lastSignInAt: null,
  };
  return account;
}

/** Every session of the account issued so far ends: none is left to remember one by one. */
const allSessionsEnd = (validFrom: string) => ({ sessionsValidFrom: validFrom, endedSessions: {} });

export type LaterStaffEvent = Exclude<StaffProjectedEvent, { type: 'StaffAccountCreated' }>;

/** What a later event changes on the account, given the sessions ended one by one still in force. */
function change(event: LaterStaffEvent, at: string, ended: EndedSessions): Partial<StaffAccountDocument> {
  switch (event.type) {
    case 'StaffPasswordChanged':
      return { passwordHash: event.data.passwordHash, ...allSessionsEnd(at) };
    case 'StaffAccountDisabled':
      return { disabled: true, ...allSessionsEnd(at) };
    case 'StaffAccountEnabled':
      return { disabled: false };
    case 'StaffRoleChanged':
      // A demoted account's sessions end; a promoted one keeps them (its role is read on each request).
      return event.data.role === 'reception'
        ? { role: event.data.role, ...allSessionsEnd(at) }
        : { role: event.data.role };
    case 'StaffDisplayNameChanged':
      // Names in histories and on receipts are read from here, so they follow at once (R23).
      return { displayName: event.data.displayName };
    case 'StaffSignedIn':
      return { lastSignInAt: at };
    case 'StaffSessionEnded':
      return { endedSessions: { ...ended, [event.data.sessionId]: event.data.expiresAt } };
    case 'StaffSessionsEnded':
      // The event's id too: a session issued in the same millisecond (or under a stopped test
      // clock) must still end. Older events keep the bare instant, so their tokens stay valid.
      return allSessionsEnd(`${at}#${event.id}`);
    default:
      return unhandled(event);
  }
}

/** The account after a later event; sessions it ended one by one that have expired since are forgotten. */
export function changedAccount(account: StaffAccountDocument, event: LaterStaffEvent): StaffAccountDocument {
  const at = eventOccurredAt(event);
  const endedSessions = endedSessionsInForce(account.endedSessions, at);
  return { ...account, endedSessions, ...change(event, at, endedSessions) };
}

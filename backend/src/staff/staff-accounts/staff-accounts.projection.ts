// Read model of staff accounts, used to sign in, to check each request's session and role (R25),
// to name who did what, and for the Personal screen.
import {
  endedSessionsInForce,
  eventOccurredAt,
  roleAsRead,
  STAFF_EVENT_TYPES,
  type EndedSessions,
  type StaffEventType,
  type StaffRole,
} from '@gym/domain';
import { defineProjection, unhandled, type ProjectedEvent } from '../../shared/projections/projection.js';
import type { DocumentSession } from '../../shared/projections/projection.js';

export const STAFF_ACCOUNTS = 'staff_accounts';
/** One document (`first`): the gym's first account, which reads as Administrador without a role recorded. */
export const STAFF_FIRST_ACCOUNT = 'staff_first_account';
const FIRST = 'first';

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

function created(event: ProjectedEvent<'StaffAccountCreated'>, documents: DocumentSession, at: string): void {
  const isFirstAccount = documents.get(STAFF_FIRST_ACCOUNT, FIRST) === null;
  if (isFirstAccount) documents.put(STAFF_FIRST_ACCOUNT, { id: FIRST, staffId: event.data.staffId });
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
  documents.put(STAFF_ACCOUNTS, account);
}

/** Every session of the account issued so far ends: none is left to remember one by one. */
const allSessionsEnd = (validFrom: string) => ({ sessionsValidFrom: validFrom, endedSessions: {} });

type LaterEvent = Exclude<StaffProjectedEvent, { type: 'StaffAccountCreated' }>;

/** What a later event changes on the account, given the sessions ended one by one still in force. */
function change(event: LaterEvent, at: string, ended: EndedSessions): Partial<StaffAccountDocument> {
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
function changed(account: StaffAccountDocument, event: LaterEvent, at: string): StaffAccountDocument {
  const endedSessions = endedSessionsInForce(account.endedSessions, at);
  return { ...account, endedSessions, ...change(event, at, endedSessions) };
}

export const staffAccountsProjection = defineProjection({
  name: 'staff_accounts',
  // 4: e-mails in their one spelling (NFKC, lower case), upcast when read (issue 28).
  version: 4,
  collections: [
    {
      name: STAFF_ACCOUNTS,
      fields: { email: 'text', disabled: 'boolean', createdAt: 'text' },
      indexes: [['email']],
    },
    { name: STAFF_FIRST_ACCOUNT, fields: {} },
  ],
  eventTypes: STAFF_EVENT_TYPES,
  documentsRead: (event) => [
    { collection: STAFF_ACCOUNTS, id: event.data.staffId },
    ...(event.type === 'StaffAccountCreated' ? [{ collection: STAFF_FIRST_ACCOUNT, id: FIRST }] : []),
  ],
  apply(event, documents) {
    const at = eventOccurredAt(event);
    if (event.type === 'StaffAccountCreated') {
      created(event, documents, at);
      return;
    }
    const account = documents.get<StaffAccountDocument>(STAFF_ACCOUNTS, event.data.staffId);
    if (account) documents.put(STAFF_ACCOUNTS, changed(account, event, at));
  },
});

// Read model of staff accounts, used to sign in, to check each request's role (R25), to name who
// did what, and for the Personal screen.
import { roleAsRead, type StaffRole } from '@gym/domain';
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
  /** Sessions issued before this instant are no longer valid (password changed, disabled, demoted). */
  readonly sessionsValidFrom: string;
  readonly lastSignInAt: string | null;
  readonly [key: string]: unknown;
}

type StaffProjectedEvent = ProjectedEvent<
  | 'StaffAccountCreated'
  | 'StaffPasswordChanged'
  | 'StaffAccountDisabled'
  | 'StaffAccountEnabled'
  | 'StaffRoleChanged'
  | 'StaffSignedIn'
>;

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
    lastSignInAt: null,
  };
  documents.put(STAFF_ACCOUNTS, account);
}

/** What a later event changes on the account. */
function change(event: Exclude<StaffProjectedEvent, { type: 'StaffAccountCreated' }>, at: string) {
  switch (event.type) {
    case 'StaffPasswordChanged':
      return { passwordHash: event.data.passwordHash, sessionsValidFrom: at };
    case 'StaffAccountDisabled':
      return { disabled: true, sessionsValidFrom: at };
    case 'StaffAccountEnabled':
      return { disabled: false };
    case 'StaffRoleChanged':
      // A demoted account's sessions end; a promoted one keeps them (its role is read on each request).
      return event.data.role === 'reception'
        ? { role: event.data.role, sessionsValidFrom: at }
        : { role: event.data.role };
    case 'StaffSignedIn':
      return { lastSignInAt: at };
    default:
      return unhandled(event);
  }
}

export const staffAccountsProjection = defineProjection({
  name: 'staff_accounts',
  version: 2,
  collections: [
    {
      name: STAFF_ACCOUNTS,
      fields: { email: 'text', disabled: 'boolean', createdAt: 'text' },
      indexes: [['email']],
    },
    { name: STAFF_FIRST_ACCOUNT, fields: {} },
  ],
  eventTypes: [
    'StaffAccountCreated',
    'StaffPasswordChanged',
    'StaffAccountDisabled',
    'StaffAccountEnabled',
    'StaffRoleChanged',
    'StaffSignedIn',
  ],
  documentsRead: (event) => [
    { collection: STAFF_ACCOUNTS, id: event.data.staffId },
    ...(event.type === 'StaffAccountCreated' ? [{ collection: STAFF_FIRST_ACCOUNT, id: FIRST }] : []),
  ],
  apply(event, documents) {
    const at = event.metadata.occurredAt ?? event.recordedAt;
    if (event.type === 'StaffAccountCreated') return created(event, documents, at);
    const account = documents.get<StaffAccountDocument>(STAFF_ACCOUNTS, event.data.staffId);
    if (account) documents.put(STAFF_ACCOUNTS, { ...account, ...change(event, at) });
  },
});

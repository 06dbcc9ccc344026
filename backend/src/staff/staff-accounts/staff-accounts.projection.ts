// Read model of staff accounts, used to find an account by its e-mail at sign-in, to name who did
// what, and for the Personal screen. (A request's session and role are read from the account's own
// stream, as it stands when the request is checked: current-staff-accounts.ts, issue 28.)
import { STAFF_EVENT_TYPES } from '@gym/domain';
import { defineProjection } from '../../shared/projections/projection.js';
import { changedAccount, createdAccount, type StaffAccountDocument } from './staff-account-fold.js';

export type { StaffAccountDocument } from './staff-account-fold.js';

export const STAFF_ACCOUNTS = 'staff_accounts';
/** One document (`first`): the gym's first account, which reads as Administrador without a role recorded. */
export const STAFF_FIRST_ACCOUNT = 'staff_first_account';
const FIRST = 'first';

export const staffAccountsProjection = defineProjection({
  name: 'staff_accounts',
  // 4: an account's display name changes (issue 30); 5: e-mails in their one spelling (NFKC, lower
  // case), upcast when read (issue 28).
  version: 5,
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
    if (event.type === 'StaffAccountCreated') {
      const isFirstAccount = documents.get(STAFF_FIRST_ACCOUNT, FIRST) === null;
      if (isFirstAccount) documents.put(STAFF_FIRST_ACCOUNT, { id: FIRST, staffId: event.data.staffId });
      documents.put(STAFF_ACCOUNTS, createdAccount(event, isFirstAccount));
      return;
    }
    const account = documents.get<StaffAccountDocument>(STAFF_ACCOUNTS, event.data.staffId);
    if (account) documents.put(STAFF_ACCOUNTS, changedAccount(account, event));
  },
});

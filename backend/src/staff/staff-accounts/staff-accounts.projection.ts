// Read model of staff accounts, used to sign in and to name who did what.
import { defineProjection, unhandled } from '../../shared/projections/projection.js';

export const STAFF_ACCOUNTS = 'staff_accounts';

export interface StaffAccountDocument {
  readonly id: string;
  readonly email: string;
  readonly displayName: string;
  readonly passwordHash: string;
  readonly disabled: boolean;
  readonly createdAt: string;
  /** Sessions issued before this instant are no longer valid (password changed or disabled). */
  readonly sessionsValidFrom: string;
  readonly [key: string]: unknown;
}

export const staffAccountsProjection = defineProjection({
  name: 'staff_accounts',
  version: 1,
  collections: [
    {
      name: STAFF_ACCOUNTS,
      fields: { email: 'text', disabled: 'boolean', createdAt: 'text' },
      indexes: [['email']],
    },
  ],
  eventTypes: ['StaffAccountCreated', 'StaffPasswordChanged', 'StaffAccountDisabled'],
  documentsRead: (event) => [{ collection: STAFF_ACCOUNTS, id: event.data.staffId }],
  apply(event, documents) {
    const at = event.metadata.occurredAt ?? event.recordedAt;
    switch (event.type) {
      case 'StaffAccountCreated': {
        const account: StaffAccountDocument = {
          id: event.data.staffId,
          email: event.data.email,
          displayName: event.data.displayName,
          passwordHash: event.data.passwordHash,
          disabled: false,
          createdAt: at,
          sessionsValidFrom: at,
        };
        documents.put(STAFF_ACCOUNTS, account);
        return;
      }
      case 'StaffPasswordChanged':
      case 'StaffAccountDisabled': {
        const account = documents.get<StaffAccountDocument>(STAFF_ACCOUNTS, event.data.staffId);
        if (!account) return;
        const change =
          event.type === 'StaffPasswordChanged' ? { passwordHash: event.data.passwordHash } : { disabled: true };
        documents.put(STAFF_ACCOUNTS, { ...account, ...change, sessionsValidFrom: at });
        return;
      }
      default:
        unhandled(event);
    }
  },
});

// The facts of a staff account, stored in the `staff-<uuid>` stream.

export interface StaffAccountCreated {
  readonly type: 'StaffAccountCreated';
  readonly data: {
    readonly staffId: string;
    readonly email: string;
    readonly displayName: string;
    /** scrypt hash in the form `scrypt$N$r$p$salt$hash` (never the password). */
    readonly passwordHash: string;
  };
}

export interface StaffPasswordChanged {
  readonly type: 'StaffPasswordChanged';
  readonly data: { readonly staffId: string; readonly passwordHash: string };
}

export interface StaffAccountDisabled {
  readonly type: 'StaffAccountDisabled';
  readonly data: { readonly staffId: string };
}

export type StaffEvent = StaffAccountCreated | StaffPasswordChanged | StaffAccountDisabled;
export type StaffEventType = StaffEvent['type'];

export const STAFF_EVENT_TYPES: readonly StaffEventType[] = [
  'StaffAccountCreated',
  'StaffPasswordChanged',
  'StaffAccountDisabled',
];

export const staffStreamId = (staffId: string): string => `staff-${staffId}`;

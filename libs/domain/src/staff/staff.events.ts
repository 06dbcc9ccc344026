// The facts of a staff account, stored in the `staff-<uuid>` stream.
import type { StaffRole } from './staff-roles.js';

export interface StaffAccountCreated {
  readonly type: 'StaffAccountCreated';
  readonly data: {
    readonly staffId: string;
    readonly email: string;
    readonly displayName: string;
    /** scrypt hash in the form `scrypt$N$r$p$salt$hash` (never the password). */
    readonly passwordHash: string;
    /** Absent on accounts created before roles existed: read with `roleAsRead` (R25). */
    readonly role?: StaffRole;
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

export interface StaffAccountEnabled {
  readonly type: 'StaffAccountEnabled';
  readonly data: { readonly staffId: string };
}

export interface StaffRoleChanged {
  readonly type: 'StaffRoleChanged';
  readonly data: { readonly staffId: string; readonly role: StaffRole; readonly previousRole: StaffRole };
}

/** The account's name as staff and receipts read it (issue 30: 'Mi cuenta'); histories follow it. */
export interface StaffDisplayNameChanged {
  readonly type: 'StaffDisplayNameChanged';
  readonly data: { readonly staffId: string; readonly displayName: string; readonly previousDisplayName: string };
}

/** The account signed in (its instant is the event's `occurredAt`): the Personal screen's 'Último ingreso'. */
export interface StaffSignedIn {
  readonly type: 'StaffSignedIn';
  readonly data: { readonly staffId: string };
}

/**
 * 'Cerrar Sesión': one session (the token's `jti`) is refused from now on. `expiresAt` is when the
 * token would have expired anyway, after which the read model may forget it.
 */
export interface StaffSessionEnded {
  readonly type: 'StaffSessionEnded';
  readonly data: { readonly staffId: string; readonly sessionId: string; readonly expiresAt: string };
}

/** 'Cerrar todas mis sesiones': every session of the account issued before this event ends. */
export interface StaffSessionsEnded {
  readonly type: 'StaffSessionsEnded';
  readonly data: { readonly staffId: string };
}

export type StaffEvent =
  | StaffAccountCreated
  | StaffPasswordChanged
  | StaffAccountDisabled
  | StaffAccountEnabled
  | StaffRoleChanged
  | StaffDisplayNameChanged
  | StaffSignedIn
  | StaffSessionEnded
  | StaffSessionsEnded;
export type StaffEventType = StaffEvent['type'];

export const STAFF_EVENT_TYPES: readonly StaffEventType[] = [
  'StaffAccountCreated',
  'StaffPasswordChanged',
  'StaffAccountDisabled',
  'StaffAccountEnabled',
  'StaffRoleChanged',
  'StaffDisplayNameChanged',
  'StaffSignedIn',
  'StaffSessionEnded',
  'StaffSessionsEnded',
];

export const staffStreamId = (staffId: string): string => `staff-${staffId}`;

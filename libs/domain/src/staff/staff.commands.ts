// What can be asked of a staff account. The password arrives already hashed: hashing is I/O-free
// but slow and secret-bearing, so it belongs to the backend, never to the domain.
import type { DecisionContext } from '../decision.js';
import type { StaffRole, StaffRosterEntry } from './staff-roles.js';

export interface CreateStaffAccount {
  readonly type: 'CreateStaffAccount';
  readonly data: {
    readonly staffId: string;
    /** Stored lower-cased and trimmed. */
    readonly email: string;
    readonly displayName: string;
    readonly passwordHash: string;
    readonly role: StaffRole;
  };
}

export interface ChangeStaffPassword {
  readonly type: 'ChangeStaffPassword';
  readonly data: { readonly staffId: string; readonly passwordHash: string };
}

export interface DisableStaffAccount {
  readonly type: 'DisableStaffAccount';
  readonly data: { readonly staffId: string };
}

export interface EnableStaffAccount {
  readonly type: 'EnableStaffAccount';
  readonly data: { readonly staffId: string };
}

export interface ChangeStaffRole {
  readonly type: 'ChangeStaffRole';
  readonly data: { readonly staffId: string; readonly role: StaffRole };
}

/** 'Mi cuenta': the signed-in account gives itself the name receipts and histories show (issue 30). */
export interface ChangeStaffDisplayName {
  readonly type: 'ChangeStaffDisplayName';
  readonly data: { readonly staffId: string; readonly displayName: string };
}

export interface RecordStaffSignIn {
  readonly type: 'RecordStaffSignIn';
  readonly data: { readonly staffId: string };
}

/** 'Cerrar Sesión' with a session that carries an id. */
export interface EndStaffSession {
  readonly type: 'EndStaffSession';
  readonly data: { readonly staffId: string; readonly sessionId: string; readonly expiresAt: string };
}

/** 'Cerrar todas mis sesiones' (Mi cuenta). */
export interface EndAllStaffSessions {
  readonly type: 'EndAllStaffSessions';
  readonly data: { readonly staffId: string };
}

export type StaffCommand =
  | CreateStaffAccount
  | ChangeStaffPassword
  | DisableStaffAccount
  | EnableStaffAccount
  | ChangeStaffRole
  | ChangeStaffDisplayName
  | RecordStaffSignIn
  | EndStaffSession
  | EndAllStaffSessions;
export type StaffCommandType = StaffCommand['type'];

/**
 * What a staff command is decided against besides its own account: every account of the gym in
 * creation order, for the rules that span accounts (R25: always one active Administrador; one
 * active account per e-mail). Read from the staff streams by the caller, like the clock.
 */
export interface StaffDecisionContext extends DecisionContext {
  readonly staff: readonly StaffRosterEntry[];
}

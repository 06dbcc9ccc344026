// The two staff roles (R25) and how an account's role is read, including accounts created before
// roles existed: one default, here, for every reader (write side, projection, CLI).

export const STAFF_ROLES = ['admin', 'reception'] as const;
/** 'admin' is Administrador (the owner), 'reception' is Recepción (the front desk). */
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/**
 * R25: an account's role as read. One created with a role has it. One created before roles
 * existed has none recorded: the gym's first account (created from GYM_ADMIN_EMAIL, or the first
 * one the owner made) reads as Administrador, every later one as Recepción. No event is rewritten.
 */
export function roleAsRead(recorded: StaffRole | undefined, isFirstAccount: boolean): StaffRole {
  return recorded ?? (isFirstAccount ? 'admin' : 'reception');
}

export const isAdministrator = (role: StaffRole | undefined): boolean => role === 'admin';

/** One account as the rules spanning accounts see it (the last administrator, e-mails in use). */
export interface StaffRosterEntry {
  readonly staffId: string;
  readonly email: string;
  readonly role: StaffRole;
  readonly active: boolean;
}

/** The roster of the gym from its accounts in creation order (the first one is the gym's first account). */
export function staffRoster(
  accounts: readonly {
    readonly staffId: string;
    readonly email: string;
    readonly role?: StaffRole;
    readonly status: 'active' | 'disabled';
  }[],
): StaffRosterEntry[] {
  return accounts.map((account, index) => ({
    staffId: account.staffId,
    email: account.email,
    role: roleAsRead(account.role, index === 0),
    active: account.status === 'active',
  }));
}

/** Whether an active Administrador other than `staffId` remains (R25: there is always one). */
export function anotherActiveAdministrator(roster: readonly StaffRosterEntry[], staffId: string): boolean {
  return roster.some((entry) => entry.staffId !== staffId && entry.active && entry.role === 'admin');
}

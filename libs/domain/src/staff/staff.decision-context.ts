// What a staff command is decided against besides its own account, and the questions the rules ask
// of it; apart from the dispatch so each command's file can name it without importing staff.decide.ts.
import type { DecisionContext } from '../decision.js';
import { roleAsRead, type StaffRole, type StaffRosterEntry } from './staff-roles.js';
import type { ExistingStaffAccount } from './staff.state.js';

/**
 * What a staff command is decided against besides its own account: every account of the gym in
 * creation order, for the rules that span accounts (R25: always one active Administrador; one
 * active account per e-mail). Read from the staff streams by the caller, like the clock.
 */
export interface StaffDecisionContext extends DecisionContext {
  readonly staff: readonly StaffRosterEntry[];
}

/** The account's role as the roster reads it (R25); an account missing from it reads by its own record. */
export function roleOf(account: ExistingStaffAccount, context: StaffDecisionContext): StaffRole {
  const entry = context.staff.find((candidate) => candidate.staffId === account.staffId);
  return entry?.role ?? roleAsRead(account.role, false);
}

/** Another active account has this e-mail (a disabled account's e-mail may be given again). */
export const emailInUse = (context: StaffDecisionContext, email: string, exceptId: string): boolean =>
  context.staff.some((entry) => entry.active && entry.email === email && entry.staffId !== exceptId);

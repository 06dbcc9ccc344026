// An Administrador disables an account or enables it again (R25): the two commands and their rules.
// Neither has a body: the account is the path's.
import { reject, type Decision } from '../decision.js';
import { anotherActiveAdministrator } from './staff-roles.js';
import { emailInUse, roleOf, type StaffDecisionContext } from './staff.decision-context.js';
import type { StaffEvent } from './staff.events.js';
import type { ExistingStaffAccount } from './staff.state.js';

export interface DisableStaffAccount {
  readonly type: 'DisableStaffAccount';
  readonly data: { readonly staffId: string };
}

export interface EnableStaffAccount {
  readonly type: 'EnableStaffAccount';
  readonly data: { readonly staffId: string };
}

/** Disabling a disabled account changes nothing, so records nothing. The last active Administrador stays (R25). */
export function disableStaffAccount(
  _command: DisableStaffAccount,
  account: ExistingStaffAccount,
  context: StaffDecisionContext,
): Decision<StaffEvent> {
  if (account.status === 'disabled') return [];
  const { staffId } = account;
  if (roleOf(account, context) === 'admin' && !anotherActiveAdministrator(context.staff, staffId)) {
    return reject('STAFF.LAST_ADMINISTRATOR');
  }
  return [{ type: 'StaffAccountDisabled', data: { staffId } }];
}

/** Enabling an active account records nothing; its e-mail must not have gone to another active account meanwhile. */
export function enableStaffAccount(
  _command: EnableStaffAccount,
  account: ExistingStaffAccount,
  context: StaffDecisionContext,
): Decision<StaffEvent> {
  if (account.status === 'active') return [];
  if (emailInUse(context, account.email, account.staffId)) return reject('STAFF.EMAIL_TAKEN', undefined, 'email');
  return [{ type: 'StaffAccountEnabled', data: { staffId: account.staffId } }];
}

// An Administrador gives an account another role (R25): the body, the command, and its rule.
import { z } from 'zod';
import { strictBodyError } from '../api/schema-primitives.js';
import { reject, type Decision } from '../decision.js';
import { anotherActiveAdministrator, isStaffRole, type StaffRole } from './staff-roles.js';
import { roleOf, type StaffDecisionContext } from './staff.decision-context.js';
import type { StaffEvent } from './staff.events.js';
import { staffRoleSchema } from './staff.request-fields.js';
import type { ExistingStaffAccount } from './staff.state.js';

export interface ChangeStaffRole {
  readonly type: 'ChangeStaffRole';
  readonly data: { readonly staffId: string; readonly role: StaffRole };
}

export const changeStaffRoleRequest = z
  .strictObject({ role: staffRoleSchema }, strictBodyError)
  .meta({ id: 'ChangeStaffRoleRequest' });

export type ChangeStaffRoleRequest = z.output<typeof changeStaffRoleRequest>;

/** The same role records nothing; demoting the last active Administrador is refused (R25). */
export function changeStaffRole(
  { data }: ChangeStaffRole,
  account: ExistingStaffAccount,
  context: StaffDecisionContext,
): Decision<StaffEvent> {
  if (!isStaffRole(data.role)) return reject('STAFF.ROLE_INVALID', undefined, 'role');
  const previousRole = roleOf(account, context);
  if (data.role === previousRole) return [];
  const { staffId } = account;
  const demotesLast =
    previousRole === 'admin' && account.status === 'active' && !anotherActiveAdministrator(context.staff, staffId);
  if (demotesLast) return reject('STAFF.LAST_ADMINISTRATOR');
  return [{ type: 'StaffRoleChanged', data: { staffId, role: data.role, previousRole } }];
}

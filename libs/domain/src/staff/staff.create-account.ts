// Creating a staff account (R25): the Personal screen's body, the command, and its rule. The
// password arrives already hashed: hashing is slow and secret-bearing, so it is the backend's.
import { z } from 'zod';
import { strictBodyError } from '../api/schema-primitives.js';
import { reject, type Decision } from '../decision.js';
import { requestText } from '../request-text.js';
import { EMAIL_MAX, emailProblem, normaliseEmail } from './staff-email.js';
import { isPasswordHash } from './staff-passwords.js';
import { isStaffRole, type StaffRole } from './staff-roles.js';
import { validDisplayName } from './staff.change-display-name.js';
import { emailInUse, type StaffDecisionContext } from './staff.decision-context.js';
import type { StaffEvent } from './staff.events.js';
import { newPassword, staffEmailText, staffRoleSchema } from './staff.request-fields.js';
import type { StaffState } from './staff.state.js';

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

/** POST /api/staff. Without `role`, Recepción. */
export const createStaffAccountRequest = z
  .strictObject(
    {
      email: staffEmailText('STAFF.EMAIL_INVALID', EMAIL_MAX).meta({ example: 'caja@migimnasio.co' }),
      displayName: requestText('STAFF.DISPLAY_NAME_REQUIRED').meta({ example: 'Luis Gómez' }),
      password: newPassword,
      role: staffRoleSchema.default('reception'),
    },
    strictBodyError,
  )
  .meta({ id: 'CreateStaffAccountRequest' });

export type CreateStaffAccountRequest = z.output<typeof createStaffAccountRequest>;

export function createStaffAccount(
  { data }: CreateStaffAccount,
  state: StaffState,
  context: StaffDecisionContext,
): Decision<StaffEvent> {
  if (state.status !== 'none') return reject('STAFF.ALREADY_EXISTS');
  const invalidEmail = typeof data.email === 'string' ? emailProblem(data.email) : 'STAFF.EMAIL_INVALID';
  if (invalidEmail !== null) return reject(invalidEmail, undefined, 'email');
  const displayName = validDisplayName(data.displayName);
  if (typeof displayName !== 'string') return displayName;
  if (!isStaffRole(data.role)) return reject('STAFF.ROLE_INVALID', undefined, 'role');
  if (!isPasswordHash(data.passwordHash)) return reject('STAFF.PASSWORD_HASH_INVALID');
  const { staffId, passwordHash, role } = data;
  const email = normaliseEmail(data.email);
  // A disabled account's e-mail may be given to a new one; an active one's may not.
  if (emailInUse(context, email, staffId)) return reject('STAFF.EMAIL_TAKEN', undefined, 'email');
  return [{ type: 'StaffAccountCreated', data: { staffId, email, displayName, passwordHash, role } }];
}

// A new password for an account: an Administrador's for another account (Personal) or the account's
// own ('Mi cuenta'); the two bodies, the command, and its rule. It arrives hashed by the backend.
import { z } from 'zod';
import { strictBodyError } from '../api/schema-primitives.js';
import { reject, type Decision } from '../decision.js';
import { requestText } from '../request-text.js';
import { isPasswordHash } from './staff-passwords.js';
import type { StaffEvent } from './staff.events.js';
import { newPassword } from './staff.request-fields.js';
import type { ExistingStaffAccount } from './staff.state.js';

export interface ChangeStaffPassword {
  readonly type: 'ChangeStaffPassword';
  readonly data: { readonly staffId: string; readonly passwordHash: string };
}

/** POST /api/staff/:id/password: an Administrador sets another account's password. */
export const setStaffPasswordRequest = z
  .strictObject({ password: newPassword }, strictBodyError)
  .meta({ id: 'SetStaffPasswordRequest' });

/** POST /api/auth/password ('Mi cuenta'). */
export const changeOwnPasswordRequest = z
  .strictObject(
    {
      currentPassword: requestText('STAFF.CURRENT_PASSWORD_WRONG').max(10_000).meta({ example: 'una-clave-larga' }),
      newPassword,
    },
    strictBodyError,
  )
  .meta({ id: 'ChangeOwnPasswordRequest' });

export type SetStaffPasswordRequest = z.output<typeof setStaffPasswordRequest>;
export type ChangeOwnPasswordRequest = z.output<typeof changeOwnPasswordRequest>;

export function changeStaffPassword(
  { data }: ChangeStaffPassword,
  account: ExistingStaffAccount,
): Decision<StaffEvent> {
  if (account.status === 'disabled') return reject('STAFF.DISABLED');
  if (!isPasswordHash(data.passwordHash)) return reject('STAFF.PASSWORD_HASH_INVALID');
  return [{ type: 'StaffPasswordChanged', data: { staffId: account.staffId, passwordHash: data.passwordHash } }];
}

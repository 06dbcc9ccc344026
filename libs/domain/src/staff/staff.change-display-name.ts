// 'Mi cuenta' (issue 30): the signed-in account gives itself the name receipts and histories show.
// The body, the command, its rule, and the name's own rule, which a new account's name follows too.
import { z } from 'zod';
import { strictBodyError } from '../api/schema-primitives.js';
import { reject, type Decision, type Rejection } from '../decision.js';
import { requestText } from '../request-text.js';
import { isPlainText } from '../rules/plain-text.js';
import type { StaffEvent } from './staff.events.js';
import type { ExistingStaffAccount } from './staff.state.js';

export const STAFF_DISPLAY_NAME_MAX = 120;

/** 'Mi cuenta': the signed-in account gives itself the name receipts and histories show (issue 30). */
export interface ChangeStaffDisplayName {
  readonly type: 'ChangeStaffDisplayName';
  readonly data: { readonly staffId: string; readonly displayName: string };
}

/** POST /api/auth/display-name ('Mi cuenta', issue 30): the signed-in account's own name. */
export const changeOwnDisplayNameRequest = z
  .strictObject(
    {
      displayName: requestText('STAFF.DISPLAY_NAME_REQUIRED')
        .trim()
        .min(1, { error: 'STAFF.DISPLAY_NAME_REQUIRED' })
        .max(STAFF_DISPLAY_NAME_MAX, { error: 'REQUEST.TEXT_TOO_LONG' })
        .meta({ example: 'Marta Ruiz' }),
    },
    strictBodyError,
  )
  .meta({ id: 'ChangeOwnDisplayNameRequest' });

export type ChangeOwnDisplayNameRequest = z.output<typeof changeOwnDisplayNameRequest>;

/** A display name trimmed, or why it cannot be one. */
export function validDisplayName(typed: unknown): string | Rejection {
  const displayName = typeof typed === 'string' ? typed.trim() : '';
  if (displayName === '') return reject('STAFF.DISPLAY_NAME_REQUIRED', undefined, 'displayName');
  if (displayName.length > STAFF_DISPLAY_NAME_MAX) return reject('REQUEST.TEXT_TOO_LONG', undefined, 'displayName');
  if (!isPlainText(displayName)) return reject('REQUEST.TEXT_INVALID_CHARACTERS', undefined, 'displayName');
  return displayName;
}

/** Issue 30: an account's own name ('Administrador' → 'Marta Ruiz'); the same name records nothing. */
export function changeStaffDisplayName(
  { data }: ChangeStaffDisplayName,
  account: ExistingStaffAccount,
): Decision<StaffEvent> {
  if (account.status === 'disabled') return reject('STAFF.DISABLED');
  const displayName = validDisplayName(data.displayName);
  if (typeof displayName !== 'string') return displayName;
  if (displayName === account.displayName) return [];
  const { staffId } = account;
  return [
    { type: 'StaffDisplayNameChanged', data: { staffId, displayName, previousDisplayName: account.displayName } },
  ];
}

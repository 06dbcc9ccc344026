// The pieces the staff commands' HTTP bodies are built from: the role, an e-mail as sent and a new
// password. Every problem is a catalogue code; each command's own body sits beside its rule.
import { z } from 'zod';
import type { RefusalCode } from '../refusals.js';
import { requestText } from '../request-text.js';
import { hasInvisibleCharacters } from './staff-email.js';
import { STAFF_ROLES } from './staff-roles.js';

export const staffRoleSchema = z
  .enum(STAFF_ROLES, { error: 'STAFF.ROLE_INVALID' })
  .meta({ id: 'StaffRole', description: "'admin' (Administrador) o 'reception' (Recepción)" });

/**
 * A staff e-mail as sent: plain text with no invisible character (a zero-width space or a bidi mark
 * would make a second account look like an existing one); `error` for anything else wrong with it.
 * Case, width and spaces around it are the domain's to normalise (`normaliseEmail`).
 */
export function staffEmailText(error: RefusalCode, max: number) {
  return requestText(error)
    .max(max, { error })
    .refine((text) => !hasInvisibleCharacters(text), { error: 'STAFF.EMAIL_INVISIBLE_CHARACTERS' });
}

/** Length is checked where it is hashed (8 to 256 characters), with the catalogue's texts. */
export const newPassword = requestText('STAFF.PASSWORD_TOO_SHORT').meta({ example: 'otra-clave-larga' });

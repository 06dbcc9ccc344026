// The HTTP shapes of staff accounts and roles (R25): the Personal screen, 'Mi cuenta' and the
// signed-in account. Strict bodies, every problem a catalogue code (the domain checks the rest).
import { z } from 'zod';
import type { RefusalCode } from '../refusals.js';
import { requestText } from '../request-text.js';
import { EMAIL_MAX, hasInvisibleCharacters } from '../staff/staff-email.js';
import { STAFF_ROLES } from '../staff/staff-roles.js';
import { STAFF_DISPLAY_NAME_MAX } from '../staff/staff.decide.js';
import { type ApiShape, instant, strictBodyError, uuid } from './schema-primitives.js';

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
const newPassword = requestText('STAFF.PASSWORD_TOO_SHORT').meta({ example: 'otra-clave-larga' });

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

/** POST /api/staff/:id/password: an Administrador sets another account's password. */
export const setStaffPasswordRequest = z
  .strictObject({ password: newPassword }, strictBodyError)
  .meta({ id: 'SetStaffPasswordRequest' });

export const changeStaffRoleRequest = z
  .strictObject({ role: staffRoleSchema }, strictBodyError)
  .meta({ id: 'ChangeStaffRoleRequest' });

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

/** GET /api/auth/me and POST /api/auth/login: the signed-in account and its role. */
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

export const signedInAccountSchema = z
  .object({ id: uuid, email: z.string(), displayName: z.string(), role: staffRoleSchema })
  .meta({ id: 'SignedInAccount', description: 'La cuenta del personal con la sesión abierta' });

export const staffListItemSchema = z
  .object({
    id: uuid,
    email: z.string(),
    displayName: z.string(),
    role: staffRoleSchema,
    active: z.boolean(),
    createdAt: instant,
    lastSignInAt: instant.nullable().describe('Último ingreso; null si nunca ingresó (o antes de registrarse)'),
  })
  .meta({ id: 'StaffListItem' });

/** GET /api/staff: every account, oldest first. */
export const staffListSchema = z.object({ items: z.array(staffListItemSchema) }).meta({ id: 'StaffList' });

/** What a staff command answers: the account and the position of its last event (read-your-writes). */
export const staffCommandResponseSchema = z
  .object({ id: uuid, position: z.int().min(0) })
  .meta({ id: 'StaffCommandResponse' });

export type CreateStaffAccountRequest = z.output<typeof createStaffAccountRequest>;
export type SetStaffPasswordRequest = z.output<typeof setStaffPasswordRequest>;
export type ChangeStaffRoleRequest = z.output<typeof changeStaffRoleRequest>;
export type ChangeOwnDisplayNameRequest = z.output<typeof changeOwnDisplayNameRequest>;
export type ChangeOwnPasswordRequest = z.output<typeof changeOwnPasswordRequest>;
export type SignedInAccount = ApiShape<typeof signedInAccountSchema>;
export type StaffListItem = ApiShape<typeof staffListItemSchema>;
export type StaffList = ApiShape<typeof staffListSchema>;
export type StaffCommandResponse = ApiShape<typeof staffCommandResponseSchema>;

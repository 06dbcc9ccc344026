// The HTTP shapes of staff accounts and roles (R25) as zod schemas: the Personal screen, 'Mi
// cuenta' and the signed-in account. Types are derived with z.output.
import { z } from 'zod';
import { STAFF_ROLES } from '../staff/staff-roles.js';

export const staffPaths = {
  /** GET: every account (Administrador). POST: a new account (Administrador). */
  staff: '/api/staff',
  password: (id: string) => `/api/staff/${encodeURIComponent(id)}/password`,
  role: (id: string) => `/api/staff/${encodeURIComponent(id)}/role`,
  disable: (id: string) => `/api/staff/${encodeURIComponent(id)}/disable`,
  enable: (id: string) => `/api/staff/${encodeURIComponent(id)}/enable`,
  /** POST, any signed-in account: its own password, given the current one ('Mi cuenta'). */
  myPassword: '/api/auth/password',
} as const;

const unknownKeys = {
  error: (issue: { code: string }) =>
    issue.code === 'unrecognized_keys' ? 'REQUEST.UNKNOWN_FIELD' : 'REQUEST.INVALID',
};

const role = z.enum(STAFF_ROLES, { error: 'STAFF.ROLE_INVALID' });
/** Length is checked where it is hashed (8 to 256 characters), with the catalogue's texts. */
const newPassword = z.string({ error: 'STAFF.PASSWORD_TOO_SHORT' });

/** POST /api/staff. Without `role`, Recepción. */
export const createStaffAccountRequest = z.strictObject(
  {
    email: z.string({ error: 'STAFF.EMAIL_INVALID' }).max(254, { error: 'STAFF.EMAIL_INVALID' }),
    displayName: z.string({ error: 'STAFF.DISPLAY_NAME_REQUIRED' }),
    password: newPassword,
    role: role.default('reception'),
  },
  unknownKeys,
);
export type CreateStaffAccountRequest = z.output<typeof createStaffAccountRequest>;

/** POST /api/staff/:id/password: an Administrador sets another account's password. */
export const setStaffPasswordRequest = z.strictObject({ password: newPassword }, unknownKeys);
export type SetStaffPasswordRequest = z.output<typeof setStaffPasswordRequest>;

/** POST /api/staff/:id/role. */
export const changeStaffRoleRequest = z.strictObject({ role }, unknownKeys);
export type ChangeStaffRoleRequest = z.output<typeof changeStaffRoleRequest>;

/** POST /api/auth/password ('Mi cuenta'). */
export const changeOwnPasswordRequest = z.strictObject(
  {
    currentPassword: z.string({ error: 'STAFF.CURRENT_PASSWORD_WRONG' }).max(10_000),
    newPassword,
  },
  unknownKeys,
);
export type ChangeOwnPasswordRequest = z.output<typeof changeOwnPasswordRequest>;

/** GET /api/auth/me and POST /api/auth/login: the signed-in account and its role. */
export const signedInAccountSchema = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
  role,
});
export type SignedInAccount = z.output<typeof signedInAccountSchema>;

export const staffListItemSchema = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
  role,
  active: z.boolean(),
  /** ISO instant. */
  createdAt: z.string(),
  /** ISO instant of the last sign-in; null when it never signed in (or before this was recorded). */
  lastSignInAt: z.string().nullable(),
});
export type StaffListItem = z.output<typeof staffListItemSchema>;

/** GET /api/staff: every account, oldest first. */
export const staffListSchema = z.object({ items: z.array(staffListItemSchema) });
export type StaffList = z.output<typeof staffListSchema>;

/** What a staff command answers: the account and the position of its last event (read-your-writes). */
export const staffCommandResponseSchema = z.object({ id: z.string(), position: z.int() });
export type StaffCommandResponse = z.output<typeof staffCommandResponseSchema>;

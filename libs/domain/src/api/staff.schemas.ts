// The HTTP answers of staff accounts and roles (R25): the Personal screen's list, the signed-in
// account and what a staff command answers. The bodies sit beside their commands (staff/staff.*.ts).
import { z } from 'zod';
import { staffRoleSchema } from '../staff/staff.request-fields.js';
import { type ApiShape, instant, uuid } from './schema-primitives.js';

/** GET /api/auth/me and POST /api/auth/login: the signed-in account and its role. */
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

export type SignedInAccount = ApiShape<typeof signedInAccountSchema>;
export type StaffListItem = ApiShape<typeof staffListItemSchema>;
export type StaffList = ApiShape<typeof staffListSchema>;
export type StaffCommandResponse = ApiShape<typeof staffCommandResponseSchema>;

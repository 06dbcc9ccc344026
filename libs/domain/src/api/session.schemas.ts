// The JSON shapes of signing in, the gym's public settings, health and operators' rebuilds.
import { z } from 'zod';
import { requestText } from '../request-text.js';
import { staffEmailText } from '../staff/staff.request-fields.js';
import { type ApiShape, count, instant, strictBodyError, uuid } from './schema-primitives.js';

export const loginRequestSchema = z
  .strictObject({
    // Found whatever its case, width or spaces around it (`normaliseEmail`); invisible characters refused.
    email: staffEmailText('REQUEST.INVALID', 1000).meta({ example: 'recepcion@migimnasio.co' }),
    password: requestText().max(10_000).meta({ example: 'una-clave-larga' }),
  })
  .meta({ id: 'LoginRequest' });

export const staffAccountViewSchema = z
  .object({ id: uuid, email: z.string(), displayName: z.string() })
  .meta({ id: 'StaffAccount', description: 'La cuenta del personal con la sesión abierta' });

export const settingsViewSchema = z
  .object({
    gymName: z.string().meta({ example: 'Gimnasio' }),
    timeZone: z.string().meta({ example: 'America/Bogota' }),
    publicUrl: z
      .string()
      .nullable()
      .describe('R51: la dirección pública del gimnasio (PUBLIC_URL) que nombran los carnets; null: la de la página'),
    siteAddresses: z
      .array(z.string())
      .describe(
        'R51: las direcciones configuradas de la aplicación (PUBLIC_URL, APP_ORIGIN) y la de esta petición; nunca las de red de la máquina',
      ),
  })
  .meta({ id: 'Settings' });

const projectionStatusSchema = z.object({
  name: z.string(),
  version: count,
  generation: count,
  position: count,
  lag: count,
  active: z.boolean(),
  failure: z
    .object({ message: z.string(), since: instant, attempts: count.optional() })
    .nullable()
    .describe('La última falla de un lote de esta generación, hasta que un lote vuelva a guardarse'),
});
export const healthSchema = z
  .object({
    status: z.literal('ok'),
    stores: z.object({ events: z.string(), read: z.string() }).optional(),
    head: count.optional(),
    maxLag: count.optional(),
    projections: z.array(projectionStatusSchema).optional(),
    following: z
      .array(z.object({ name: z.string(), generation: count, position: count }))
      .optional()
      .describe('Las generaciones que este proceso mantiene al día'),
    rebuilds: z
      .array(z.object({ name: z.string(), generation: count, position: count, startedAt: instant }))
      .optional(),
    requestsInFlight: count.optional(),
  })
  .meta({ id: 'Health', description: 'Solo `status` para quien no inició sesión; el detalle para el personal' });

export const rebuildRequestSchema = z
  .strictObject({ projections: z.array(requestText(), { error: 'REQUEST.INVALID' }).optional() }, strictBodyError)
  .meta({ id: 'RebuildRequest', example: { projections: ['members'] } });
export const rebuildResponseSchema = z
  .object({ started: z.array(z.string()) })
  .meta({ id: 'RebuildStarted', example: { started: ['members'] } });

export type LoginRequest = ApiShape<typeof loginRequestSchema>;
export type StaffAccountView = ApiShape<typeof staffAccountViewSchema>;
export type SettingsView = ApiShape<typeof settingsViewSchema>;
export type HealthView = ApiShape<typeof healthSchema>;

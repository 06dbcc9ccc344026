// The JSON shapes of Actividad del personal: what each staff account did on a day.
import { z } from 'zod';
import { requestText } from '../request-text.js';
import { SYSTEM_STAFF_ID } from '../events.js';
import { ACTIVITY_KINDS } from '../staff/staff-activity.js';
import { type ApiShape, count, instant, isoDate, pageOf } from './schema-primitives.js';

const ACCOUNT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `?staffId=`: one account's activity (an account id, or `system` for start-up and tooling). */
export const activityAccountParam = requestText()
  .refine((value) => value === SYSTEM_STAFF_ID || ACCOUNT_ID.test(value), { error: 'REQUEST.INVALID' })
  .meta({ example: 'c0ffee00-1234-4abc-8def-0123456789ab' });

export const staffActivityEntrySchema = z
  .object({
    id: z.string().describe('El id del evento'),
    at: instant.describe('Cuándo lo hizo (R23)'),
    staffId: z.string(),
    staffName: z.string().describe("'Sistema' para el arranque y las herramientas"),
    type: z.string().meta({ example: 'PaymentRecorded' }),
    subject: z
      .object({
        kind: z.enum(['member', 'staff', 'gym']),
        id: z.string().nullable().describe('El usuario o la cuenta; null para los precios del gimnasio'),
        name: z.string(),
        deleted: z.boolean().describe('Un usuario eliminado desde entonces (R22)'),
      })
      .describe('Sobre quién: un usuario, una cuenta del personal o el gimnasio'),
    text: z.string().meta({ example: 'Pago registrado: $ 80.000 (Pago adicional) · Efectivo' }),
    kind: z.enum(ACTIVITY_KINDS).meta({ id: 'ActivityKind' }).describe('El tipo de acción (filtro de la pantalla)'),
    rows: count
      .nullable()
      .describe(
        'Las filas de una importación (una cuenta, un archivo, un día) van en una línea: cuántas son (se ven con getStaffActivityRows); null para una acción suelta',
      ),
  })
  .meta({ id: 'StaffActivityEntry' });

export const staffActivityPageSchema = pageOf(staffActivityEntrySchema)
  .extend({ day: isoDate.describe('El día del gimnasio mostrado (R1)') })
  .meta({ id: 'StaffActivityPage', description: 'Lo más nuevo primero (R16)' });

export const staffActivityRowsSchema = pageOf(staffActivityEntrySchema).meta({
  id: 'StaffActivityRows',
  description: 'Las filas de una importación, en el orden en que se importaron',
});

export type StaffActivityEntry = ApiShape<typeof staffActivityEntrySchema>;
export type StaffActivityRows = ApiShape<typeof staffActivityRowsSchema>;
export type StaffActivityPage = ApiShape<typeof staffActivityPageSchema>;

// R48 (a): the report of everything the gym holds on one member, as the API answers it and the
// printable page and its downloads (JSON, xlsx) show it.
import { z } from 'zod';
import { dataRequestViewSchema } from './data-request.schemas.js';
import { exampleProfile } from './api-examples.js';
import { attendanceViewSchema, bodyCompositionViewSchema, memberProfileSchema } from './member.schemas.js';
import { paymentViewSchema } from './report.schemas.js';
import { type ApiShape, instant } from './schema-primitives.js';

export const memberDataReportSchema = z
  .object({
    generatedAt: instant.describe('Cuándo se produjo el reporte'),
    suppressed: z.boolean().describe('R48: los datos personales del titular se suprimieron; solo quedan sus pagos'),
    profile: memberProfileSchema.describe(
      'Datos personales y de salud, plan y autorización, como los tiene el gimnasio',
    ),
    payments: z.array(paymentViewSchema),
    visits: z.array(attendanceViewSchema).describe('Asistencias de la tiquetera y visitas de los demás planes (R28)'),
    bodyCompositions: z.array(bodyCompositionViewSchema),
    dataRequests: z.array(dataRequestViewSchema).describe('Consultas y reclamos del titular (R49)'),
    photo: z
      .object({
        contentType: z.string().meta({ example: 'image/webp' }),
        bytes: z.int().describe('El tamaño del archivo guardado'),
        dataUrl: z.string().describe('La foto misma, como data: URL'),
      })
      .nullable()
      .describe('R52: la foto que el gimnasio guarda (datos sensibles); null si no hay'),
  })
  .meta({ id: 'MemberDataReport' });

export type MemberDataReport = ApiShape<typeof memberDataReportSchema>;

export const exampleDataReport: MemberDataReport = {
  generatedAt: '2026-03-02T15:30:00.000Z',
  suppressed: false,
  profile: exampleProfile,
  payments: [],
  visits: [],
  bodyCompositions: [],
  dataRequests: [],
  photo: null,
};

// The HTTP shapes of the check-in desk and the visits (issue 20, R28): the search's matches with
// their verdict, what recording a visit answers, and the dashboard's absences and visits per day.
import { z } from 'zod';
import { TICKET_BOOK_STATES } from '../members/member.read.js';
import { requestText } from '../request-text.js';
import { membershipStatusSchema, planSchema } from './member.schemas.js';
import { type ApiShape, count, instant, isoDate, pesos, uuid } from './schema-primitives.js';

export const CHECK_IN_SEARCH_MAX_LENGTH = 100;
/** Matches the desk shows at most; `total` says how many there are. */
export const CHECK_IN_MATCH_LIMIT = 6;

/** `?q=`: what was typed or scanned (absent: nothing found). */
export const checkInSearchQuerySchema = z.object({
  q: requestText()
    .max(CHECK_IN_SEARCH_MAX_LENGTH, { error: 'REQUEST.TEXT_TOO_LONG' })
    .default('')
    .describe('Lo escrito o escaneado: cédula, nombre o teléfono (hasta 100 caracteres)')
    .meta({ example: '1023456789' }),
});

export const ticketBookStateSchema = z
  .enum(TICKET_BOOK_STATES)
  .meta({ id: 'TicketBookState', description: "R27: 'Agotada' (15 días usados) o 'Vencida'" });

/** One member as the desk's card shows it, with the verdict: let in, or to the desk. */
export const checkInMatchSchema = z
  .object({
    id: uuid,
    name: z.string(),
    cedula: z.string().nullable(),
    phone: z.string(),
    plan: planSchema,
    status: membershipStatusSchema,
    ticketBook: ticketBookStateSchema.nullable(),
    letIn: z.boolean().describe('Activo y, si es Tiquetera, ni agotada ni vencida'),
    expiresOn: isoDate.nullable(),
    debt: pesos,
    remainingTicketDays: count.nullable().describe('Días que le quedan a la Tiquetera (R6); null en otros planes'),
    visitedTodayAt: instant.nullable().describe('Cuándo ingresó hoy; null si aún no'),
    frozenUntil: isoDate.nullable().describe('R31: congelada hoy, hasta ese día incluido; null si no'),
    birthdayToday: z.boolean(),
    authorizationPending: z
      .boolean()
      .describe("R47: sin autorización de tratamiento de datos registrada ('Autorización pendiente')"),
    photo: z.string().nullable().describe('R52: la versión de su foto (?v= de su dirección); null sin foto'),
  })
  .meta({ id: 'CheckInMatch' });

export const checkInSearchResultSchema = z
  .object({
    items: z
      .array(checkInMatchSchema)
      .describe('Una cédula exacta sola; si no, los que contienen el texto, por nombre'),
    total: count,
    today: isoDate.describe('El día local del gimnasio de los veredictos (R1)'),
  })
  .meta({ id: 'CheckInSearchResult' });

export const VISIT_KINDS = ['attendance', 'visit'] as const;

export const recordVisitResponseSchema = z
  .object({
    position: z.int().min(0),
    visitId: uuid,
    kind: z.enum(VISIT_KINDS).describe("'attendance': un día de Tiquetera usado (R5–R7); 'visit': otro plan"),
    visitedAt: instant,
    remainingDays: count.nullable().describe('Días que le quedan a la Tiquetera (R19); null en otros planes'),
  })
  .meta({ id: 'RecordVisitResponse' });

/** An entry of the dashboard's 'Sin venir hace 14 días o más'. */
export const absentEntrySchema = z
  .object({
    id: uuid,
    name: z.string(),
    phone: z.string(),
    plan: planSchema,
    lastVisitOn: isoDate.nullable().describe('null: no ha venido desde su ingreso'),
    absentSince: isoDate.describe(
      'La última visita; sin ella, la fecha de ingreso o, si es posterior, el día de su importación',
    ),
    importedOn: isoDate
      .nullable()
      .describe('Issue 41: el día en que una importación de hoja de cálculo lo registró; null si no'),
    daysAbsent: count,
  })
  .meta({ id: 'AbsentEntry' });

/** One day of the dashboard's chart of visits (every plan's). */
export const dailyVisitsSchema = z.object({ date: isoDate, visits: count }).meta({ id: 'DailyVisits' });

export type CheckInSearchQuery = z.output<typeof checkInSearchQuerySchema>;
export type CheckInMatch = ApiShape<typeof checkInMatchSchema>;
export type CheckInSearchResult = ApiShape<typeof checkInSearchResultSchema>;
export type VisitKind = (typeof VISIT_KINDS)[number];
export type RecordVisitResponse = ApiShape<typeof recordVisitResponseSchema>;
export type AbsentEntry = ApiShape<typeof absentEntrySchema>;
export type DailyVisits = ApiShape<typeof dailyVisitsSchema>;

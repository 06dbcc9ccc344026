// The JSON shapes of the member screens: the list, the profile, and what member commands answer.
import { z } from 'zod';
import { AUTHORIZATION_METHODS } from '../members/member-authorization.events.js';
import { MEMBERSHIP_STATUSES } from '../members/member.read.js';
import { IMC_CATEGORIES } from '../rules/imc.js';
import { GENDERS } from '../rules/plans.js';
import { planTermsSchema } from '../rules/plan-terms.schema.js';
import {
  type ApiShape,
  commandResponseSchema,
  count,
  instant,
  isoDate,
  pageOf,
  pesos,
  uuid,
} from './schema-primitives.js';

export const planSchema = z.string().meta({
  id: 'Plan',
  description:
    "El id del plan (R38): 'fortnight' (Quincena), 'monthly' (Mensualidad), 'ticket_book' (Tiquetera) o el id de un plan del gimnasio",
  example: 'monthly',
});
export const planTermsViewSchema = planTermsSchema.meta({
  id: 'PlanTerms',
  description:
    "R38: `{ kind: 'time', days }`, `{ kind: 'time', months }` (R4 clamping) o `{ kind: 'visits', visits, validDays }` (válidas desde la primera visita)",
});

/** R38: what a member's answer says of its plan beside the id, so a client reads it without the catalogue. */
const memberPlanFields = {
  planName: z.string().describe('R38: el nombre del plan como lo llama hoy el gimnasio'),
  planTerms: planTermsViewSchema.describe('R38: los términos con que se vendió la membresía vigente'),
};

export const genderSchema = z.enum(GENDERS).meta({ id: 'Gender' });
export const membershipStatusSchema = z
  .enum(MEMBERSHIP_STATUSES)
  .meta({ id: 'MembershipStatus', description: "'Con Deuda', 'Vencido' o 'Activo' (spec §4); 'Congelado' (R31)" });

export const registerMemberResponseSchema = commandResponseSchema
  .extend({ memberId: uuid })
  .meta({ id: 'RegisterMemberResponse' });
export const recordPaymentResponseSchema = commandResponseSchema
  .extend({ paymentId: uuid })
  .meta({ id: 'RecordPaymentResponse' });
export const renewMembershipResponseSchema = recordPaymentResponseSchema
  .extend({
    plan: planSchema,
    periodStartsOn: isoDate.describe('Primer día del periodo pagado (R30)'),
    expiresOn: isoDate.nullable().describe('El nuevo vencimiento; null para una Tiquetera nueva (R5)'),
  })
  .meta({ id: 'RenewMembershipResponse' });

/** R31: the latest freeze of a membership (current, scheduled or over). */
export const freezeSchema = z
  .object({
    frozenFrom: isoDate,
    frozenUntil: isoDate.describe('Último día congelado'),
    days: z.int().min(1),
    reason: z.string(),
  })
  .meta({ id: 'Freeze' });
const freezeWindowSchema = freezeSchema.pick({ frozenFrom: true, frozenUntil: true });
export const markAttendanceResponseSchema = commandResponseSchema
  .extend({
    attendanceId: uuid,
    remainingDays: z.int().min(0).describe('Días que le quedan a la tiquetera tras esta asistencia (R19)'),
  })
  .meta({ id: 'MarkAttendanceResponse' });
export const recordBodyCompositionResponseSchema = commandResponseSchema
  .extend({ recordId: uuid })
  .meta({ id: 'RecordBodyCompositionResponse' });

// The list's sort fields live apart, without zod: Usuarios shows them and loads no schema (issue 36).
export { MEMBER_SORT_FIELDS, SORT_DIRECTIONS, type MemberSortField, type SortDirection } from './member-sort.js';

export const memberListItemSchema = z
  .object({
    id: uuid,
    name: z.string(),
    phone: z.string(),
    cedula: z.string().nullable().describe('Solo dígitos; null si no se dio'),
    plan: planSchema,
    ...memberPlanFields,
    expiresOn: isoDate.nullable(),
    debt: pesos,
    status: membershipStatusSchema,
    ticketDaysUsed: count,
    freeze: freezeWindowSchema
      .nullable()
      .describe('R31: su congelamiento (vigente, programado o terminado); null si no hay'),
  })
  .meta({ id: 'MemberListItem' });
export const memberPageSchema = pageOf(memberListItemSchema).meta({ id: 'MemberPage' });

/** R36: the members already registered with a name and phone (none: an empty list). */
export const memberMatchesSchema = z.object({ items: z.array(memberListItemSchema) }).meta({ id: 'MemberMatches' });

/** R47: a member's authorisation as recorded. */
export const authorizationSchema = z
  .object({
    personal: z.boolean(),
    sensitive: z.boolean().describe('Datos sensibles: peso, estatura, IMC, medidas, observaciones médicas, foto'),
    reminders: z.boolean(),
    method: z.enum(AUTHORIZATION_METHODS),
    policyVersion: z.int().min(0).describe('La versión de la política vigente al registrarla (0: el modelo)'),
    recordedOn: isoDate,
  })
  .meta({ id: 'MemberAuthorization' });

export const memberProfileSchema = z
  .object({
    id: uuid,
    name: z.string(),
    address: z.string(),
    phone: z.string(),
    gender: genderSchema,
    birthday: isoDate.nullable(),
    notes: z.string(),
    weightKg: z.number().nullable(),
    heightCm: z.number().nullable(),
    cedula: z.string().nullable(),
    email: z.string().nullable().describe('R50: a donde se envían los recordatorios; null si no se dio'),
    imc: z.number().nullable(),
    imcCategory: z.enum(IMC_CATEGORIES).nullable(),
    plan: planSchema,
    ...memberPlanFields,
    planPrice: pesos,
    amountPaid: pesos,
    debt: pesos,
    joinedOn: isoDate,
    expiresOn: isoDate.nullable(),
    ticketDaysUsed: count,
    remainingTicketDays: count,
    lastAttendanceOn: isoDate.nullable(),
    status: membershipStatusSchema,
    totalPaid: pesos,
    freeze: freezeSchema.nullable(),
    authorization: authorizationSchema
      .nullable()
      .describe("R47: la última autorización registrada; null: 'Autorización pendiente'"),
    suppressed: z
      .boolean()
      .describe("R48: sus datos personales se suprimieron ('Titular suprimido'); solo quedan sus pagos"),
    photo: z
      .string()
      .nullable()
      .describe('R52: la versión de su foto (va en la dirección de la imagen, ?v=); null sin foto'),
    registeredAt: instant,
  })
  .meta({ id: 'MemberProfile' });

export const bodyCompositionViewSchema = z
  .object({
    id: uuid,
    memberId: uuid,
    memberName: z.string().nullable().describe("null cuando el usuario no existe ('Usuario Desconocido')"),
    gender: genderSchema,
    measuredOn: isoDate,
    measures: z.record(z.string(), z.number()).meta({ example: { cuello: 34, pecho: 92 } }),
    recordedAt: instant,
  })
  .meta({ id: 'BodyComposition' });
export const memberBodyCompositionsSchema = z
  .object({ items: z.array(bodyCompositionViewSchema) })
  .meta({ id: 'MemberBodyCompositions' });
export const bodyCompositionPageSchema = pageOf(bodyCompositionViewSchema)
  .extend({ measureKeys: z.array(z.string()) })
  .meta({ id: 'BodyCompositionPage' });

/** A visit of any plan (R28): a Tiquetera's attendance, or another plan's check-in. */
export const attendanceViewSchema = z
  .object({
    id: uuid,
    memberId: uuid,
    memberName: z.string(),
    attendedOn: isoDate,
    attendedAt: instant,
    plan: planSchema.describe("El plan de ese día ('ticket_book': un día de la tiquetera usado)"),
  })
  .meta({ id: 'Attendance' });
export const attendancePageSchema = pageOf(attendanceViewSchema).meta({ id: 'AttendancePage' });

export type RegisterMemberResponse = ApiShape<typeof registerMemberResponseSchema>;
export type RecordPaymentResponse = ApiShape<typeof recordPaymentResponseSchema>;
export type RenewMembershipResponse = ApiShape<typeof renewMembershipResponseSchema>;
export type FreezeView = ApiShape<typeof freezeSchema>;
export type MarkAttendanceResponse = ApiShape<typeof markAttendanceResponseSchema>;
export type RecordBodyCompositionResponse = ApiShape<typeof recordBodyCompositionResponseSchema>;
export type MemberListItem = ApiShape<typeof memberListItemSchema>;
export type MemberMatches = ApiShape<typeof memberMatchesSchema>;
export type MemberProfile = ApiShape<typeof memberProfileSchema>;
export type BodyCompositionView = ApiShape<typeof bodyCompositionViewSchema>;
export type MemberBodyCompositions = ApiShape<typeof memberBodyCompositionsSchema>;
export type BodyCompositionPage = ApiShape<typeof bodyCompositionPageSchema>;
export type AttendanceView = ApiShape<typeof attendanceViewSchema>;
export type AttendancePage = ApiShape<typeof attendancePageSchema>;

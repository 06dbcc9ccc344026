// The member operations: the list, a profile and its histories, and every command on a member.
import { z } from 'zod';
import { recordBodyCompositionRequest } from '../members/member.body-composition.js';
import { editMemberProfileRequest } from '../members/member.edit-profile.js';
import { freezeMembershipRequest } from '../members/member.freeze.js';
import { recordPaymentRequest } from '../members/member.payment.js';
import { registerMemberRequest } from '../members/member.register.js';
import { renewMembershipRequest } from '../members/member.renewal.js';
import { voidPaymentRequest } from '../members/member.void.js';
import { MEMBER_TEXT_LIMITS } from '../members/member.validation.js';
import { requestText } from '../request-text.js';
import { defineOperation } from './api-operation.js';
import { EXAMPLE_MEMBER_ID, exampleListItem, exampleProfile } from './api-examples.js';
import {
  MEMBER_SORT_FIELDS,
  SORT_DIRECTIONS,
  attendancePageSchema,
  bodyCompositionPageSchema,
  markAttendanceResponseSchema,
  memberBodyCompositionsSchema,
  memberMatchesSchema,
  memberPageSchema,
  memberProfileSchema,
  recordBodyCompositionResponseSchema,
  recordPaymentResponseSchema,
  registerMemberResponseSchema,
  renewMembershipResponseSchema,
} from './member.schemas.js';
import { choiceParam, pageQueryShape, searchParam } from './query-params.js';
import { commandResponseSchema, emptyBodySchema as emptyBody, isoDate } from './schema-primitives.js';

const position = { position: 1234 };
const body = <S extends z.ZodType>(schema: S, id: string): S => schema.meta({ id });

export const memberQueryShape = {
  search: searchParam.optional().describe('Texto a buscar en el nombre, el teléfono o la cédula (sin tildes)'),
  sort: choiceParam(MEMBER_SORT_FIELDS).default('name'),
  direction: choiceParam(SORT_DIRECTIONS).default('asc'),
};

/** R36: who is already registered with this name and phone (the add form asks before a second one). */
export const memberMatchesQuery = z.object({
  name: requestText()
    .max(MEMBER_TEXT_LIMITS.name, { error: 'REQUEST.INVALID' })
    .default('')
    .describe('El nombre escrito'),
  phone: requestText()
    .max(MEMBER_TEXT_LIMITS.phone, { error: 'REQUEST.INVALID' })
    .default('')
    .describe('El teléfono escrito; sin nombre o sin teléfono no hay coincidencias'),
});

/** R31: a freeze and its end both answer the expiry they leave. */
const freezeAnswer = commandResponseSchema
  .extend({ expiresOn: isoDate.nullable().describe('El vencimiento tras el congelamiento o su final (R31)') })
  .meta({ id: 'FreezeResponse' });

export const memberOperations = {
  findMemberMatches: defineOperation({
    operationId: 'findMemberMatches',
    method: 'get',
    path: '/api/member-matches',
    tag: 'usuarios',
    summary:
      'R36: los usuarios con el mismo nombre (sin tildes ni mayúsculas) y los mismos dígitos de teléfono, antes de registrar otro',
    access: 'staff',
    status: 200,
    query: memberMatchesQuery,
    response: memberMatchesSchema,
    errors: [400],
    example: {
      query: { name: 'Ana Pérez', phone: '300 123 4567' },
      response: { items: [exampleListItem] },
    },
  }),
  listMembers: defineOperation({
    operationId: 'listMembers',
    method: 'get',
    path: '/api/members',
    tag: 'usuarios',
    summary: 'Lista de usuarios: búsqueda por nombre, teléfono o cédula, orden y páginas',
    access: 'staff',
    status: 200,
    query: z.object({ ...memberQueryShape, ...pageQueryShape }),
    response: memberPageSchema,
    errors: [400],
    example: {
      query: { search: 'ana', sort: 'expiresOn', direction: 'asc', page: '1', pageSize: '20' },
      response: { items: [exampleListItem], total: 1, page: 1, pageSize: 20 },
    },
  }),
  registerMember: defineOperation({
    operationId: 'registerMember',
    method: 'post',
    path: '/api/members',
    tag: 'usuarios',
    summary: 'Registra un usuario y, si pagó algo, su pago inicial (R10); la cédula no puede repetirse',
    access: 'staff',
    status: 201,
    command: true,
    body: body(registerMemberRequest, 'RegisterMemberRequest'),
    response: registerMemberResponseSchema,
    errors: [400, 409, 422],
    example: {
      body: {
        details: {
          name: 'Ana Pérez',
          address: 'Calle 10 # 5-20',
          phone: '3001234567',
          gender: 'female',
          birthday: '1994-07-15',
          cedula: '1.023.456.789',
        },
        plan: 'monthly',
        joinedOn: '2026-03-02',
        amountPaid: 80_000,
        method: 'nequi',
        reference: '300123',
      },
      response: { memberId: EXAMPLE_MEMBER_ID, ...position },
    },
  }),
  getMemberProfile: defineOperation({
    operationId: 'getMemberProfile',
    method: 'get',
    path: '/api/members/{id}',
    tag: 'usuarios',
    summary: "El perfil de un usuario con su estado, IMC, deuda y días de tiquetera ('Usuario no encontrado.')",
    access: 'staff',
    status: 200,
    response: memberProfileSchema,
    errors: [404],
    example: { response: exampleProfile },
  }),
  editMemberProfile: defineOperation({
    operationId: 'editMemberProfile',
    method: 'patch',
    path: '/api/members/{id}',
    tag: 'usuarios',
    summary:
      "Guarda el formulario del perfil: un evento por cada clase de cambio (R8, R9); cambiar 'Pago realizado' (R25) o la fecha de ingreso (R33) es solo del Administrador",
    access: 'staff',
    status: 200,
    command: true,
    body: body(editMemberProfileRequest, 'EditMemberProfileRequest'),
    response: commandResponseSchema,
    errors: [400, 403, 404, 409, 422],
    example: { body: { details: { phone: '3109876543' }, plan: 'fortnight' }, response: position },
  }),
  deleteMember: defineOperation({
    operationId: 'deleteMember',
    method: 'delete',
    path: '/api/members/{id}',
    tag: 'usuarios',
    summary: 'Elimina un usuario (R22): sus pagos siguen contando; su historia sigue para auditoría',
    access: 'members.delete',
    status: 200,
    command: true,
    response: commandResponseSchema,
    errors: [404, 409],
    example: { response: position },
  }),
  recordPayment: defineOperation({
    operationId: 'recordPayment',
    method: 'post',
    path: '/api/members/{id}/payments',
    tag: 'pagos',
    summary:
      "Registra un pago ('Pago adicional' o 'Abono'); la deuda nunca queda negativa (R9); sin fecha, hoy; fechado otro día: solo Administrador (R33)",
    access: 'staff',
    status: 201,
    command: true,
    body: body(recordPaymentRequest, 'RecordPaymentRequest'),
    response: recordPaymentResponseSchema,
    errors: [400, 403, 404, 409, 422],
    example: {
      body: { paymentType: 'installment', amount: 40_000, paidOn: '2026-03-02', method: 'cash' },
      response: { paymentId: '7d8daa7b-1c2d-4e5f-8a9b-0c1d2e3f4a5b', ...position },
    },
  }),
  renewMembership: defineOperation({
    operationId: 'renewMembership',
    method: 'post',
    path: '/api/members/{id}/renewals',
    tag: 'pagos',
    summary:
      'Renueva la membresía con el monto pagado (spec §4, R20): antes del vencimiento sigue al periodo actual, si no empieza hoy; el plan puede cambiar (R30)',
    description:
      "Responde el periodo pagado y el nuevo vencimiento. Un día ya cerrado no admite la renovación (R32: 'El día … ya está cerrado…').",
    access: 'staff',
    status: 201,
    command: true,
    body: body(renewMembershipRequest, 'RenewMembershipRequest'),
    response: renewMembershipResponseSchema,
    errors: [400, 404, 409, 422],
    example: {
      body: { amount: 80_000, plan: 'monthly', method: 'transfer', reference: 'TRX-9911' },
      response: {
        paymentId: '7d8daa7b-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
        plan: 'monthly',
        periodStartsOn: '2026-11-29',
        expiresOn: '2026-12-28',
        ...position,
      },
    },
  }),
  voidPayment: defineOperation({
    operationId: 'voidPayment',
    method: 'post',
    path: '/api/payments/{paymentId}/void',
    tag: 'pagos',
    summary:
      "Anula un pago con un motivo (R29): sigue en cada historial marcado 'Anulado' y resta del cierre y de los ingresos del día de la anulación",
    description:
      'Solo un Administrador. Un pago se anula una vez (409). Un pago de un usuario eliminado también se anula: su dinero sigue contando en los ingresos (R22).',
    access: 'payments.void',
    status: 201,
    command: true,
    body: body(voidPaymentRequest, 'VoidPaymentRequest'),
    response: commandResponseSchema,
    errors: [400, 403, 404, 409, 422],
    example: { body: { reason: 'Pago registrado dos veces' }, response: position },
  }),
  freezeMembership: defineOperation({
    operationId: 'freezeMembership',
    method: 'post',
    path: '/api/members/{id}/freeze',
    tag: 'usuarios',
    summary:
      'Congela una Quincena o Mensualidad de 1 a 60 días desde hoy o una fecha posterior, con un motivo; el vencimiento se corre esos días (R31)',
    access: 'members.freeze',
    status: 201,
    command: true,
    body: body(freezeMembershipRequest, 'FreezeMembershipRequest'),
    response: freezeAnswer,
    errors: [400, 403, 404, 409, 422],
    example: {
      body: { days: 15, from: '2026-03-10', reason: 'Viaje a Cali' },
      response: { expiresOn: '2026-04-17', ...position },
    },
  }),
  unfreezeMembership: defineOperation({
    operationId: 'unfreezeMembership',
    method: 'post',
    path: '/api/members/{id}/unfreeze',
    tag: 'usuarios',
    summary:
      'Termina hoy el congelamiento (o cancela uno programado): los días sin usar se descuentan del vencimiento (R31)',
    access: 'members.freeze',
    status: 200,
    command: true,
    body: emptyBody,
    response: freezeAnswer,
    errors: [400, 403, 404, 409],
    example: { body: {}, response: { expiresOn: '2026-04-05', ...position } },
  }),
  markAttendance: defineOperation({
    operationId: 'markAttendance',
    method: 'post',
    path: '/api/members/{id}/attendances',
    tag: 'asistencia',
    summary: 'Marca la asistencia de hoy en una Tiquetera (R5–R7) y responde los días que quedan (R19)',
    access: 'staff',
    status: 201,
    command: true,
    body: emptyBody,
    response: markAttendanceResponseSchema,
    errors: [400, 404, 409, 422],
    example: {
      body: {},
      response: { attendanceId: '0f1e2d3c-4b5a-4697-8877-665544332211', remainingDays: 14, ...position },
    },
  }),
  resetTicketBook: defineOperation({
    operationId: 'resetTicketBook',
    method: 'post',
    path: '/api/members/{id}/ticket-book/reset',
    tag: 'asistencia',
    summary: 'Reinicia la tiquetera: días usados 0 y sin vencimiento (R5); solo Administrador (R33)',
    access: 'members.resetTicketBook',
    status: 200,
    command: true,
    body: emptyBody,
    response: commandResponseSchema,
    errors: [400, 404, 409, 422],
    example: { body: {}, response: position },
  }),
  recordBodyComposition: defineOperation({
    operationId: 'recordBodyComposition',
    method: 'post',
    path: '/api/members/{id}/body-compositions',
    tag: 'composición corporal',
    summary: 'Guarda las medidas del usuario según su género (R13)',
    access: 'staff',
    status: 201,
    command: true,
    body: body(recordBodyCompositionRequest, 'RecordBodyCompositionRequest'),
    response: recordBodyCompositionResponseSchema,
    errors: [400, 404, 409, 422],
    example: {
      body: {
        measuredOn: '2026-03-02',
        measures: { cuello: 34, brazo: 28, pecho: 92, cintura: 74, gluteo_cadera: 98, pierna: 55 },
      },
      response: { recordId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', ...position },
    },
  }),
  getMemberBodyCompositions: defineOperation({
    operationId: 'getMemberBodyCompositions',
    method: 'get',
    path: '/api/members/{id}/body-compositions',
    tag: 'composición corporal',
    summary: 'Todas las medidas de un usuario, más nuevas primero (R16)',
    access: 'staff',
    status: 200,
    response: memberBodyCompositionsSchema,
    errors: [404],
    example: { response: { items: [] } },
  }),
  listBodyCompositions: defineOperation({
    operationId: 'listBodyCompositions',
    method: 'get',
    path: '/api/body-compositions',
    tag: 'composición corporal',
    summary: 'Las medidas de todo el gimnasio, más nuevas primero, con cada medida encontrada',
    access: 'staff',
    status: 200,
    query: z.object(pageQueryShape),
    response: bodyCompositionPageSchema,
    errors: [400],
    example: { response: { items: [], total: 0, page: 1, pageSize: 20, measureKeys: [] } },
  }),
  getMemberAttendances: defineOperation({
    operationId: 'getMemberAttendances',
    method: 'get',
    path: '/api/members/{id}/attendances',
    tag: 'asistencia',
    summary:
      'Visitas de un usuario (asistencias de Tiquetera e ingresos de otros planes, R28), más nuevas primero (R16)',
    access: 'staff',
    status: 200,
    query: z.object(pageQueryShape),
    response: attendancePageSchema,
    errors: [400, 404],
    example: { response: { items: [], total: 0, page: 1, pageSize: 20 } },
  }),
  listAttendances: defineOperation({
    operationId: 'listAttendances',
    method: 'get',
    path: '/api/attendances',
    tag: 'asistencia',
    summary:
      'Todas las visitas del gimnasio, de todos los planes (R28), más nuevas primero; sin las de usuarios eliminados (R22)',
    access: 'staff',
    status: 200,
    query: z.object(pageQueryShape),
    response: attendancePageSchema,
    errors: [400],
    example: { response: { items: [], total: 0, page: 1, pageSize: 20 } },
  }),
} as const;

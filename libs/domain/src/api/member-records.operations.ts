// A member's records: attendance (a Tiquetera's days, and every plan's visits) and body-composition
// measures, the member's and the whole gym's.
import { z } from 'zod';
import { recordBodyCompositionRequest } from '../members/member.body-composition.js';
import { resetTicketBookRequest } from '../members/member.ticket-book.js';
import { defineOperation, namedBody as body } from './api-operation.js';
import {
  attendancePageSchema,
  bodyCompositionPageSchema,
  markAttendanceResponseSchema,
  memberBodyCompositionsSchema,
  recordBodyCompositionResponseSchema,
} from './member.schemas.js';
import { pageQueryShape } from './query-params.js';
import { commandResponseSchema, emptyBodySchema as emptyBody } from './schema-primitives.js';

const position = { position: 1234 };

export const memberRecordsOperations = {
  markAttendance: defineOperation({
    operationId: 'markAttendance',
    method: 'post',
    path: '/api/members/{id}/attendances',
    tag: 'asistencia',
    summary: 'Marca la asistencia de hoy en una Tiquetera (R5–R7) y responde los días que quedan (R19)',
    description: "Marks today's attendance on a Tiquetera (R5–R7) and answers the days left (R19).",
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
    summary: 'Reinicia la tiquetera con un motivo: días usados 0 y sin vencimiento (R5, R45); solo Administrador (R33)',
    description:
      'Resets the Tiquetera: days used back to 0 and no expiry (R5), with a reason of 5 to 200 characters shown in the timeline and in Actividad del personal (R45). Administrador only (R33); refused for a member not on a Tiquetera and without a valid reason.',
    access: 'members.resetTicketBook',
    status: 200,
    command: true,
    body: body(resetTicketBookRequest, 'ResetTicketBookRequest'),
    response: commandResponseSchema,
    errors: [400, 403, 404, 409, 422],
    example: { body: { reason: 'Se registraron asistencias por error' }, response: position },
  }),
  recordBodyComposition: defineOperation({
    operationId: 'recordBodyComposition',
    method: 'post',
    path: '/api/members/{id}/body-compositions',
    tag: 'composición corporal',
    summary: 'Guarda las medidas del usuario según su género (R13)',
    description: "Saves a member's body measures, the set the member's gender asks for (R13).",
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
    description: "All of a member's body measures, newest first (R16).",
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
    description: "The whole gym's body measures, newest first, with the name of every measure found.",
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
    description: "A member's visits (a Tiquetera's attendances and other plans' check-ins, R28), newest first (R16).",
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
    description:
      "Every visit at the gym, of every plan (R28), newest first; a deleted member's visits are left out (R22).",
    access: 'staff',
    status: 200,
    query: z.object(pageQueryShape),
    response: attendancePageSchema,
    errors: [400],
    example: { response: { items: [], total: 0, page: 1, pageSize: 20 } },
  }),
} as const;

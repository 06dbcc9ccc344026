// The register of the members' data requests (R49): list, record a consulta or reclamo, answer it,
// and a member's open reclamo (the profile's 'Reclamo en trámite').
import { z } from 'zod';
import { answerDataRequestRequest } from '../privacy/data-request.answer.js';
import { receiveDataRequestRequest } from '../privacy/data-request.receive.js';
import { defineOperation } from './api-operation.js';
import {
  DATA_REQUEST_FILTERS,
  dataRequestPageSchema,
  memberOpenReclamoSchema,
  receiveDataRequestResponseSchema,
} from './data-request.schemas.js';
import { choiceParam, pageQueryShape } from './query-params.js';
import { commandResponseSchema } from './schema-primitives.js';

const REQUEST_ID = '3c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const MEMBER_ID = '4b0c7d2e-8f1a-4c3b-9d2e-5f6a7b8c9d0e';

export const dataRequestOperations = {
  listDataRequests: defineOperation({
    operationId: 'listDataRequests',
    method: 'get',
    path: '/api/data-requests',
    tag: 'datos personales',
    summary:
      'Las consultas y reclamos de datos personales (R49), con su vencimiento en días hábiles a hoy; las pendientes, las que vencen primero arriba',
    description:
      "The members' data requests (R49) with their deadline as of today in the gym's time zone: open ones (the earliest due first), answered ones (the latest answered first), or all.",
    access: 'dataRequests.manage',
    status: 200,
    query: z.object({ status: choiceParam(DATA_REQUEST_FILTERS).default('open'), ...pageQueryShape }),
    response: dataRequestPageSchema,
    errors: [400],
    example: {
      query: { status: 'open' },
      response: {
        items: [
          {
            requestId: REQUEST_ID,
            kind: 'reclamo',
            memberId: MEMBER_ID,
            memberName: 'Ana Gómez',
            cedula: null,
            receivedOn: '2026-12-18',
            dueOn: '2027-01-13',
            request: 'Pide corregir su fecha de nacimiento, que figura mal.',
            status: 'warning',
            businessDaysLeft: 2,
            recordedAt: '2026-12-18T15:00:00.000Z',
            recordedBy: 'Dueño',
            answer: null,
            answeredOn: null,
            answeredBy: null,
          },
        ],
        total: 1,
        page: 1,
        pageSize: 20,
      },
    },
  }),
  receiveDataRequest: defineOperation({
    operationId: 'receiveDataRequest',
    method: 'post',
    path: '/api/data-requests',
    tag: 'datos personales',
    summary:
      'Registra una consulta (vence en 10 días hábiles) o un reclamo (15) recibido hoy o antes, de un usuario o de quien dé su nombre (R49)',
    description:
      'Records a consulta (due in 10 business days) or a reclamo (due in 15) received today or earlier: of a member (memberId) or of a person by the name (and cédula) given. Business days leave out Saturdays, Sundays and Colombia’s national holidays (Ley 51 de 1983), counted from the day after receipt.',
    access: 'dataRequests.manage',
    status: 201,
    command: true,
    body: receiveDataRequestRequest,
    response: receiveDataRequestResponseSchema,
    errors: [400, 404, 409],
    example: {
      body: {
        kind: 'reclamo',
        receivedOn: '2026-12-18',
        request: 'Pide corregir su fecha de nacimiento, que figura mal.',
        memberId: MEMBER_ID,
      },
      response: { position: 1234, requestId: REQUEST_ID, dueOn: '2027-01-13' },
    },
  }),
  answerDataRequest: defineOperation({
    operationId: 'answerDataRequest',
    method: 'post',
    path: '/api/data-requests/{id}/answer',
    tag: 'datos personales',
    summary: 'Responde una solicitud abierta, con la fecha de respuesta (del recibo a hoy) (R49)',
    description: 'Answers an open data request, dated from the day it was received to today; an answered one is final.',
    access: 'dataRequests.manage',
    status: 201,
    command: true,
    body: answerDataRequestRequest,
    response: commandResponseSchema,
    errors: [400, 404, 409],
    example: {
      body: { answer: 'Se corrigió la fecha de nacimiento y se le informó por WhatsApp.', answeredOn: '2026-12-22' },
      response: { position: 1235 },
    },
  }),
  getMemberOpenReclamo: defineOperation({
    operationId: 'getMemberOpenReclamo',
    method: 'get',
    path: '/api/members/{id}/open-reclamo',
    tag: 'datos personales',
    summary: "El reclamo abierto del usuario, para 'Reclamo en trámite' en su perfil (R49); null si no tiene",
    description:
      "The member's open reclamo, if any, for the profile's 'Reclamo en trámite' (R49): only its dates, never what was asked.",
    access: 'staff',
    status: 200,
    response: memberOpenReclamoSchema,
    errors: [404],
    example: { response: { reclamo: { requestId: REQUEST_ID, receivedOn: '2026-12-18', dueOn: '2027-01-13' } } },
  }),
} as const;

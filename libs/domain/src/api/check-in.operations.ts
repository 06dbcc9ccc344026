// The check-in desk (issue 20, R28): find a member as it is typed or scanned, and record the visit.
import { defineOperation } from './api-operation.js';
import { EXAMPLE_MEMBER_ID } from './api-examples.js';
import { checkInSearchQuerySchema, checkInSearchResultSchema, recordVisitResponseSchema } from './check-in.schemas.js';
import { emptyBodySchema } from './schema-primitives.js';

export const checkInOperations = {
  searchCheckIn: defineOperation({
    operationId: 'searchCheckIn',
    method: 'get',
    path: '/api/check-in',
    tag: 'ingreso',
    summary:
      'Ingreso: busca por cédula (exacta primero), nombre o teléfono sin tildes; cada resultado con su estado, vencimiento, deuda, días de tiquetera, ingreso de hoy y cumpleaños',
    description:
      "The check-in desk's search, by cédula (an exact match first), name or phone, ignoring accents. Each result has the member's status, expiry, debt, Tiquetera days, today's check-in and birthday.",
    access: 'staff',
    status: 200,
    query: checkInSearchQuerySchema,
    response: checkInSearchResultSchema,
    errors: [400],
    example: {
      query: { q: '1023456789' },
      response: {
        items: [
          {
            id: EXAMPLE_MEMBER_ID,
            name: 'Ana Pérez',
            cedula: '1023456789',
            phone: '3001234567',
            plan: 'monthly',
            status: 'active',
            ticketBook: null,
            letIn: true,
            expiresOn: '2026-04-02',
            debt: 0,
            remainingTicketDays: null,
            visitedTodayAt: null,
            frozenUntil: null,
            birthdayToday: false,
            authorizationPending: false,
            photo: '3f1c9a7e0b2d4c68',
          },
        ],
        total: 1,
        today: '2026-03-02',
      },
    },
  }),
  recordVisit: defineOperation({
    operationId: 'recordVisit',
    method: 'post',
    path: '/api/members/{id}/visits',
    tag: 'ingreso',
    summary:
      'Registra el ingreso de hoy (R28): en una Tiquetera es su asistencia (usa un día, R5–R7); en otro plan no usa nada. Uno al día',
    description:
      "Records today's visit (R28): on a Tiquetera it is the day's attendance and uses a day (R5–R7); on another plan it uses nothing. One a day.",
    access: 'staff',
    status: 201,
    command: true,
    body: emptyBodySchema,
    response: recordVisitResponseSchema,
    errors: [400, 404, 409, 422],
    example: {
      body: {},
      response: {
        position: 1234,
        visitId: '2b3c4d5e-6f70-4812-9a3b-4c5d6e7f8091',
        kind: 'visit',
        visitedAt: '2026-03-02T12:42:00.000Z',
        remainingDays: null,
      },
    },
  }),
} as const;

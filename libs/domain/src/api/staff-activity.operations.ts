// Actividad del personal (Administrador): what each staff account did on a gym-local day.
import { z } from 'zod';
import { defineOperation } from './api-operation.js';
import { EXAMPLE_MEMBER_ID } from './api-examples.js';
import { choiceParam, dateParam, pageQueryShape } from './query-params.js';
import { ACTIVITY_KINDS } from '../staff/staff-activity.js';
import { activityAccountParam, staffActivityPageSchema, staffActivityRowsSchema } from './staff-activity.schemas.js';

const EXAMPLE_ENTRY = {
  id: '0b6f7c8e-8f0a-4a39-9a47-1b1c2d3e4f50',
  at: '2026-03-02T15:30:00.000Z',
  staffId: 'c0ffee00-1234-4abc-8def-0123456789ab',
  staffName: 'Luisa',
  type: 'TicketBookReset',
  subject: { kind: 'member', id: EXAMPLE_MEMBER_ID, name: 'Ana Pérez', deleted: false },
  text: 'Tiquetera reiniciada: días usados 9 → 0. Motivo: Asistencias marcadas por error',
  kind: 'members',
  rows: null,
} as const;

export const staffActivityOperations = {
  getStaffActivity: defineOperation({
    operationId: 'getStaffActivity',
    method: 'get',
    path: '/api/staff-activity',
    tag: 'auditoría',
    summary:
      'Actividad del personal: qué hizo cada cuenta en un día (pagos, cambios de fechas, reinicios, eliminaciones, cuentas, precios), lo más nuevo primero',
    description:
      "'Actividad del personal': what each staff account did on a day (payments, date changes, resets, deletions, accounts, prices), newest first.",
    access: 'staff.readActivity',
    status: 200,
    query: z.object({
      day: dateParam('CASH_CLOSING.DATE_INVALID').optional().describe('Día AAAA-MM-DD del gimnasio (por defecto hoy)'),
      staffId: activityAccountParam.optional().describe('Solo lo de esta cuenta'),
      kind: choiceParam(ACTIVITY_KINDS).optional().describe('Solo este tipo de acción'),
      ...pageQueryShape,
    }),
    response: staffActivityPageSchema,
    errors: [400],
    example: {
      query: { day: '2026-03-02' },
      response: {
        day: '2026-03-02',
        items: [EXAMPLE_ENTRY],
        total: 1,
        page: 1,
        pageSize: 20,
      },
    },
  }),
  getStaffActivityRows: defineOperation({
    operationId: 'getStaffActivityRows',
    method: 'get',
    path: '/api/staff-activity/{id}/rows',
    tag: 'auditoría',
    summary: 'Las filas de una línea de importación de Actividad del personal, en orden',
    description:
      "The rows behind one import line of 'Actividad del personal' (the entry's `rows` > 0): each imported member's line, in the order imported. An id that is no import line is not found.",
    access: 'staff.readActivity',
    status: 200,
    query: z.object({ ...pageQueryShape }),
    response: staffActivityRowsSchema,
    errors: [400, 404],
    example: {
      response: {
        items: [
          {
            ...EXAMPLE_ENTRY,
            type: 'MemberImported',
            text: 'Importado de socios.xlsx, fila 2',
            rows: null,
          },
        ],
        total: 1,
        page: 1,
        pageSize: 20,
      },
    },
  }),
} as const;

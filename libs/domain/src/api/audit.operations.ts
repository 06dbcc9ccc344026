// The auditors' operations: a member's events, its state at one of them, and every member ever registered.
import { z } from 'zod';
import { defineOperation } from './api-operation.js';
import { EXAMPLE_MEMBER_ID, exampleProfile } from './api-examples.js';
import {
  HISTORY_ORDERS,
  auditMemberPageSchema,
  memberHistoryPageSchema,
  memberSnapshotSchema,
} from './audit.schemas.js';
import { choiceParam, pageQueryShape, searchParam } from './query-params.js';

const { registeredAt: _registeredAt, ...exampleMember } = exampleProfile;

export const auditOperations = {
  getMemberHistory: defineOperation({
    operationId: 'getMemberHistory',
    method: 'get',
    path: '/api/members/{id}/history',
    tag: 'auditoría',
    summary: 'Eventos de un usuario (también eliminado), paginados, con quién y cuándo (R23)',
    description: "A member's events (a deleted member's too), paged, each with who and when (R23).",
    access: 'audit.read',
    status: 200,
    query: z.object({ order: choiceParam(HISTORY_ORDERS).default('asc'), ...pageQueryShape }),
    response: memberHistoryPageSchema,
    errors: [400, 404],
    example: {
      query: { order: 'desc' },
      response: {
        items: [
          {
            revision: 1,
            type: 'PaymentRecorded',
            occurredAt: '2026-03-02T15:30:00.000Z',
            staffId: 'c0ffee00-1234-4abc-8def-0123456789ab',
            staffName: 'Luisa',
            description: 'Pago registrado: $ 80.000 (Pago inicial) · Nequi · Ref. 300123',
            saleId: null,
          },
        ],
        total: 2,
        page: 1,
        pageSize: 20,
        order: 'desc',
        memberName: 'Ana Pérez',
        deleted: false,
      },
    },
  }),
  getMemberStateAt: defineOperation({
    operationId: 'getMemberStateAt',
    method: 'get',
    path: '/api/members/{id}/history/state',
    tag: 'auditoría',
    summary: 'El usuario tal como quedó tras una revisión (?revision=N) o en un instante (?at=ISO), desde sus eventos',
    description:
      'The member as it stood after one event (`revision`) or at an instant (`at`), rebuilt from its events.',
    access: 'audit.read',
    status: 200,
    query: z.object({
      revision: z.string().optional().describe('Revisión del evento, desde 0'),
      at: z.string().optional().describe('Instante ISO-8601'),
    }),
    response: memberSnapshotSchema,
    errors: [400, 404],
    example: {
      query: { revision: '1' },
      response: {
        revision: 1,
        occurredAt: '2026-03-02T15:30:00.000Z',
        asOf: '2026-03-02',
        deleted: false,
        member: exampleMember,
      },
    },
  }),
  findAuditMembers: defineOperation({
    operationId: 'findAuditMembers',
    method: 'get',
    path: '/api/audit/members',
    tag: 'auditoría',
    summary: 'Todos los usuarios registrados alguna vez, incluidos los eliminados',
    description: 'Every member ever registered, deleted ones included.',
    access: 'audit.read',
    status: 200,
    query: z.object({ search: searchParam.optional(), ...pageQueryShape }),
    response: auditMemberPageSchema,
    errors: [400],
    example: {
      response: {
        items: [
          {
            id: EXAMPLE_MEMBER_ID,
            name: 'Ana Pérez',
            phone: '3001234567',
            deleted: false,
            registeredAt: '2026-03-02T15:30:00.000Z',
            lastEventAt: '2026-03-02T15:30:00.000Z',
            events: 2,
          },
        ],
        total: 1,
        page: 1,
        pageSize: 20,
      },
    },
  }),
} as const;

// The gym's own plans (R38): create one, rename it, archive it, and give it a dated price (R24).
// GET /api/plans (settings.operations.ts) lists them.
import { createPlanRequest } from '../plans/plan.create.js';
import { renamePlanRequest, schedulePlanPriceRequest } from '../plans/plan.change.js';
import { defineOperation } from './api-operation.js';
import { commandResponseSchema } from './schema-primitives.js';
import { createPlanResponseSchema } from './settings.schemas.js';

const PLAN_ID = '5e2a9c1b-3d4f-4a6b-8c7d-9e0f1a2b3c4d';

export const planOperations = {
  createPlan: defineOperation({
    operationId: 'createPlan',
    method: 'post',
    path: '/api/plans',
    tag: 'configuración',
    summary:
      'Crea un plan del gimnasio (R38): nombre único, por tiempo (días o meses) o por visitas, y su precio (R24)',
    description:
      "Creates one of the gym's plans (R38): a unique name (2–40 characters, accents and case aside), its terms (N days, N months, or N visits valid D days from the first; 1 to 1,000 each, D not under N) and its price (R24) from today or a later day.",
    access: 'prices.manage',
    status: 201,
    command: true,
    body: createPlanRequest,
    response: createPlanResponseSchema,
    errors: [400, 409],
    example: {
      body: { name: 'Semestral', terms: { kind: 'time', months: 6 }, price: 420_000 },
      response: { position: 1234, planId: PLAN_ID },
    },
  }),
  renamePlan: defineOperation({
    operationId: 'renamePlan',
    method: 'post',
    path: '/api/plans/{id}/name',
    tag: 'configuración',
    summary: 'Cambia el nombre de un plan (también de los tres de la especificación) (R38)',
    description: 'Renames a plan (the spec plans too); members on it and the history keep the plan under its new name.',
    access: 'prices.manage',
    status: 201,
    command: true,
    body: renamePlanRequest,
    response: commandResponseSchema,
    errors: [400, 404, 409],
    example: { body: { name: 'Mensual' }, response: { position: 1235 } },
  }),
  archivePlan: defineOperation({
    operationId: 'archivePlan',
    method: 'post',
    path: '/api/plans/{id}/archive',
    tag: 'configuración',
    summary: 'Archiva un plan: no se ofrece a miembros nuevos ni en renovaciones; quienes lo tienen lo conservan (R38)',
    description:
      'Archives a plan: it takes no new member, renewal or plan change, and members on it keep it. A plan is never deleted.',
    access: 'prices.manage',
    status: 201,
    command: true,
    response: commandResponseSchema,
    errors: [404, 409],
    example: { response: { position: 1236 } },
  }),
  schedulePlanPrice: defineOperation({
    operationId: 'schedulePlanPrice',
    method: 'post',
    path: '/api/plans/{id}/price',
    tag: 'configuración',
    summary: 'Fija el precio de un plan del gimnasio desde una fecha (hoy o posterior) (R24, R38)',
    description:
      "Sets the price of one of the gym's own plans from a day on (today or later), 1,000 to 10,000,000 pesos (R24); the spec plans' prices go through POST /api/plans/prices.",
    access: 'prices.manage',
    status: 201,
    command: true,
    body: schedulePlanPriceRequest,
    response: commandResponseSchema,
    errors: [400, 404, 409],
    example: { body: { price: 450_000, from: '2027-01-01' }, response: { position: 1237 } },
  }),
} as const;

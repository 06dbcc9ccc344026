// The owner's settings (R24): the plans and their prices, and the history of price changes.
import { changeGymDetailsRequest } from '../settings/gym-settings.change-gym-details.js';
import { changePlanPricesRequest } from '../settings/gym-settings.change-plan-prices.js';
import { publishDataPolicyRequest } from '../settings/gym-settings.publish-data-policy.js';
import { changeReceptionDiscountLimitRequest } from '../settings/gym-settings.change-discount-limit.js';
import { defineOperation } from './api-operation.js';
import { commandResponseSchema } from './schema-primitives.js';
import {
  dataPolicySchema,
  discountLimitSchema,
  gymDetailsSchema,
  publishDataPolicyResponseSchema,
  changePlanPricesResponseSchema,
  plansResponseSchema,
  priceChangesResponseSchema,
} from './settings.schemas.js';

const PLAN_ID = '5e2a9c1b-3d4f-4a6b-8c7d-9e0f1a2b3c4d';

const exampleGymDetails = {
  name: 'Gimnasio Titanes',
  nit: '900.123.456-7',
  address: 'Calle 10 # 5-20, Medellín',
  phone: '6045551234',
  receiptFooter: 'Gracias por entrenar con nosotros',
};

const EXAMPLE_POLICY_TEXT = [
  'POLÍTICA DE TRATAMIENTO DE DATOS PERSONALES DE Gimnasio Titanes',
  '',
  'Gimnasio Titanes trata los datos de sus usuarios para su inscripción, su ingreso, sus pagos y, si lo aceptan, sus recordatorios.',
  'Los usuarios pueden conocer, actualizar, rectificar y suprimir sus datos en la recepción; las consultas se responden en 10 días hábiles.',
].join('\n');

export const settingsOperations = {
  getPlans: defineOperation({
    operationId: 'getPlans',
    method: 'get',
    path: '/api/plans',
    tag: 'configuración',
    summary: 'Los planes con su precio de hoy (zona horaria del gimnasio) y los cambios programados (R24)',
    description:
      "The plans (R38: the three spec plans, then the gym's own, archived ones included) with their name, terms, today's price (in the gym's time zone) and the price changes scheduled for later days (R24).",
    access: 'staff',
    status: 200,
    response: plansResponseSchema,
    errors: [],
    example: {
      response: [
        {
          plan: 'fortnight',
          planName: 'Quincena',
          terms: { kind: 'time', days: 15 },
          archived: false,
          price: 40_000,
          scheduled: [],
        },
        {
          plan: 'monthly',
          planName: 'Mensualidad',
          terms: { kind: 'time', months: 1 },
          archived: false,
          price: 80_000,
          scheduled: [{ effectiveFrom: '2027-01-01', price: 90_000 }],
        },
        {
          plan: 'ticket_book',
          planName: 'Tiquetera',
          terms: { kind: 'visits', visits: 15, validDays: 60 },
          archived: false,
          price: 50_000,
          scheduled: [],
        },
        {
          plan: PLAN_ID,
          planName: 'Semestral',
          terms: { kind: 'time', months: 6 },
          archived: false,
          price: 420_000,
          scheduled: [],
        },
      ],
    },
  }),
  changePlanPrices: defineOperation({
    operationId: 'changePlanPrices',
    method: 'post',
    path: '/api/plans/prices',
    tag: 'configuración',
    summary: 'Fija el precio de uno o más planes desde una fecha (hoy o posterior); 1.000 a 10.000.000 pesos (R24)',
    description:
      'Sets the price of one or more plans from a day on (today or later); each price is 1,000 to 10,000,000 pesos (R24).',
    access: 'prices.manage',
    status: 201,
    command: true,
    body: changePlanPricesRequest,
    response: changePlanPricesResponseSchema,
    errors: [400, 409],
    example: {
      body: { prices: { monthly: 90_000 }, effectiveFrom: '2027-01-01' },
      response: { position: 1234, changed: ['monthly'] },
    },
  }),
  getPriceChanges: defineOperation({
    operationId: 'getPriceChanges',
    method: 'get',
    path: '/api/plans/price-changes',
    tag: 'configuración',
    summary: 'Historial de cambios de precio, el más reciente primero',
    description: 'The history of price changes, newest first, each with who made it.',
    access: 'prices.manage',
    status: 200,
    response: priceChangesResponseSchema,
    errors: [],
    example: {
      response: {
        items: [
          {
            id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
            plan: 'monthly',
            price: 90_000,
            previousPrice: 80_000,
            effectiveFrom: '2027-01-01',
            changedAt: '2026-11-24T15:00:00.000Z',
            staffId: 'c0ffee00-1234-4abc-8def-0123456789ab',
            staffName: 'Dueño',
          },
        ],
      },
    },
  }),
  getGymDetails: defineOperation({
    operationId: 'getGymDetails',
    method: 'get',
    path: '/api/settings/gym-details',
    tag: 'configuración',
    summary: 'Los datos del gimnasio que llevan los recibos y el cierre de caja: nombre, NIT, dirección, teléfono, pie',
    description:
      "The gym's details printed on receipts and on the cash closing: name, NIT, address, phone and receipt footer.",
    access: 'staff',
    status: 200,
    response: gymDetailsSchema,
    errors: [],
    example: { response: { ...exampleGymDetails, printedName: 'Gimnasio Titanes' } },
  }),
  changeGymDetails: defineOperation({
    operationId: 'changeGymDetails',
    method: 'post',
    path: '/api/settings/gym-details',
    tag: 'configuración',
    summary: 'Guarda los datos del gimnasio (todos; vacío = sin ese dato); el teléfono sigue R37',
    description: "Saves the gym's details, all of them at once (an empty one means none); the phone follows R37.",
    access: 'gym.manage',
    status: 201,
    command: true,
    body: changeGymDetailsRequest,
    response: commandResponseSchema,
    errors: [400, 409],
    example: { body: exampleGymDetails, response: { position: 1234 } },
  }),
  getDataPolicy: defineOperation({
    operationId: 'getDataPolicy',
    method: 'get',
    path: '/api/settings/data-policy',
    tag: 'configuración',
    summary: 'La política de tratamiento de datos vigente (R47): la última publicada, o el modelo (versión 0)',
    description:
      "The data-treatment policy in force (R47): the last version published, or the system's model filled with the gym's details (version 0).",
    access: 'staff',
    status: 200,
    response: dataPolicySchema,
    errors: [],
    example: {
      response: {
        version: 2,
        text: EXAMPLE_POLICY_TEXT,
        publishedOn: '2026-11-20',
        publishedBy: 'Dueño',
      },
    },
  }),
  publishDataPolicy: defineOperation({
    operationId: 'publishDataPolicy',
    method: 'post',
    path: '/api/settings/data-policy',
    tag: 'configuración',
    summary: 'Publica una versión nueva de la política de tratamiento de datos (R47); el mismo texto no registra nada',
    description:
      "Publishes a new version of the gym's data-treatment policy (R47), 200 to 20,000 characters; the text already published records nothing.",
    access: 'gym.manage',
    status: 201,
    command: true,
    body: publishDataPolicyRequest,
    response: publishDataPolicyResponseSchema,
    errors: [400, 409],
    example: {
      body: { text: EXAMPLE_POLICY_TEXT },
      response: { position: 1234, version: 2 },
    },
  }),
  getDiscountLimit: defineOperation({
    operationId: 'getDiscountLimit',
    method: 'get',
    path: '/api/settings/discount-limit',
    tag: 'configuración',
    summary: 'El descuento máximo que Recepción puede dar (R39), en % del precio de lista; 0 mientras no se fije',
    description:
      "The most a Recepción account may discount at registration, renewal or plan change (R39), a percentage of the plan's list price; 0 until the owner sets it. The desk forms read it.",
    access: 'staff',
    status: 200,
    response: discountLimitSchema,
    errors: [],
    example: { response: { receptionPercent: 10 } },
  }),
  changeDiscountLimit: defineOperation({
    operationId: 'changeDiscountLimit',
    method: 'post',
    path: '/api/settings/discount-limit',
    tag: 'configuración',
    summary: 'Fija el descuento máximo para Recepción (R39): un % entero de 0 a 100; el mismo no registra nada',
    description:
      'Sets the most a Recepción account may discount (R39): a whole percentage from 0 to 100 of the list price; the limit already in force records nothing. An Administrador is not limited.',
    access: 'gym.manage',
    status: 201,
    command: true,
    body: changeReceptionDiscountLimitRequest,
    response: commandResponseSchema,
    errors: [400, 409],
    example: { body: { percent: 10 }, response: { position: 1234 } },
  }),
} as const;

// The HTTP answers of the owner's settings (R24, issue 30): the plans with their prices, the history
// of changes and the gym's details. The bodies sit beside their commands (settings/gym-settings.*.ts).
import { z } from 'zod';
import { planSchema, planTermsViewSchema } from './member.schemas.js';
import { type ApiShape, instant, isoDate } from './schema-primitives.js';

export const changePlanPricesResponseSchema = z
  .object({
    position: z.int().min(0),
    changed: z.array(planSchema).describe('Los planes cuyo precio cambió (uno ya en ese precio no registra nada)'),
  })
  .meta({ id: 'ChangePlanPricesResponse' });

export const planPriceViewSchema = z
  .object({
    plan: planSchema,
    planName: z.string().describe('El nombre del plan (R38): el de la especificación o el que le dio el gimnasio'),
    terms: planTermsViewSchema,
    archived: z.boolean().describe('Archivado: no se ofrece a miembros nuevos ni en renovaciones (R38)'),
    price: z.int().describe('El precio vigente hoy en la zona horaria del gimnasio'),
    scheduled: z
      .array(z.object({ effectiveFrom: isoDate, price: z.int() }))
      .describe('Precios que entrarán en vigor después de hoy, el más próximo primero'),
  })
  .meta({ id: 'PlanPrice' });

/** GET /api/plans: `[{ "plan": "monthly", "planName": "Mensualidad", "price": 80000, … }, …]`: the spec plans, then the gym's. */
export const plansResponseSchema = z.array(planPriceViewSchema).meta({ id: 'Plans' });

export const priceChangeViewSchema = z
  .object({
    id: z.string(),
    plan: planSchema,
    price: z.int(),
    previousPrice: z.int(),
    effectiveFrom: isoDate,
    changedAt: instant.describe('Cuándo lo guardó el dueño'),
    staffId: z.string(),
    staffName: z.string().describe("Quién lo guardó; 'Sistema' para herramientas"),
  })
  .meta({ id: 'PriceChange' });

/** GET /api/plans/price-changes: newest first. */
export const priceChangesResponseSchema = z
  .object({ items: z.array(priceChangeViewSchema) })
  .meta({ id: 'PriceChanges' });

/** The details as saved, and the name printed (the saved one, or GYM_NAME when blank). */
export const gymDetailsSchema = z
  .object({
    name: z.string().describe('Guardado; vacío: se imprime el nombre con que arrancó la app'),
    nit: z.string(),
    address: z.string(),
    phone: z.string().describe('Como lo guarda R37: dígitos, o + y un número internacional'),
    receiptFooter: z.string(),
    printedName: z.string().describe('El nombre que llevan los recibos y el cierre'),
  })
  .meta({ id: 'GymDetails' });

/** R47: the data-treatment policy in force — the last published, or the model (version 0). */
export const dataPolicySchema = z
  .object({
    version: z.int().min(0).describe('1 en adelante: versiones publicadas; 0: el modelo del sistema, sin publicar'),
    text: z.string(),
    publishedOn: isoDate.nullable().describe('Fecha del gimnasio en que se publicó; null para el modelo'),
    publishedBy: z.string().nullable().describe('Quién la publicó; null para el modelo'),
  })
  .meta({ id: 'DataPolicy' });

export const publishDataPolicyResponseSchema = z
  .object({
    position: z.int().min(0),
    version: z.int().min(1).nullable().describe('La versión publicada; null si el texto ya era el publicado'),
  })
  .meta({ id: 'PublishDataPolicyResponse' });

/** R39: the most Recepción may discount, a percentage of the list price (0 until the owner sets it). */
export const discountLimitSchema = z
  .object({
    receptionPercent: z.int().min(0).max(100).describe('Descuento máximo para Recepción, en % del precio de lista'),
  })
  .meta({ id: 'DiscountLimit' });

export type DiscountLimitView = ApiShape<typeof discountLimitSchema>;
export type GymDetailsView = ApiShape<typeof gymDetailsSchema>;
export type DataPolicyView = ApiShape<typeof dataPolicySchema>;
export type ChangePlanPricesResponse = ApiShape<typeof changePlanPricesResponseSchema>;
export type PlanPriceView = ApiShape<typeof planPriceViewSchema>;
export type PlansResponse = ApiShape<typeof plansResponseSchema>;
export const createPlanResponseSchema = z
  .object({ position: z.int().min(0), planId: z.string() })
  .meta({ id: 'CreatePlanResponse' });
export type PriceChangeView = ApiShape<typeof priceChangeViewSchema>;
export type PriceChangesResponse = ApiShape<typeof priceChangesResponseSchema>;

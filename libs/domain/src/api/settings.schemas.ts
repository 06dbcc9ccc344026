// The HTTP shapes of the owner's settings (R24): the plans with their prices, the request that
// changes them, and the history of changes.
import { z } from 'zod';
import { requestText } from '../request-text.js';
import { isValidDate } from '../rules/dates.js';
import { MAX_PLAN_PRICE, MIN_PLAN_PRICE } from '../rules/plan-prices.js';
import { GYM_DETAILS_LIMITS } from '../settings/gym-details.js';
import { planSchema } from './member.schemas.js';
import { type ApiShape, instant, isoDate, strictBodyError } from './schema-primitives.js';

/** R24: whole pesos from 1.000 to 10.000.000. */
const planPrice = z
  .int({ error: 'SETTINGS.PRICE_INVALID' })
  .min(MIN_PLAN_PRICE, { error: 'SETTINGS.PRICE_INVALID' })
  .max(MAX_PLAN_PRICE, { error: 'SETTINGS.PRICE_INVALID' })
  .meta({ example: 90_000 });

/** POST /api/plans/prices: `{ "prices": { "monthly": 90000 }, "effectiveFrom": "2026-04-01" }`. */
export const changePlanPricesRequest = z
  .strictObject(
    {
      prices: z
        .strictObject(
          { fortnight: planPrice.optional(), monthly: planPrice.optional(), ticket_book: planPrice.optional() },
          strictBodyError,
        )
        .refine((prices) => Object.values<number | undefined>(prices).some((price) => price !== undefined), {
          error: 'SETTINGS.PRICES_REQUIRED',
        }),
      effectiveFrom: requestText('SETTINGS.EFFECTIVE_FROM_INVALID')
        .refine(isValidDate, { error: 'SETTINGS.EFFECTIVE_FROM_INVALID' })
        .meta({ format: 'date', example: '2027-01-01' }),
    },
    strictBodyError,
  )
  .meta({ id: 'ChangePlanPricesRequest' });

export const changePlanPricesResponseSchema = z
  .object({
    position: z.int().min(0),
    changed: z.array(planSchema).describe('Los planes cuyo precio cambió (uno ya en ese precio no registra nada)'),
  })
  .meta({ id: 'ChangePlanPricesResponse' });

export const planPriceViewSchema = z
  .object({
    plan: planSchema,
    price: z.int().describe('El precio vigente hoy en la zona horaria del gimnasio'),
    scheduled: z
      .array(z.object({ effectiveFrom: isoDate, price: z.int() }))
      .describe('Precios que entrarán en vigor después de hoy, el más próximo primero'),
  })
  .meta({ id: 'PlanPrice' });

/** GET /api/plans: `[{ "plan": "monthly", "price": 80000, "scheduled": [] }, …]` in the plans' order. */
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

/** One detail of the gym (issue 30): plain text up to its limit; blank is "not given". */
const gymText = (max: number, lines = false) =>
  requestText('REQUEST.INVALID', { lines }).trim().max(max, { error: 'REQUEST.TEXT_TOO_LONG' }).default('');

/** POST /api/settings/gym-details: every detail as typed (the domain checks the NIT and, by R37, the phone). */
export const changeGymDetailsRequest = z
  .strictObject(
    {
      name: gymText(GYM_DETAILS_LIMITS.name).meta({ example: 'Gimnasio Titanes' }),
      nit: gymText(GYM_DETAILS_LIMITS.nit).meta({ example: '900.123.456-7' }),
      address: gymText(GYM_DETAILS_LIMITS.address).meta({ example: 'Calle 10 # 5-20, Medellín' }),
      phone: gymText(GYM_DETAILS_LIMITS.phone).meta({ example: '604 555 1234' }),
      receiptFooter: gymText(GYM_DETAILS_LIMITS.receiptFooter, true).meta({
        example: 'Gracias por entrenar con nosotros',
      }),
    },
    strictBodyError,
  )
  .meta({ id: 'ChangeGymDetailsRequest' });

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

export type ChangeGymDetailsRequest = z.output<typeof changeGymDetailsRequest>;
export type GymDetailsView = ApiShape<typeof gymDetailsSchema>;
export type ChangePlanPricesRequest = z.output<typeof changePlanPricesRequest>;
export type ChangePlanPricesResponse = ApiShape<typeof changePlanPricesResponseSchema>;
export type PlanPriceView = ApiShape<typeof planPriceViewSchema>;
export type PlansResponse = ApiShape<typeof plansResponseSchema>;
export type PriceChangeView = ApiShape<typeof priceChangeViewSchema>;
export type PriceChangesResponse = ApiShape<typeof priceChangesResponseSchema>;

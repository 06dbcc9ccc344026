// The schema of each settings event's data, tied to its interface in gym-settings.events.ts (they
// cannot drift): what the event store's decoder checks every stored settings event against.
import { z } from 'zod';
import { dataSchemaOf } from '../event-data-schema.js';
import { PLAN_CODES } from '../rules/plans.js';
import type { GymDetailsChanged, GymSettingsEventType, PlanPriceChanged } from './gym-settings.events.js';

export const GYM_SETTINGS_EVENT_DATA_SCHEMAS = {
  PlanPriceChanged: dataSchemaOf<PlanPriceChanged['data']>()(
    z.object({ plan: z.enum(PLAN_CODES), price: z.number(), previousPrice: z.number(), effectiveFrom: z.string() }),
  ),
  GymDetailsChanged: dataSchemaOf<GymDetailsChanged['data']>()(
    z.object({
      name: z.string(),
      nit: z.string(),
      address: z.string(),
      phone: z.string(),
      receiptFooter: z.string(),
    }),
  ),
} satisfies Record<GymSettingsEventType, z.ZodType>;

// The gym's own plans (R38): one `plans` stream holds every plan's definition and the dated prices of
// the plans the gym created (the three spec plans' prices stay in the settings stream's
// PlanPriceChanged, R24). Each event is written once: the schema of its data, which the event store's
// decoder checks every stored one against, and the type derived from it.
import { z } from 'zod';
import { eventTypesOf, type EventOf, type EventUnionOf } from '../event-types-of.js';
import { planTermsSchema } from '../rules/plan-terms.schema.js';

/** Every plans event type with the schema of its data. A new event is one entry here. */
export const PLAN_EVENT_DATA_SCHEMAS = {
  /** R38: a plan of the gym's own, with the terms it sells (they never change: a new plan sells others). */
  PlanCreated: z.object({ planId: z.string(), name: z.string(), terms: planTermsSchema }),
  /** R38: a plan's new name (a spec plan's too); members and history keep the plan, named anew. */
  PlanRenamed: z.object({ planId: z.string(), name: z.string(), previousName: z.string() }),
  /** R38: the plan takes no new member, renewal or plan change; members on it keep it. Never deleted. */
  PlanArchived: z.object({ planId: z.string(), name: z.string() }),
  /** R24 per plan: from `from` (YYYY-MM-DD, today or later) on, the plan costs `price`. */
  PlanPriceScheduled: z.object({
    planId: z.string(),
    price: z.number(),
    /** What that day cost before this change (0 for a plan's first price). */
    previousPrice: z.number(),
    from: z.string(),
  }),
} satisfies Readonly<Record<string, z.ZodObject>>;

export type PlanEventType = keyof typeof PLAN_EVENT_DATA_SCHEMAS;
type Schemas = typeof PLAN_EVENT_DATA_SCHEMAS;
type PlanEventOf<K extends PlanEventType> = EventOf<Schemas, K>;

export type PlanEvent = EventUnionOf<Schemas>;

/** In the map's order. */
export const PLAN_EVENT_TYPES = eventTypesOf(PLAN_EVENT_DATA_SCHEMAS);

export type PlanCreated = PlanEventOf<'PlanCreated'>;
export type PlanRenamed = PlanEventOf<'PlanRenamed'>;
export type PlanArchived = PlanEventOf<'PlanArchived'>;
export type PlanPriceScheduled = PlanEventOf<'PlanPriceScheduled'>;

/** The one stream of the gym's plans: its expected revision keeps two plans from taking one name. */
export const PLANS_STREAM = 'plans';

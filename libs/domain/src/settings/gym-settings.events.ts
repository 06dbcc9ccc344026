// The facts of the owner's settings (the one `gym-settings` stream, R24), each written once: the
// schema of its data, which the event store's decoder checks every stored settings event against,
// and the type derived from it.
import { z } from 'zod';
import { eventTypesOf, type EventOf, type EventUnionOf } from '../event-types-of.js';
import { dataSchemaOf } from '../event-data-schema.js';
import { PLAN_CODES } from '../rules/plans.js';
import type { GymDetails } from './gym-details.js';
import { REMINDER_KINDS } from '../reminders/reminder.kinds.js';

type ReminderTemplateShape = { readonly [K in (typeof REMINDER_KINDS)[number]]: z.ZodString };

/** Every settings event type with the schema of its data. A new event is one entry here. */
export const GYM_SETTINGS_EVENT_DATA_SCHEMAS = {
  /** From `effectiveFrom` on, `plan` costs `price`; `previousPrice` is what that day cost before this change. */
  PlanPriceChanged: z.object({
    plan: z.enum(PLAN_CODES),
    price: z.number(),
    previousPrice: z.number(),
    /** YYYY-MM-DD in the gym's calendar: today or later. */
    effectiveFrom: z.string(),
  }),
  /**
   * The owner saved the gym's details (issue 30): all of them as they now are, blank where not
   * given. GymDetails (gym-details.ts), tied to it.
   */
  GymDetailsChanged: dataSchemaOf<GymDetails>()(
    z.object({
      name: z.string(),
      nit: z.string(),
      address: z.string(),
      phone: z.string(),
      receiptFooter: z.string(),
    }),
  ),
  /** R47: a new version of the gym's data-treatment policy, as members will authorise it from now on. */
  DataPolicyPublished: z.object({
    version: z.number(),
    text: z.string(),
    /** YYYY-MM-DD in the gym's calendar. */
    publishedOn: z.string(),
  }),
  /** R50: the owner saved the reminders' WhatsApp texts and e-mail subjects: every kind's as it now is. */
  ReminderTemplatesChanged: z.object({
    templates: z.object(Object.fromEntries(REMINDER_KINDS.map((kind) => [kind, z.string()])) as ReminderTemplateShape),
    /** The e-mails' subjects; absent in the events recorded before subjects could be edited (the catalogue's). */
    subjects: z
      .object(Object.fromEntries(REMINDER_KINDS.map((kind) => [kind, z.string()])) as ReminderTemplateShape)
      .optional(),
    /** The kinds whose text or subject this change made different. */
    changed: z.array(z.enum(REMINDER_KINDS)),
  }),
  /** R39: the most Recepción may discount from now on, a percentage of the list price (0–100); before, `previousPercent`. */
  ReceptionDiscountLimitChanged: z.object({
    percent: z.number(),
    previousPercent: z.number(),
  }),
} satisfies Readonly<Record<string, z.ZodObject>>;

export type GymSettingsEventType = keyof typeof GYM_SETTINGS_EVENT_DATA_SCHEMAS;

type Schemas = typeof GYM_SETTINGS_EVENT_DATA_SCHEMAS;
type GymSettingsEventOf<K extends GymSettingsEventType> = EventOf<Schemas, K>;

export type GymSettingsEvent = EventUnionOf<Schemas>;

/** In the map's order. */
export const GYM_SETTINGS_EVENT_TYPES = eventTypesOf(GYM_SETTINGS_EVENT_DATA_SCHEMAS);

// The names the rest of the app uses; a new event needs none.
export type PlanPriceChanged = GymSettingsEventOf<'PlanPriceChanged'>;
export type GymDetailsChanged = GymSettingsEventOf<'GymDetailsChanged'>;
export type DataPolicyPublished = GymSettingsEventOf<'DataPolicyPublished'>;
export type ReminderTemplatesChanged = GymSettingsEventOf<'ReminderTemplatesChanged'>;
export type ReceptionDiscountLimitChanged = GymSettingsEventOf<'ReceptionDiscountLimitChanged'>;

/** The one stream of the gym's settings. */
export const GYM_SETTINGS_STREAM = 'gym-settings';

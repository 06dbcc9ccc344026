// Every event type the log can hold with the schema of its data: what the event store's decoder
// checks each stored event against. A type missing here, or a schema of another shape, fails to compile.
import type { z } from 'zod';
import { CASH_DAY_EVENT_DATA_SCHEMAS } from './money/cash-day.events.js';
import { CEDULA_EVENT_DATA_SCHEMAS } from './cedulas/cedula.events.js';
import type { GymEvent, GymEventType } from './events.js';
import { MEMBER_EVENT_DATA_SCHEMAS } from './members/member.events.js';
import { GYM_SETTINGS_EVENT_DATA_SCHEMAS } from './settings/gym-settings.events.js';
import { STAFF_EVENT_DATA_SCHEMAS } from './staff/staff.events.js';
import { DATA_REQUEST_EVENT_DATA_SCHEMAS } from './privacy/data-request.events.js';
import { REMINDER_EVENT_DATA_SCHEMAS } from './reminders/reminder.events.js';
import { LOG_PROTECTION_EVENT_DATA_SCHEMAS } from './privacy/log-protection.events.js';
import { PRODUCT_EVENT_DATA_SCHEMAS } from './products/product.events.js';
import { SALE_EVENT_DATA_SCHEMAS } from './sales/sale.events.js';
import { PLAN_EVENT_DATA_SCHEMAS } from './plans/plan.events.js';

/** The data of the event of type `T`. */
export type GymEventData<T extends GymEventType> = Extract<GymEvent, { type: T }>['data'];

export type GymEventDataSchemas = { readonly [T in GymEventType]: z.ZodType<GymEventData<T>> };

export const GYM_EVENT_DATA_SCHEMAS: GymEventDataSchemas = {
  ...MEMBER_EVENT_DATA_SCHEMAS,
  ...STAFF_EVENT_DATA_SCHEMAS,
  ...CEDULA_EVENT_DATA_SCHEMAS,
  ...GYM_SETTINGS_EVENT_DATA_SCHEMAS,
  ...CASH_DAY_EVENT_DATA_SCHEMAS,
  ...DATA_REQUEST_EVENT_DATA_SCHEMAS,
  ...REMINDER_EVENT_DATA_SCHEMAS,
  ...LOG_PROTECTION_EVENT_DATA_SCHEMAS,
  ...PRODUCT_EVENT_DATA_SCHEMAS,
  ...SALE_EVENT_DATA_SCHEMAS,
  ...PLAN_EVENT_DATA_SCHEMAS,
};

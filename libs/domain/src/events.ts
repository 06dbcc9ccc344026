// Every event type the gym's log can hold.
import { CASH_DAY_EVENT_TYPES, type CashDayEvent } from './money/cash-day.events.js';
import { CEDULA_EVENT_TYPES, type CedulaEvent } from './cedulas/cedula.events.js';
import { MEMBER_EVENT_TYPES, type MemberEvent } from './members/member.events.js';
import { GYM_SETTINGS_EVENT_TYPES, type GymSettingsEvent } from './settings/gym-settings.events.js';
import { STAFF_EVENT_TYPES, type StaffEvent } from './staff/staff.events.js';
import { DATA_REQUEST_EVENT_TYPES, type DataRequestEvent } from './privacy/data-request.events.js';
import { REMINDER_EVENT_TYPES, type ReminderEvent } from './reminders/reminder.events.js';
import { LOG_PROTECTION_EVENT_TYPES, type LogProtectionEvent } from './privacy/log-protection.events.js';
import { PRODUCT_EVENT_TYPES, type ProductEvent } from './products/product.events.js';
import { SALE_EVENT_TYPES, type SaleEvent } from './sales/sale.events.js';
import { PLAN_EVENT_TYPES, type PlanEvent } from './plans/plan.events.js';

export type GymEvent =
  | MemberEvent
  | StaffEvent
  | CedulaEvent
  | GymSettingsEvent
  | CashDayEvent
  | DataRequestEvent
  | ReminderEvent
  | LogProtectionEvent
  | ProductEvent
  | SaleEvent
  | PlanEvent;
export type GymEventType = GymEvent['type'];

export const EVENT_TYPES: readonly GymEventType[] = [
  ...MEMBER_EVENT_TYPES,
  ...STAFF_EVENT_TYPES,
  ...CEDULA_EVENT_TYPES,
  ...GYM_SETTINGS_EVENT_TYPES,
  ...CASH_DAY_EVENT_TYPES,
  ...DATA_REQUEST_EVENT_TYPES,
  ...REMINDER_EVENT_TYPES,
  ...LOG_PROTECTION_EVENT_TYPES,
  ...PRODUCT_EVENT_TYPES,
  ...SALE_EVENT_TYPES,
  ...PLAN_EVENT_TYPES,
];

export function isGymEventType(type: string): type is GymEventType {
  return (EVENT_TYPES as readonly string[]).includes(type);
}

/** Who caused an event and when (R23); stored beside every event. */
export interface EventMetadata {
  /** The staff account that caused it, or `system` for start-up and tooling. */
  readonly staffId: string;
  /** ISO instant the command was decided. */
  readonly occurredAt: string;
  readonly correlationId: string;
  readonly idempotencyKey?: string;
  /** Hash of the request body that carried the idempotency key, to refuse a reused key. */
  readonly requestHash?: string;
}

export const SYSTEM_STAFF_ID = 'system';

/**
 * Metadata as read back from the log. The app always writes all of it, but an event-log file
 * imported with `npm run events -- import` only has to carry an object: any field may be missing.
 */
export type StoredEventMetadata = Partial<EventMetadata>;

/** When an event happened: its metadata's instant, or else when the log recorded it. */
export function eventOccurredAt(event: {
  readonly metadata: StoredEventMetadata;
  readonly recordedAt: string;
}): string {
  return event.metadata.occurredAt ?? event.recordedAt;
}

/** Who caused an event: its metadata's staff account, or else `system`. */
export function eventStaffId(event: { readonly metadata: StoredEventMetadata }): string {
  return event.metadata.staffId ?? SYSTEM_STAFF_ID;
}

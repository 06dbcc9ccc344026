// The marks of one reminder (R50), in its own stream `reminder-<id>`: sent by WhatsApp, or skipped
// with a reason. Who and when are the event's metadata (R23). Marking appends with the stream's
// expected revision, so of two receptionists marking the same reminder only one mark ever lands.
import { z } from 'zod';
import { eventTypesOf, type EventOf, type EventUnionOf } from '../event-types-of.js';
import { REMINDER_KINDS } from './reminder.kinds.js';

const reminderFields = {
  /** `kind.memberId.about` (reminder.kinds.ts). */
  reminderId: z.string(),
  kind: z.enum(REMINDER_KINDS),
  memberId: z.string(),
  /** The day the reminder is about: the expiry, the ticket book's start, the debt's cycle, the birthday. */
  about: z.string(),
};

/** Every reminder event type with the schema of its data. A new event is one entry here. */
export const REMINDER_EVENT_DATA_SCHEMAS = {
  ReminderSent: z.object({ ...reminderFields, channel: z.enum(['whatsapp']) }),
  ReminderSkipped: z.object({ ...reminderFields, reason: z.string() }),
} satisfies Readonly<Record<string, z.ZodObject>>;

export type ReminderEventType = keyof typeof REMINDER_EVENT_DATA_SCHEMAS;

type Schemas = typeof REMINDER_EVENT_DATA_SCHEMAS;
type ReminderEventOf<K extends ReminderEventType> = EventOf<Schemas, K>;

export type ReminderEvent = EventUnionOf<Schemas>;

/** In the map's order. */
export const REMINDER_EVENT_TYPES = eventTypesOf(REMINDER_EVENT_DATA_SCHEMAS);

export type ReminderSent = ReminderEventOf<'ReminderSent'>;
export type ReminderSkipped = ReminderEventOf<'ReminderSkipped'>;

export const reminderStreamId = (reminderId: string): string => `reminder-${reminderId}`;

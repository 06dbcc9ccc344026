// The marks of one reminder (R50), in its own stream `reminder-<id>`: sent by WhatsApp, or skipped
// with a reason. Who and when are the event's metadata (R23). Marking appends with the stream's
// expected revision, so of two receptionists marking the same reminder only one mark ever lands.
// The daily e-mail job (R50) writes to the same stream: an attempt before the SMTP transaction, then
// its result (sent with the message id and the server's answer, failed with the server's answer, or
// deferred when the connection was lost before the transaction began). An attempt without a result
// (a crash between the send and the record) is never sent again: it reads 'Envío sin confirmar'.
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
  /** Recorded before the SMTP transaction begins: `to` is the member's e-mail (personal data). */
  ReminderEmailAttempted: z.object({ ...reminderFields, to: z.string() }),
  /** The server accepted the message: its Message-ID and the server's answer ('250 2.0.0 OK …'). */
  ReminderEmailSent: z.object({ ...reminderFields, messageId: z.string(), response: z.string() }),
  /** The server refused it: its answer ('550 5.1.1 user unknown'). Not sent again; WhatsApp remains. */
  ReminderEmailFailed: z.object({ ...reminderFields, response: z.string() }),
  /** The connection failed before the transaction began: nothing was sent, the job tries again. */
  ReminderEmailDeferred: z.object({ ...reminderFields, reason: z.string() }),
  /**
   * In `reminder-email-job` (reminder-email-job.ts), not a reminder's stream: a run of the daily job
   * ended — done, the server unreachable (`next`: the retry), or the day's retries spent — for `day`.
   */
  ReminderEmailRunRecorded: z.object({
    day: z.string(),
    at: z.string(),
    outcome: z.enum(['done', 'unavailable', 'gave_up']),
    sent: z.number(),
    failed: z.number(),
    /** The day's retries so far (the server unreachable). */
    retries: z.number(),
    /** The instant of the next run: the retry, or the next day's. */
    next: z.string(),
  }),
} satisfies Readonly<Record<string, z.ZodObject>>;

export type ReminderEventType = keyof typeof REMINDER_EVENT_DATA_SCHEMAS;

type Schemas = typeof REMINDER_EVENT_DATA_SCHEMAS;
type ReminderEventOf<K extends ReminderEventType> = EventOf<Schemas, K>;

export type ReminderEvent = EventUnionOf<Schemas>;

/** In the map's order. */
export const REMINDER_EVENT_TYPES = eventTypesOf(REMINDER_EVENT_DATA_SCHEMAS);

export type ReminderSent = ReminderEventOf<'ReminderSent'>;
export type ReminderSkipped = ReminderEventOf<'ReminderSkipped'>;
export type ReminderEmailAttempted = ReminderEventOf<'ReminderEmailAttempted'>;
export type ReminderEmailSent = ReminderEventOf<'ReminderEmailSent'>;
export type ReminderEmailFailed = ReminderEventOf<'ReminderEmailFailed'>;
export type ReminderEmailDeferred = ReminderEventOf<'ReminderEmailDeferred'>;
export type ReminderEmailRunRecorded = ReminderEventOf<'ReminderEmailRunRecorded'>;

export const reminderStreamId = (reminderId: string): string => `reminder-${reminderId}`;

// Read models of Recordatorios (R50): the mark of each reminder (by its id, looked up for today's
// list), and the owner's templates and e-mail subjects (one document, the catalogue's until saved).
import {
  eventOccurredAt,
  eventStaffId,
  type ReminderKind,
  type ReminderSubjects,
  type ReminderTemplates,
} from '@gym/domain';
import { defineProjection, unhandled } from '../shared/projections/projection.js';

export const REMINDER_MARKS = 'reminder_marks';
export const REMINDER_TEMPLATES = 'reminder_templates';
export const REMINDER_EMAILS = 'reminder_emails';
export const REMINDER_TEMPLATES_ID = 'gym';

/** A reminder marked: sent by WhatsApp or skipped, by whom and when. */
export interface ReminderMarkDocument {
  /** The reminder's id, `kind.memberId.about`. */
  readonly id: string;
  readonly kind: ReminderKind;
  readonly memberId: string;
  readonly about: string;
  readonly state: 'sent' | 'skipped';
  readonly staffId: string;
  readonly at: string;
  readonly reason: string | null;
  readonly [key: string]: unknown;
}

/**
 * R50: where a reminder's e-mail stands: attempted (no result yet: 'Envío sin confirmar' once the job
 * is not sending it), sent (Message-ID, answer) or failed (the server's answer); since when.
 * A deferred attempt (nothing was sent) removes it.
 */
export interface ReminderEmailDocument {
  readonly id: string;
  readonly memberId: string;
  readonly state: 'attempted' | 'sent' | 'failed';
  readonly at: string;
  readonly messageId: string | null;
  readonly response: string | null;
  readonly [key: string]: unknown;
}

export interface ReminderTemplatesDocument {
  readonly id: string;
  readonly templates: ReminderTemplates;
  /** Absent until the owner saves subjects (the catalogue's then). */
  readonly subjects?: ReminderSubjects;
  readonly [key: string]: unknown;
}

export const reminderMarksProjection = defineProjection({
  name: 'reminder_marks',
  version: 1,
  // Looked up by id only (today's reminders' ids); the stream lets one mark land, so one put each.
  collections: [{ name: REMINDER_MARKS, fields: {} }],
  eventTypes: ['ReminderSent', 'ReminderSkipped'],
  documentsRead: () => [],
  apply(event, documents) {
    const { reminderId, kind, memberId, about } = event.data;
    const mark = { id: reminderId, kind, memberId, about, staffId: eventStaffId(event), at: eventOccurredAt(event) };
    switch (event.type) {
      case 'ReminderSent':
        documents.put(REMINDER_MARKS, { ...mark, state: 'sent', reason: null } satisfies ReminderMarkDocument);
        return;
      case 'ReminderSkipped':
        documents.put(REMINDER_MARKS, {
          ...mark,
          state: 'skipped',
          reason: event.data.reason,
        } satisfies ReminderMarkDocument);
        return;
      default:
        unhandled(event);
    }
  },
});

export const reminderTemplatesProjection = defineProjection({
  name: 'reminder_templates',
  version: 1,
  collections: [{ name: REMINDER_TEMPLATES, fields: {} }],
  eventTypes: ['ReminderTemplatesChanged'],
  documentsRead: () => [],
  apply(event, documents) {
    // Every change since subjects could be edited carries them all; an older one none (the catalogue's).
    const { templates, subjects } = event.data;
    const document: ReminderTemplatesDocument = {
      id: REMINDER_TEMPLATES_ID,
      templates,
      ...(subjects === undefined ? {} : { subjects }),
    };
    documents.put(REMINDER_TEMPLATES, document);
  },
});

export const reminderEmailsProjection = defineProjection({
  name: 'reminder_emails',
  version: 1,
  // Looked up by id only (today's reminders' ids), as the marks are.
  collections: [{ name: REMINDER_EMAILS, fields: {} }],
  eventTypes: ['ReminderEmailAttempted', 'ReminderEmailSent', 'ReminderEmailFailed', 'ReminderEmailDeferred'],
  documentsRead: () => [],
  apply(event, documents) {
    const { reminderId: id, memberId } = event.data;
    const at = eventOccurredAt(event);
    const put = (document: ReminderEmailDocument) => documents.put(REMINDER_EMAILS, document);
    switch (event.type) {
      case 'ReminderEmailAttempted':
        put({ id, memberId, state: 'attempted', at, messageId: null, response: null });
        return;
      case 'ReminderEmailSent':
        put({ id, memberId, state: 'sent', at, messageId: event.data.messageId, response: event.data.response });
        return;
      case 'ReminderEmailFailed':
        put({ id, memberId, state: 'failed', at, messageId: null, response: event.data.response });
        return;
      case 'ReminderEmailDeferred':
        documents.delete(REMINDER_EMAILS, id);
        return;
      default:
        unhandled(event);
    }
  },
});

export const reminderProjections = [
  reminderMarksProjection,
  reminderTemplatesProjection,
  reminderEmailsProjection,
] as const;

// Reminders by e-mail (R50): who gets one, what it says, the two commands the daily job sends to a
// reminder's stream (the attempt before the SMTP transaction, then its result), and when the job runs.
// Idempotent by reminder id: a reminder with an attempt recorded is never e-mailed again, so a crash
// between the send and the record leaves 'Envío sin confirmar', never a second message.
import { isRejection, reject, type Decision } from '../decision.js';
import { addDays, instantMillis, localDate, startOfLocalDay } from '../rules/dates.js';
import { isValidMemberEmail } from '../rules/member-email.js';
import type { ReminderEvent } from './reminder.events.js';
import { acceptsReminders, parseReminderId } from './reminder.kinds.js';
import { markable, type ReminderMarkData } from './reminder.mark.js';
import { renderReminder, type ReminderValues } from './reminder-templates.js';
import type { ReminderState } from './reminder.state.js';

/** R50: the Bogotá (gym-local) hour the daily job sends at. */
export const REMINDER_EMAIL_HOUR = 8;
/** A mail server that cannot be reached is tried again this many minutes later… */
export const REMINDER_EMAIL_RETRY_MINUTES = 15;
/** …at most this many times a day (2 hours), then again at the next day's run. */
export const REMINDER_EMAIL_MAX_RETRIES = 8;
/** An answer recorded from a server is cut to this many characters. */
export const SMTP_ANSWER_MAX = 300;

/** What the job reads of a member to know whether to e-mail them. */
export interface ReminderEmailFacts {
  readonly email?: string | null;
  readonly remindersRefused: boolean;
  /** R47: the authorisation as recorded; null while pending. */
  readonly authorization: { readonly personal: boolean; readonly reminders: boolean } | null;
}

/**
 * R47/R50: the address a member's reminders are e-mailed to, or null: only to a valid e-mail, with
 * the data authorisation recorded and reminders accepted (a pending authorisation sends none).
 */
export function reminderEmailAddress(member: ReminderEmailFacts): string | null {
  const email = member.email ?? null;
  if (email === null || !isValidMemberEmail(email) || !acceptsReminders(member)) return null;
  const { authorization } = member;
  return authorization !== null && authorization.personal && authorization.reminders ? email : null;
}

export interface ReminderEmail {
  readonly subject: string;
  readonly text: string;
}

/** The e-mail of a reminder: the owner's subject and template of its kind, both filled in. */
export function reminderEmail(
  texts: { readonly subject: string; readonly template: string },
  values: ReminderValues,
): ReminderEmail {
  return { subject: renderReminder(texts.subject, values), text: renderReminder(texts.template, values) };
}

/** A server's answer as recorded: one line of plain text, at most SMTP_ANSWER_MAX characters. */
export function smtpAnswer(answer: string): string {
  // Line breaks and tabs become spaces; other control characters and lone surrogates are dropped.
  const line = answer
    .replace(/\s+/g, ' ')
    .replace(/[\p{Cc}\p{Cs}]/gu, '')
    .trim();
  return line.slice(0, SMTP_ANSWER_MAX);
}

export interface AttemptReminderEmail {
  readonly type: 'AttemptReminderEmail';
  readonly data: ReminderMarkData & { readonly to: string };
}

export type ReminderEmailOutcome =
  | { readonly kind: 'sent'; readonly messageId: string; readonly response: string }
  | { readonly kind: 'failed'; readonly response: string }
  | { readonly kind: 'deferred'; readonly reason: string };

export interface RecordReminderEmailResult {
  readonly type: 'RecordReminderEmailResult';
  readonly data: { readonly reminderId: string; readonly outcome: ReminderEmailOutcome };
}

/** Before the SMTP transaction: a reminder still due, not marked by the desk, never attempted. */
export function attemptReminderEmail({ data }: AttemptReminderEmail, state: ReminderState): Decision<ReminderEvent> {
  if (state.email !== 'none') return reject('REMINDER.EMAIL_ALREADY_ATTEMPTED');
  const reminder = markable(data, state);
  if (isRejection(reminder)) return reminder;
  if (!isValidMemberEmail(data.to)) return reject('MEMBER.EMAIL_INVALID');
  const { id: reminderId, kind, memberId, about } = reminder;
  return [{ type: 'ReminderEmailAttempted', data: { reminderId, kind, memberId, about, to: data.to } }];
}

/** After it: the result of the attempt recorded, once. */
export function recordReminderEmailResult(
  { data }: RecordReminderEmailResult,
  state: ReminderState,
): Decision<ReminderEvent> {
  if (state.email !== 'attempted') return reject('REMINDER.EMAIL_NOT_ATTEMPTED');
  const parts = parseReminderId(data.reminderId);
  if (parts === null) return reject('REMINDER.NOT_FOUND');
  const fields = { reminderId: data.reminderId, ...parts };
  const { outcome } = data;
  switch (outcome.kind) {
    case 'sent':
      return [
        {
          type: 'ReminderEmailSent',
          data: { ...fields, messageId: smtpAnswer(outcome.messageId), response: smtpAnswer(outcome.response) },
        },
      ];
    case 'failed':
      return [{ type: 'ReminderEmailFailed', data: { ...fields, response: smtpAnswer(outcome.response) } }];
    case 'deferred':
      return [{ type: 'ReminderEmailDeferred', data: { ...fields, reason: smtpAnswer(outcome.reason) } }];
    default: {
      const unknown: never = outcome;
      throw new Error(`Unknown e-mail outcome ${JSON.stringify(unknown)}`);
    }
  }
}

/** The instant the daily run of `day` is due: REMINDER_EMAIL_HOUR there. */
export function dailyRunAt(day: string, timeZone: string): string {
  return new Date(instantMillis(startOfLocalDay(day, timeZone)) + REMINDER_EMAIL_HOUR * 3_600_000).toISOString();
}

/**
 * When the job runs next, given the day its last run was for (null: none since the start): at once
 * when today's has not run (the first run at start, whatever the hour), else at REMINDER_EMAIL_HOUR
 * tomorrow. The day a run is for is always `localDate(now)`: at 23:30 Bogotá today's reminders go,
 * at 00:10 the next day's.
 */
export function nextReminderEmailRun(now: string, timeZone: string, lastRunDay: string | null): string {
  const today = localDate(now, timeZone);
  if (lastRunDay !== today) return now;
  return dailyRunAt(addDays(today, 1), timeZone);
}

/** After a server could not be reached: the retry's instant, or null once the day's retries are spent. */
export function reminderEmailRetryAt(now: string, retriesSoFar: number): string | null {
  if (retriesSoFar >= REMINDER_EMAIL_MAX_RETRIES) return null;
  return new Date(instantMillis(now) + REMINDER_EMAIL_RETRY_MINUTES * 60_000).toISOString();
}

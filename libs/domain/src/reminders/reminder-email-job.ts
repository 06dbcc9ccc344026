// R50: the daily e-mail job's own record, in the stream `reminder-email-job`: each run's end (done,
// the server unreachable with the retry's instant, or the day's retries spent) with when the next run
// is. Every app process on the same store reads its state from there — the banner of Recordatorios,
// when to run next, whether today's run is already made — so a second process shows the same and does
// not run the day again (and the reminders' own attempts keep any message from going twice).
import type { Decision } from '../decision.js';
import type { ReminderEmailJobView } from '../api/reminders.schemas.js';
import { localDate } from '../rules/dates.js';
import type { ReminderEvent, ReminderEmailRunRecorded } from './reminder.events.js';
import { nextReminderEmailRun, reminderEmailRetryAt } from './reminder.email.js';

export const REMINDER_EMAIL_JOB_STREAM = 'reminder-email-job';

export type ReminderEmailRun = ReminderEmailRunRecorded['data'];

export interface RecordReminderEmailRun {
  readonly type: 'RecordReminderEmailRun';
  readonly data: ReminderEmailRun;
}

export function recordReminderEmailRun({ data }: RecordReminderEmailRun): Decision<ReminderEvent> {
  return [{ type: 'ReminderEmailRunRecorded', data }];
}

/** What a run found: how many the server took and refused, and why it could not be used (null: it could). */
export interface ReminderEmailRunResult {
  readonly day: string;
  readonly sent: number;
  readonly failed: number;
  readonly unreachable: string | null;
}

/**
 * The record of a run that ended `now`: done (next: tomorrow's), the server unreachable (next: the
 * retry, 15 minutes on, at most 8 a day, counted from `last` of the same day), or the day given up.
 */
export function reminderEmailRunEnded(
  result: ReminderEmailRunResult,
  now: string,
  timeZone: string,
  last: ReminderEmailRun | null,
): ReminderEmailRun {
  const { day, sent, failed } = result;
  const tomorrow = nextReminderEmailRun(now, timeZone, day);
  if (result.unreachable === null) return { day, at: now, outcome: 'done', sent, failed, retries: 0, next: tomorrow };
  const retries = last?.day === day && last.outcome === 'unavailable' ? last.retries : 0;
  const retryAt = reminderEmailRetryAt(now, retries);
  return retryAt === null
    ? { day, at: now, outcome: 'gave_up', sent, failed, retries, next: tomorrow }
    : { day, at: now, outcome: 'unavailable', sent, failed, retries: retries + 1, next: retryAt };
}

/** When to run next: at once when nothing is recorded for today (at start whatever the hour), else as recorded. */
export function nextReminderEmailRunAfter(last: ReminderEmailRun | null, now: string, timeZone: string): string {
  return last === null || last.day !== localDate(now, timeZone) ? now : last.next;
}

/** Whether today's run is made (or given up): then a process that wakes for it does nothing but wait. */
export function reminderEmailDayDone(last: ReminderEmailRun | null, now: string, timeZone: string): boolean {
  return last !== null && last.day === localDate(now, timeZone) && last.outcome !== 'unavailable';
}

/** The banner: waiting before any run, else the last run's end ('at': when it ran, the retry, or the next run). */
export function reminderEmailJobView(
  last: ReminderEmailRun | null,
  enabled: boolean,
  running: boolean,
): ReminderEmailJobView {
  const counts = { sent: last?.sent ?? 0, failed: last?.failed ?? 0 };
  if (running) return { enabled, state: 'running', at: last?.at ?? null, ...counts };
  if (last === null) return { enabled, state: 'waiting', at: null, ...counts };
  const at = last.outcome === 'done' ? last.at : last.next;
  return { enabled, state: last.outcome, at, ...counts };
}

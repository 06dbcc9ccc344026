// R50: the daily job that e-mails today's reminders, in each app process. It runs at start when
// today's run has not been made (whatever the hour), then each day at 08:00 in the gym's time zone,
// by the injected clock. How each run ended and when the next is are recorded in the stream
// `reminder-email-job` (reminder-email-job.ts), not kept in the process: every process on the same
// store shows the same banner, and one that wakes for a run another already made only waits. Each reminder due today, of a member with an e-mail, the data authorisation
// and reminders accepted (R47), is sent with the owner's subject and template of its kind:
// - an attempt is appended to the reminder's stream before the SMTP transaction (with the stream's
//   revision: one attempt ever), then the result (sent / failed with the server's answer);
// - a reminder with an attempt is never sent again, so a crash between the send and the record
//   leaves 'Envío sin confirmar', never a second message;
// - a server that cannot be reached (refused, timeout, TLS, login) fails no reminder: the run stops,
//   the screen says when it tries again (every 15 minutes, at most 8 times), and nothing is resent.
import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import {
  instantMillis,
  nextReminderEmailRunAfter,
  REMINDER_EMAIL_JOB_STREAM,
  reminderEmail,
  reminderEmailAddress,
  reminderEmailDayDone,
  reminderEmailJobView,
  reminderEmailRetryAt,
  reminderEmailRunEnded,
  remindersDue,
  reminderStreamId,
  reminderValues,
  SYSTEM_STAFF_ID,
  type DueReminder,
  type ReminderEmailJobView,
  type ReminderEmailOutcome,
  type ReminderEmailRun as RecordedRun,
  type ReminderEmailRunResult,
} from '@gym/domain';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import { MEMBER_PROFILES, type MemberListDocument, type MemberProfileDocument } from '../../members/members.port.js';
import { gymDetailsView } from '../../settings/settings.port.js';
import { GymCalendar } from '../../shared/gym-calendar.js';
import { AppError } from '../../shared/http/app-error.js';
import type { AppLogger } from '../../shared/logging/logger.js';
import { ProjectionService } from '../../shared/projections/projection-service.js';
import type { ReadQueries } from '../../shared/read-store/read-store.port.js';
import type { EventStore } from '../../shared/event-store/event-store.port.js';
import { CLOCK, EVENT_STORE, LOGGER, READ_STORE } from '../../shared/tokens.js';
import { REMINDER_COMMAND_DEPS, type ReminderCommandDeps } from '../reminder.routes.js';
import { reminderTexts } from '../reminder-templates.query.js';
import { reminderCandidates } from '../reminder-candidates.js';
import type { ReminderMailer } from './smtp-mailer.js';

export const REMINDER_MAILER = Symbol('REMINDER_MAILER');

/** What one run did: how many e-mails the server took and refused, and why it could not be used (null: it could). */
export type ReminderEmailRun = ReminderEmailRunResult;

/** The refusals that mean "not this one" to the job: marked, attempted already, no longer due. */
const PASSED_OVER = new Set(['REMINDER.ALREADY_MARKED', 'REMINDER.EMAIL_ALREADY_ATTEMPTED', 'REMINDER.NOT_DUE']);

@Injectable()
export class ReminderEmailJob implements OnApplicationBootstrap, OnModuleDestroy {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<ReminderEmailRun | null> | null = null;
  private stopped = false;
  /** Whether the run under way is the timer's (a scheduled one), not one asked for (a test, a call). */
  private timerFired = false;

  constructor(
    @Inject(REMINDER_MAILER) private readonly mailer: ReminderMailer | null,
    @Inject(REMINDER_COMMAND_DEPS) private readonly deps: ReminderCommandDeps,
    @Inject(READ_STORE) private readonly readStore: ReadQueries,
    @Inject(GymCalendar) private readonly calendar: GymCalendar,
    @Inject(ProjectionService) private readonly projections: ProjectionService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: () => Date,
    @Inject(LOGGER) private readonly logger: AppLogger,
    @Inject(EVENT_STORE) private readonly events: EventStore,
  ) {}

  onApplicationBootstrap(): void {
    if (this.mailer === null) return;
    void this.lastRun()
      .then((last) => this.schedule(nextReminderEmailRunAfter(last, this.now(), this.config.timeZone)))
      .catch((error: unknown) => {
        this.logger.error({ err: error }, 'reminder e-mail job: its record could not be read');
        this.schedule(reminderEmailRetryAt(this.now(), 0) ?? this.now());
      });
  }

  onModuleDestroy(): void {
    this.stopped = true;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.mailer?.close();
  }

  /** The banner of Recordatorios: whether the job is on, and how its last run or retry stands (as recorded). */
  async status(): Promise<ReminderEmailJobView> {
    const last = this.mailer === null ? null : await this.lastRun();
    return reminderEmailJobView(last, this.mailer !== null, this.running !== null);
  }

  /** The last run recorded by any process on this store, or null. */
  private async lastRun(): Promise<RecordedRun | null> {
    const [event] = await this.events.readStream(REMINDER_EMAIL_JOB_STREAM, { direction: 'backwards', limit: 1 });
    return event?.type === 'ReminderEmailRunRecorded' ? (event.data as unknown as RecordedRun) : null;
  }

  /** Runs now (the scheduled runs call it; so may a test): one run at a time, a second call joins it. */
  run(): Promise<ReminderEmailRun | null> {
    if (this.mailer === null) return Promise.resolve(null);
    this.running ??= this.runOnce(this.mailer).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private now(): string {
    return this.clock().toISOString();
  }

  private schedule(at: string): void {
    if (this.stopped) return;
    if (this.timer !== null) clearTimeout(this.timer);
    // Timers run on the machine's time; the clock decides which day a run is for.
    const delay = Math.max(0, instantMillis(at) - this.clock().getTime());
    this.timer = setTimeout(() => {
      this.timer = null;
      this.timerFired = true;
      void this.run().catch((error: unknown) => {
        this.logger.error({ err: error }, 'reminder e-mail run failed');
        this.schedule(reminderEmailRetryAt(this.now(), 0) ?? this.now());
      });
    }, delay);
    this.timer.unref();
  }

  private async runOnce(mailer: ReminderMailer): Promise<ReminderEmailRun | null> {
    const day = this.calendar.today();
    const last = await this.lastRun();
    // Scheduled for a run another process has already made today: only wait for the next.
    if (this.timerFired && reminderEmailDayDone(last, this.now(), this.config.timeZone)) {
      this.timerFired = false;
      this.schedule(nextReminderEmailRunAfter(last, this.now(), this.config.timeZone));
      return null;
    }
    this.timerFired = false;
    const unreachable = await mailer.reachable();
    const result = unreachable === null ? await this.sendDay(mailer, day) : { day, sent: 0, failed: 0, unreachable };
    await this.finish(result, last);
    return result;
  }

  /** Records how the run ended and when the next one is, and waits for it. */
  private async finish(result: ReminderEmailRun, last: RecordedRun | null): Promise<void> {
    if (result.unreachable !== null)
      this.logger.warn({ reason: result.unreachable }, 'mail server unreachable; reminders not e-mailed');
    const run = reminderEmailRunEnded(result, this.now(), this.config.timeZone, last);
    await this.deps.reminders.handle({
      streamId: REMINDER_EMAIL_JOB_STREAM,
      command: { type: 'RecordReminderEmailRun', data: run },
      staffId: SYSTEM_STAFF_ID,
      role: 'admin',
      correlationId: `reminder-email-${result.day}`,
    });
    this.schedule(run.next);
  }

  private async sendDay(mailer: ReminderMailer, day: string): Promise<ReminderEmailRun> {
    // What was appended before this run is in the read models first (a member just registered).
    const { head } = await this.projections.status();
    await this.projections.waitFor(head, 30_000);
    const [members, texts, gym] = await Promise.all([
      reminderCandidates(this.readStore, day),
      reminderTexts(this.readStore),
      gymDetailsView(this.readStore, this.config.gymName),
    ]);
    let sent = 0;
    let failed = 0;
    for (const member of members) {
      const due = remindersDue(member, day);
      if (due.length === 0) continue;
      const profile = await this.readStore.get<MemberProfileDocument>(MEMBER_PROFILES, member.id);
      if (profile === null) continue;
      const to = reminderEmailAddress({
        email: profile.member.details.email,
        remindersRefused: member.remindersRefused,
        authorization: profile.member.authorization,
      });
      if (to === null) continue;
      for (const reminder of due) {
        const { kind } = reminder;
        const email = { subject: texts.subjects[kind], template: texts.templates[kind] };
        const outcome = await this.sendOne(mailer, reminder, member, to, email, gym.printedName);
        if (outcome === null) continue;
        if (outcome.kind === 'deferred') return { day, sent, failed, unreachable: outcome.reason };
        if (outcome.kind === 'sent') sent += 1;
        else failed += 1;
      }
    }
    return { day, sent, failed, unreachable: null };
  }

  /** One reminder: the attempt, the send, its result; null when it is not this run's to send. */
  private async sendOne(
    mailer: ReminderMailer,
    reminder: DueReminder,
    member: MemberListDocument,
    to: string,
    texts: { readonly subject: string; readonly template: string },
    gym: string,
  ): Promise<ReminderEmailOutcome | null> {
    const streamId = reminderStreamId(reminder.id);
    const attempted = await this.append(streamId, {
      type: 'AttemptReminderEmail',
      data: { reminderId: reminder.id, due: true, to },
    });
    if (!attempted) return null;
    const outcome = await mailer.send({ to, ...reminderEmail(texts, reminderValues(member, gym)) });
    await this.record(streamId, reminder.id, outcome);
    return outcome;
  }

  /** The result of an attempt, appended to its stream (a crash before it leaves the attempt alone). */
  protected async record(streamId: string, reminderId: string, outcome: ReminderEmailOutcome): Promise<void> {
    await this.append(streamId, { type: 'RecordReminderEmailResult', data: { reminderId, outcome } });
  }

  private async append(
    streamId: string,
    command: Parameters<ReminderCommandDeps['reminders']['handle']>[0]['command'],
  ): Promise<boolean> {
    try {
      await this.deps.reminders.handle({
        streamId,
        command,
        staffId: SYSTEM_STAFF_ID,
        role: 'admin',
        correlationId: `reminder-email-${this.calendar.today()}`,
      });
      return true;
    } catch (error) {
      if (error instanceof AppError && PASSED_OVER.has(error.code)) return false;
      throw error;
    }
  }
}

// Recordatorios (R50): today's reminders, their marks, and the owner's templates (the templates are
// changed on the settings stream, settings.routes.ts); and the daily job that e-mails them when
// `SMTP_URL` is set (email/reminder-email.job.ts).
import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { CommandRunner } from '../shared/commands/command-runner.js';
import type { EventStore } from '../shared/event-store/event-store.port.js';
import { GymCalendar } from '../shared/gym-calendar.js';
import { commandController } from '../shared/http/command-controller.js';
import { ProjectionService } from '../shared/projections/projection-service.js';
import type { ReadQueries } from '../shared/read-store/read-store.port.js';
import { CLOCK, EVENT_STORE, READ_STORE } from '../shared/tokens.js';
import { GetReminderTemplatesHandler } from './reminder-templates.query.js';
import {
  REMINDER_COMMAND_DEPS,
  reminderCommandTable,
  reminderDecider,
  type ReminderCommandDeps,
} from './reminder.routes.js';
import { RemindersController } from './reminders.http.controller.js';
import { GetRemindersHandler } from './reminders.query.js';
import { REMINDER_MAILER, ReminderEmailJob } from './email/reminder-email.job.js';
import { smtpMailer, type ReminderMailer } from './email/smtp-mailer.js';

const httpControllers = [RemindersController, commandController(reminderCommandTable)];
const queryHandlers = [GetRemindersHandler, GetReminderTemplatesHandler];

const reminderCommandDeps = {
  provide: REMINDER_COMMAND_DEPS,
  inject: [EVENT_STORE, CLOCK, APP_CONFIG, ProjectionService, READ_STORE, GymCalendar],
  useFactory: (
    eventStore: EventStore,
    clock: () => Date,
    config: AppConfig,
    projections: ProjectionService,
    readStore: ReadQueries,
    calendar: GymCalendar,
  ): ReminderCommandDeps => ({
    reminders: new CommandRunner(eventStore, reminderDecider, {
      clock,
      timeZone: config.timeZone,
      onAppended: () => projections.notify(),
    }),
    readStore,
    calendar,
  }),
};

/** R50: the mail server when `SMTP_URL` is set; none: reminders are not e-mailed. */
const reminderMailer = {
  provide: REMINDER_MAILER,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig): ReminderMailer | null =>
    config.smtpUrl === undefined ? null : smtpMailer(config.smtpUrl, config.smtpFrom ?? ''),
};

@Module({
  controllers: httpControllers,
  providers: [...queryHandlers, reminderCommandDeps, reminderMailer, ReminderEmailJob],
  exports: [ReminderEmailJob],
})
export class RemindersModule {}

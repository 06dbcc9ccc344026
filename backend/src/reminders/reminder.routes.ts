// The marks of a reminder (R50), one row each: 'Enviado' (the WhatsApp button) and 'Omitir' with a
// reason, for every account. The path names the reminder (`kind.memberId.about`); whether it is in
// today's list is read from the member's list document and decided with the mark. The stream
// `reminder-<id>` is appended with the revision read: of two marks at once, the second decides again
// and is refused ('Otra persona del personal ya marcó este recordatorio…', 409).
import {
  apiOperations,
  decideReminder,
  evolveReminder,
  initialReminderState,
  isReminderDue,
  parseReminderId,
  REMINDER_EMAIL_JOB_STREAM,
  REMINDER_EVENT_TYPES,
  reminderStreamId,
  type ReminderCommand,
  type ReminderEvent,
  type ReminderState,
} from '@gym/domain';
import { MEMBERS, type MemberListDocument } from '../members/members.port.js';
import { CommandRunner } from '../shared/commands/command-runner.js';
import { commandRows, type CommandTable } from '../shared/commands/command-table.js';
import type { Decider } from '../shared/commands/decider.js';
import type { GymCalendar } from '../shared/gym-calendar.js';
import { AppError } from '../shared/http/app-error.js';
import type { ReadQueries } from '../shared/read-store/read-store.port.js';

export type ReminderWriteLoop = CommandRunner<ReminderState, ReminderCommand, ReminderEvent>;

export const reminderDecider: Decider<ReminderState, ReminderCommand, ReminderEvent> = {
  initialState: initialReminderState,
  eventTypes: REMINDER_EVENT_TYPES,
  evolve: evolveReminder,
  decide: decideReminder,
};

export const REMINDER_COMMAND_DEPS = Symbol('REMINDER_COMMAND_DEPS');

export interface ReminderCommandDeps {
  readonly reminders: ReminderWriteLoop;
  readonly readStore: ReadQueries;
  readonly calendar: GymCalendar;
}

/** The reminder's id in the path; one that cannot name a reminder is 404 'Recordatorio no encontrado.' */
function reminderParam(raw: string): string {
  if (parseReminderId(raw) === null) throw new AppError('REMINDER.NOT_FOUND');
  return raw;
}

/** Whether the reminder is in today's list: its member live, and the rule of its kind holding today. */
async function isDueToday({ readStore, calendar }: ReminderCommandDeps, reminderId: string): Promise<boolean> {
  const parts = parseReminderId(reminderId);
  if (parts === null) return false;
  const member = await readStore.get<MemberListDocument>(MEMBERS, parts.memberId);
  return member !== null && isReminderDue(member, reminderId, calendar.today());
}

const row = commandRows<ReminderCommandDeps, ReminderState, ReminderCommand, ReminderEvent>(({ reminders }) => ({
  runner: reminders,
  // The daily job's own record has a stream of its own (reminder-email-job.ts).
  streamOf: (command) =>
    command.type === 'RecordReminderEmailRun' ? REMINDER_EMAIL_JOB_STREAM : reminderStreamId(command.data.reminderId),
}));

export const reminderCommandTable: CommandTable<ReminderCommandDeps> = {
  name: 'Reminder',
  notFound: 'REMINDER.NOT_FOUND',
  parseId: reminderParam,
  deps: REMINDER_COMMAND_DEPS,
  routes: [
    row.decide(apiOperations.markReminderSent, {
      failure: 'REMINDERS.MARK_FAILED',
      command: async ({ id }, deps) => ({
        type: 'MarkReminderSent',
        data: { reminderId: id, due: await isDueToday(deps, id) },
      }),
      answer: ({ result }) => ({ position: result.position }),
    }),
    row.decide(apiOperations.skipReminder, {
      failure: 'REMINDERS.MARK_FAILED',
      command: async ({ id, body }, deps) => ({
        type: 'SkipReminder',
        data: { reminderId: id, due: await isDueToday(deps, id), reason: body.reason },
      }),
      answer: ({ result }) => ({ position: result.position }),
    }),
  ],
};

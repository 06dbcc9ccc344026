// `decideReminder`: what a mark of a reminder yields (R50), as events or a rejection. Each command
// lives in its own file (reminder.mark-sent.ts, reminder.skip.ts, reminder.email.ts); this one says
// which decides which.
import type { Decision } from '../decision.js';
import type { ReminderEvent } from './reminder.events.js';
import {
  attemptReminderEmail,
  recordReminderEmailResult,
  type AttemptReminderEmail,
  type RecordReminderEmailResult,
} from './reminder.email.js';
import { markReminderSent, type MarkReminderSent } from './reminder.mark-sent.js';
import { recordReminderEmailRun, type RecordReminderEmailRun } from './reminder-email-job.js';
import { skipReminder, type SkipReminder } from './reminder.skip.js';
import type { ReminderState } from './reminder.state.js';

export type ReminderCommand =
  MarkReminderSent | SkipReminder | AttemptReminderEmail | RecordReminderEmailResult | RecordReminderEmailRun;

export function decideReminder(command: ReminderCommand, state: ReminderState): Decision<ReminderEvent> {
  switch (command.type) {
    case 'MarkReminderSent':
      return markReminderSent(command, state);
    case 'SkipReminder':
      return skipReminder(command, state);
    case 'AttemptReminderEmail':
      return attemptReminderEmail(command, state);
    case 'RecordReminderEmailResult':
      return recordReminderEmailResult(command, state);
    case 'RecordReminderEmailRun':
      return recordReminderEmailRun(command);
    default: {
      const unknown: never = command;
      throw new Error(`Unknown reminder command ${JSON.stringify(unknown)}`);
    }
  }
}

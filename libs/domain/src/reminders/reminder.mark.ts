// What both marks of a reminder check first (R50): an id that names a reminder, one still due today,
// and not marked yet. The mark that commits second meets the first and is refused, saying so.
import { message } from '../messages.js';
import { reject, type Rejection } from '../decision.js';
import { parseReminderId, type DueReminder } from './reminder.kinds.js';
import type { ReminderState } from './reminder.state.js';

/** What a mark is sent with: the reminder's id, and whether it is in today's list (read by the route). */
export interface ReminderMarkData {
  readonly reminderId: string;
  readonly due: boolean;
}

/** The reminder the mark is for, or why it cannot be marked. */
export function markable(data: ReminderMarkData, state: ReminderState): DueReminder | Rejection {
  if (state.status !== 'pending')
    return reject('REMINDER.ALREADY_MARKED', { estado: message(`REMINDERS.STATE.${state.status}`) });
  const parts = parseReminderId(data.reminderId);
  if (parts === null) return reject('REMINDER.NOT_FOUND');
  if (!data.due) return reject('REMINDER.NOT_DUE');
  return { id: data.reminderId, ...parts };
}

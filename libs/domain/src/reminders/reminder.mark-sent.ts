// 'WhatsApp' on a reminder (R50): the chat opens with the text and the reminder is marked 'Enviado'.
import { z } from 'zod';
import { strictBodyError } from '../api/schema-primitives.js';
import { isRejection, type Decision } from '../decision.js';
import type { ReminderEvent } from './reminder.events.js';
import { markable, type ReminderMarkData } from './reminder.mark.js';
import type { ReminderState } from './reminder.state.js';

export interface MarkReminderSent {
  readonly type: 'MarkReminderSent';
  readonly data: ReminderMarkData;
}

/** POST /api/reminders/{id}/sent: nothing to say but the channel, WhatsApp for now. */
export const markReminderSentRequest = z
  .strictObject({ channel: z.enum(['whatsapp']).default('whatsapp') }, strictBodyError)
  .meta({ id: 'MarkReminderSentRequest' });

export type MarkReminderSentRequest = z.output<typeof markReminderSentRequest>;

export function markReminderSent({ data }: MarkReminderSent, state: ReminderState): Decision<ReminderEvent> {
  const reminder = markable(data, state);
  if (isRejection(reminder)) return reminder;
  const { id: reminderId, kind, memberId, about } = reminder;
  return [{ type: 'ReminderSent', data: { reminderId, kind, memberId, about, channel: 'whatsapp' } }];
}

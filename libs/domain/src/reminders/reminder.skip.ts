// 'Omitir' on a reminder (R50): it leaves today's list with a reason ('Ya renovó por teléfono').
import { z } from 'zod';
import { strictBodyError } from '../api/schema-primitives.js';
import { isRejection, reject, type Decision } from '../decision.js';
import { requestText } from '../request-text.js';
import { isPlainText } from '../rules/plain-text.js';
import type { ReminderEvent } from './reminder.events.js';
import { markable, type ReminderMarkData } from './reminder.mark.js';
import type { ReminderState } from './reminder.state.js';

/** A skip's reason: 3 to 200 characters once trimmed ('No', a bare dash, is no reason). */
export const SKIP_REASON_LENGTH = { min: 3, max: 200 } as const;

export interface SkipReminder {
  readonly type: 'SkipReminder';
  readonly data: ReminderMarkData & { readonly reason: string };
}

export const skipReminderRequest = z
  .strictObject(
    {
      reason: requestText('REMINDER.SKIP_REASON_INVALID')
        .trim()
        .min(SKIP_REASON_LENGTH.min, { error: 'REMINDER.SKIP_REASON_INVALID' })
        .max(SKIP_REASON_LENGTH.max, { error: 'REMINDER.SKIP_REASON_INVALID' })
        .meta({ example: 'Ya renovó por teléfono' }),
    },
    strictBodyError,
  )
  .meta({ id: 'SkipReminderRequest' });

export type SkipReminderRequest = z.output<typeof skipReminderRequest>;

/** The reason trimmed, or null when it is not one. */
export function validSkipReason(reason: unknown): string | null {
  if (typeof reason !== 'string') return null;
  const trimmed = reason.trim();
  const fits = trimmed.length >= SKIP_REASON_LENGTH.min && trimmed.length <= SKIP_REASON_LENGTH.max;
  return fits && isPlainText(trimmed) ? trimmed : null;
}

export function skipReminder({ data }: SkipReminder, state: ReminderState): Decision<ReminderEvent> {
  const reminder = markable(data, state);
  if (isRejection(reminder)) return reminder;
  const reason = validSkipReason(data.reason);
  if (reason === null) return reject('REMINDER.SKIP_REASON_INVALID', undefined, 'reason');
  const { id: reminderId, kind, memberId, about } = reminder;
  return [{ type: 'ReminderSkipped', data: { reminderId, kind, memberId, about, reason } }];
}

// A reminder as its marks leave it, and `evolveReminder`, the fold that gets it there.
import type { ReminderEvent } from './reminder.events.js';

export type ReminderState = { readonly status: 'pending' } | { readonly status: 'sent' | 'skipped' };

export const initialReminderState: ReminderState = { status: 'pending' };

export function evolveReminder(_state: ReminderState, event: ReminderEvent): ReminderState {
  switch (event.type) {
    case 'ReminderSent':
      return { status: 'sent' };
    case 'ReminderSkipped':
      return { status: 'skipped' };
    default: {
      const unknown: never = event;
      throw new Error(`Unknown reminder event ${JSON.stringify(unknown)}`);
    }
  }
}

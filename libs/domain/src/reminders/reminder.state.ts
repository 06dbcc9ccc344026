// A reminder as its marks leave it, and `evolveReminder`, the fold that gets it there. `status` is
// the desk's mark (an e-mail the server accepted marks it sent too: it needs no WhatsApp); `email`
// is where the daily job's e-mail stands (R50).
import type { ReminderEvent } from './reminder.events.js';

export type ReminderEmailStatus = 'none' | 'attempted' | 'sent' | 'failed';

export interface ReminderState {
  readonly status: 'pending' | 'sent' | 'skipped';
  readonly email: ReminderEmailStatus;
}

export const initialReminderState: ReminderState = { status: 'pending', email: 'none' };

export function evolveReminder(state: ReminderState, event: ReminderEvent): ReminderState {
  switch (event.type) {
    case 'ReminderSent':
      return { ...state, status: 'sent' };
    case 'ReminderSkipped':
      return { ...state, status: 'skipped' };
    case 'ReminderEmailAttempted':
      return { ...state, email: 'attempted' };
    case 'ReminderEmailSent':
      return { status: 'sent', email: 'sent' };
    case 'ReminderEmailFailed':
      return { ...state, email: 'failed' };
    case 'ReminderEmailDeferred':
      return { ...state, email: 'none' };
    case 'ReminderEmailRunRecorded':
      // The job's own stream: no reminder's state (reminder-email-job.ts reads it).
      return state;
    default: {
      const unknown: never = event;
      throw new Error(`Unknown reminder event ${JSON.stringify(unknown)}`);
    }
  }
}

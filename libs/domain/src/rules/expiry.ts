// When a membership expires, decided from its entry date (R4, R5).
import { addDays, addMonthsClamped } from './dates.js';
import { FORTNIGHT_DAYS, TICKET_BOOK_VALID_DAYS, type PlanCode } from './plans.js';

/** Quincena +15 days, Mensualidad +1 month clamped; a Tiquetera has none until its first attendance. */
export function expiryFromEntry(plan: PlanCode, joinedOn: string): string | null {
  switch (plan) {
    case 'fortnight':
      return addDays(joinedOn, FORTNIGHT_DAYS);
    case 'monthly':
      return addMonthsClamped(joinedOn, 1);
    case 'ticket_book':
      return null;
    default: {
      const unknown: never = plan;
      throw new Error(`Unknown plan ${String(unknown)}`);
    }
  }
}

/** A ticket book expires 60 days after the day of its first attendance (R5). */
export function ticketBookExpiry(firstAttendanceOn: string): string {
  return addDays(firstAttendanceOn, TICKET_BOOK_VALID_DAYS);
}

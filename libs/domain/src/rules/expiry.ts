// When a membership expires, decided from its entry date (R4, R5), for the three spec plans by code.
// Every rule reads a plan's terms (plan-terms.ts, R38); these name the spec plans' terms.
import { expiryFromTerms, SPEC_PLAN_TERMS, TICKET_BOOK_TERMS, visitsPlanExpiry } from './plan-terms.js';
import type { PlanCode } from './plans.js';

/** Quincena +15 days, Mensualidad +1 month clamped; a Tiquetera has none until its first attendance. */
export function expiryFromEntry(plan: PlanCode, joinedOn: string): string | null {
  return expiryFromTerms(SPEC_PLAN_TERMS[plan], joinedOn);
}

/** A ticket book expires 60 days after the day of its first attendance (R5). */
export function ticketBookExpiry(firstAttendanceOn: string): string {
  return visitsPlanExpiry(TICKET_BOOK_TERMS, firstAttendanceOn);
}

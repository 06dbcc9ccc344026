// R38: what a plan sells, whatever it is called. Plans are the gym's own data: every rule switches on a
// plan's terms (its kind, length, visits and validity), never on its name or id. The three plans of
// spec §9 keep their ids ('fortnight', 'monthly', 'ticket_book') and these terms from the start.
import type { z } from 'zod';
import type { DeepReadonly } from '../api/schema-primitives.js';
import { addDays, addMonthsClamped } from './dates.js';
import type { planTermsSchema } from './plan-terms.schema.js';
import { FORTNIGHT_DAYS, isPlanCode, TICKET_BOOK_DAYS, TICKET_BOOK_VALID_DAYS, type PlanCode } from './plans.js';

/** A plan's id: one of the three spec codes, or an id the plans stream generated (R38). */
export type PlanId = string;

/** The longest plan id a request may name (a generated id is a UUID). */
export const PLAN_ID_MAX_LENGTH = 64;

/** R38: the largest number of days, months or visits a plan may have (and the least is 1). */
export const MAX_PLAN_UNITS = 1_000;

export type PlanTerms = DeepReadonly<z.output<typeof planTermsSchema>>;
export type VisitsTerms = Extract<PlanTerms, { kind: 'visits' }>;
export type TimeTerms = Extract<PlanTerms, { kind: 'time' }>;

/** Spec §9 (R4, R5): Quincena 15 days, Mensualidad 1 month, Tiquetera 15 visits valid 60 days. */
export const TICKET_BOOK_TERMS: VisitsTerms = {
  kind: 'visits',
  visits: TICKET_BOOK_DAYS,
  validDays: TICKET_BOOK_VALID_DAYS,
};
export const SPEC_PLAN_TERMS: Readonly<Record<PlanCode, PlanTerms>> = {
  fortnight: { kind: 'time', days: FORTNIGHT_DAYS },
  monthly: { kind: 'time', months: 1 },
  ticket_book: TICKET_BOOK_TERMS,
};

/**
 * The terms an event stored before R38 meant by its plan code (the upcast of the decoder); null for
 * an id that is not one of the three spec plans.
 */
export function specPlanTerms(plan: string): PlanTerms | null {
  return isPlanCode(plan) ? SPEC_PLAN_TERMS[plan] : null;
}

export function isVisitsPlan(terms: PlanTerms): terms is VisitsTerms {
  return terms.kind === 'visits';
}

export function isTimePlan(terms: PlanTerms): terms is TimeTerms {
  return terms.kind === 'time';
}

/**
 * R4 + R38: the end of a period of a time plan starting (or following an expiry) on `from`: N days
 * later, or N calendar months later clamped to the month's last day (31 January + 3 months → 30 April).
 */
export function timePlanEnd(terms: TimeTerms, from: string): string {
  return 'days' in terms ? addDays(from, terms.days) : addMonthsClamped(from, terms.months);
}

/** R4, R5, R38: a time plan's expiry from its entry date; a visits plan has none until its first visit. */
export function expiryFromTerms(terms: PlanTerms, joinedOn: string): string | null {
  return isTimePlan(terms) ? timePlanEnd(terms, joinedOn) : null;
}

/** R5 + R38: a visits plan expires its D days after the day of its first visit. */
export function visitsPlanExpiry(terms: VisitsTerms, firstVisitOn: string): string {
  return addDays(firstVisitOn, terms.validDays);
}

/** R6 + R38: the visits a book of this plan holds; 0 for a time plan (it counts none). */
export function visitsOf(terms: PlanTerms): number {
  return isVisitsPlan(terms) ? terms.visits : 0;
}

/**
 * R38's bad input on terms, by the field it names: 'units' (days, months or visits: whole, 1 to 1.000)
 * or 'validDays' (whole, 1 to 1.000, and not under the visits); null when the terms are good.
 */
export function planTermsProblem(terms: PlanTerms): 'units' | 'validDays' | 'validUnderVisits' | null {
  const units = isVisitsPlan(terms) ? terms.visits : 'days' in terms ? terms.days : terms.months;
  if (!isPlanUnits(units)) return 'units';
  if (!isVisitsPlan(terms)) return null;
  if (!isPlanUnits(terms.validDays)) return 'validDays';
  return terms.validDays < terms.visits ? 'validUnderVisits' : null;
}

function isPlanUnits(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= MAX_PLAN_UNITS;
}

/** Two terms sell the same thing. */
export function sameTerms(a: PlanTerms, b: PlanTerms): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

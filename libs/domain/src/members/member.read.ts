// What screens and projections derive from a member's membership (spec §4, R6, R14, R16).
import type { MessageKey } from '../messages.js';
import { daysBetween } from '../rules/dates.js';
import { isVisitsPlan, specPlanTerms, visitsOf, type PlanId, type PlanTerms } from '../rules/plan-terms.js';
import { TICKET_BOOK_DAYS } from '../rules/plans.js';
import type { FreezeWindow } from './member.state.js';

/** The membership facts these rules need; a member state and a read document both have them. */
export interface MembershipFacts {
  readonly plan: PlanId;
  /** R38: the terms of the member's plan; a read document stored before R38 has none (its spec plan's). */
  readonly planTerms?: PlanTerms | undefined;
  readonly debt: number;
  readonly expiresOn: string | null;
  readonly ticketDaysUsed: number;
  /** R31: the latest freeze; absent or null when there is none. */
  readonly freeze?: FreezeWindow | null;
}

/** R38: the terms every rule reads: the member's own, or (a document stored before R38) its spec plan's. */
export function termsOf(member: Pick<MembershipFacts, 'plan' | 'planTerms'>): PlanTerms {
  const terms = member.planTerms ?? specPlanTerms(member.plan);
  if (terms === null) throw new Error(`Plan ${member.plan} read without its terms`);
  return terms;
}

/** R38: the member's plan is *por visitas* (a Tiquetera or any visits plan): R5–R7, R27, R28 hold for it. */
export function onVisitsPlan(member: Pick<MembershipFacts, 'plan' | 'planTerms'>): boolean {
  return isVisitsPlan(termsOf(member));
}

/** R6 + R38: the visits the member's book holds (15 for a Tiquetera); 0 on a time plan. */
export function bookVisits(member: Pick<MembershipFacts, 'plan' | 'planTerms'>): number {
  return visitsOf(termsOf(member));
}

export const MEMBERSHIP_STATUSES = ['debt', 'expired', 'active', 'frozen'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

/**
 * Spec §4 badge: 'Con Deuda' over 'Vencido' (never for a Tiquetera) over 'Activo'; R31: 'Congelado'
 * over all of them while a freeze holds today (the debt still shows in its own column and card).
 */
export function membershipStatus(member: MembershipFacts, today: string): MembershipStatus {
  if (isFrozenOn(member, today)) return 'frozen';
  if (member.debt > 0) return 'debt';
  return isExpired(member, today) ? 'expired' : 'active';
}

/** R31: `day` falls within the member's freeze (its first and last days included). */
export function isFrozenOn(member: Pick<MembershipFacts, 'freeze'>, day: string): boolean {
  const freeze = member.freeze ?? null;
  return freeze !== null && freeze.frozenFrom <= day && day <= freeze.frozenUntil;
}

/** R31: a freeze that starts after `today` ('programado' until its first day). */
export function isFreezeScheduled(member: Pick<MembershipFacts, 'freeze'>, today: string): boolean {
  const freeze = member.freeze ?? null;
  return freeze !== null && today < freeze.frozenFrom;
}

export function membershipStatusMessageKey(status: MembershipStatus): MessageKey {
  return `STATUS.${status}`;
}

export const TICKET_BOOK_STATES = ['exhausted', 'expired'] as const;
export type TicketBookState = (typeof TICKET_BOOK_STATES)[number];

/**
 * R27: a Tiquetera's second badge: 'Agotada' once its 15 days are used, else 'Vencida' once the
 * expiry its first use set is past; null for other plans and for a book still usable.
 */
export function ticketBookState(member: MembershipFacts, today: string): TicketBookState | null {
  if (!onVisitsPlan(member)) return null;
  if (member.ticketDaysUsed >= bookVisits(member)) return 'exhausted';
  return member.expiresOn !== null && member.expiresOn < today ? 'expired' : null;
}

export function ticketBookStateMessageKey(state: TicketBookState): MessageKey {
  return `TICKET_BOOK_STATE.${state}`;
}

/** Spec §4 dashboard: no debt and, for a Tiquetera, days left; otherwise expiry today or later. */
export function isActiveMembership(member: MembershipFacts, today: string): boolean {
  if (member.debt > 0) return false;
  if (onVisitsPlan(member)) return member.ticketDaysUsed < bookVisits(member);
  return member.expiresOn !== null && member.expiresOn >= today;
}

/** R14: a non-Tiquetera expiry already past. */
export function isExpired(member: MembershipFacts, today: string): boolean {
  return !onVisitsPlan(member) && member.expiresOn !== null && member.expiresOn < today;
}

/** Days from today to the expiry (negative once past); null for none. */
export function daysToExpiry(member: MembershipFacts, today: string): number | null {
  return member.expiresOn === null ? null : daysBetween(today, member.expiresOn);
}

/** R6 (+ R38: N − used for a visits plan of N visits): remaining = 15 − used, never below 0. */
export function remainingTicketDays(ticketDaysUsed: number, visits: number = TICKET_BOOK_DAYS): number {
  return Math.max(0, visits - ticketDaysUsed);
}

/** An entry of a history list: its day, and the instant it was recorded. */
export interface HistoryEntry {
  readonly date: string;
  readonly recordedAt: string;
}

/** R16: by date, then by time of recording, newest first. For `Array.prototype.sort`. */
export function compareNewestFirst(a: HistoryEntry, b: HistoryEntry): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  const [timeA, timeB] = [Date.parse(a.recordedAt), Date.parse(b.recordedAt)];
  return timeA === timeB ? 0 : timeA < timeB ? 1 : -1;
}

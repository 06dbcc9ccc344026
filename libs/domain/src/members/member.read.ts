// What screens and projections derive from a member's membership (spec §4, R6, R14, R16).
import type { MessageKey } from '../messages.js';
import { daysBetween } from '../rules/dates.js';
import { TICKET_BOOK_DAYS, type PlanCode } from '../rules/plans.js';
import { aboutToExpireRange, alertExpiry } from './member.windows.js';

/** The membership facts these rules need; a member state and a read document both have them. */
export interface MembershipFacts {
  readonly plan: PlanCode;
  readonly debt: number;
  readonly expiresOn: string | null;
  readonly ticketDaysUsed: number;
}

export const MEMBERSHIP_STATUSES = ['debt', 'expired', 'active'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

/** Spec §4 badge: 'Con Deuda' over 'Vencido' (never for a Tiquetera) over 'Activo'. */
export function membershipStatus(member: MembershipFacts, today: string): MembershipStatus {
  if (member.debt > 0) return 'debt';
  return isExpired(member, today) ? 'expired' : 'active';
}

export function membershipStatusMessageKey(status: MembershipStatus): MessageKey {
  return `STATUS.${status}`;
}

/** Spec §4 dashboard: no debt and, for a Tiquetera, days left; otherwise expiry today or later. */
export function isActiveMembership(member: MembershipFacts, today: string): boolean {
  if (member.debt > 0) return false;
  if (member.plan === 'ticket_book') return member.ticketDaysUsed < TICKET_BOOK_DAYS;
  return member.expiresOn !== null && member.expiresOn >= today;
}

/** R14: a non-Tiquetera expiry already past. */
export function isExpired(member: MembershipFacts, today: string): boolean {
  return member.plan !== 'ticket_book' && member.expiresOn !== null && member.expiresOn < today;
}

/** Days from today to the expiry (negative once past); null for none. */
export function daysToExpiry(member: MembershipFacts, today: string): number | null {
  return member.expiresOn === null ? null : daysBetween(today, member.expiresOn);
}

/** R14: a non-Tiquetera with 0 ≤ (expiry − today) ≤ 5 days: its alert expiry within the window. */
export function isAboutToExpire(member: MembershipFacts, today: string): boolean {
  const expiry = alertExpiry(member);
  const { from, to } = aboutToExpireRange(today);
  return expiry !== null && expiry >= from && expiry <= to;
}

/** R6: remaining = 15 − used, never below 0. */
export function remainingTicketDays(ticketDaysUsed: number): number {
  return Math.max(0, TICKET_BOOK_DAYS - ticketDaysUsed);
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

// The dashboard's windows as values a read store can index and query by range: who is active on a
// day (spec §4), who is about to expire or expired (R14), whose birthday is near (R15). Each is
// defined here once and checked against the member-by-member rule it stands for.
import { addDays, daysInMonth } from '../rules/dates.js';
import { BIRTHDAY_ALERT_DAYS, EXPIRY_ALERT_DAYS } from '../rules/plans.js';
import { bookVisits, isFrozenOn, onVisitsPlan, type MembershipFacts } from './member.read.js';

/** Later than any real expiry: a Tiquetera with days left is active whatever the day. */
export const ALWAYS_ACTIVE = '9999-12-31';

/**
 * The last day the membership counts as active (spec §4), or null when it does not: so that
 * `isActiveMembership(m, today)` ⇔ `activeThrough(m) >= today`, one indexed range on the dashboard.
 */
export function activeThrough(member: MembershipFacts): string | null {
  if (member.debt > 0) return null;
  if (onVisitsPlan(member)) return member.ticketDaysUsed < bookVisits(member) ? ALWAYS_ACTIVE : null;
  return member.expiresOn;
}

/** The expiry the R14 alert lists look at: none for a Tiquetera, whose expiry is not a membership's end. */
export function alertExpiry(member: MembershipFacts): string | null {
  return onVisitsPlan(member) ? null : member.expiresOn;
}

export interface DateRange {
  readonly from: string;
  readonly to: string;
}

/** R14: the expiries that are about to come, today … today + 5 days (inclusive). */
export function aboutToExpireRange(today: string): DateRange {
  return { from: today, to: addDays(today, EXPIRY_ALERT_DAYS) };
}

/**
 * R14: a non-Tiquetera with 0 ≤ (expiry − today) ≤ 5 days: its alert expiry within the window;
 * R31: never while frozen today.
 */
export function isAboutToExpire(member: MembershipFacts, today: string): boolean {
  const expiry = alertExpiry(member);
  const { from, to } = aboutToExpireRange(today);
  return expiry !== null && expiry >= from && expiry <= to && !isFrozenOn(member, today);
}

/**
 * R15's window (today … today + 30 days, across the year's end) as ranges of 'MM-DD' birthdays
 * (inclusive), in the order of days to go, so a birthday is found with an indexed range.
 */
export function birthdayRanges(today: string, windowDays: number = BIRTHDAY_ALERT_DAYS): DateRange[] {
  const end = addDays(today, windowDays);
  const from = today.slice(5);
  // A 29 February birthday counts as 28 February in other years (R15): a window ending on
  // 28 February of such a year takes it in.
  const lastYear = Number(end.slice(0, 4));
  const to = end.slice(5) === '02-28' && daysInMonth(lastYear, 2) === 28 ? '02-29' : end.slice(5);
  return from <= to
    ? [{ from, to }]
    : [
        { from, to: '12-31' },
        { from: '01-01', to },
      ];
}

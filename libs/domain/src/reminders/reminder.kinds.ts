// Which reminders fall due on a day (R50), one rule per kind, and the id that names each: a reminder
// is `kind.memberId.about`, `about` the day it is about (the expiry, the ticket book's start, the
// debt's cycle, the birthday), so the same one is never listed twice and the next cycle's is new.
import { addDays, daysBetween, isValidDate, nextBirthday } from '../rules/dates.js';
import { SPEC_PLANS, type PlanCatalogue } from '../plans/plan-catalogue.js';
import { isVisitsPlan, type PlanId } from '../rules/plan-terms.js';
import { TICKET_BOOK_DAYS } from '../rules/plans.js';
import {
  bookVisits,
  isFrozenOn,
  onVisitsPlan,
  remainingTicketDays,
  type MembershipFacts,
} from '../members/member.read.js';
import { alertExpiry, birthdayRanges, type DateRange } from '../members/member.windows.js';

export const REMINDER_KINDS = ['expiring', 'expired', 'visits_low', 'debt', 'birthday'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** R50: a membership expiring this many days from today. */
export const REMINDER_EXPIRING_DAYS = 3;
/** R50: a Tiquetera with this many visits left or fewer. */
export const REMINDER_VISITS_LEFT = 2;
/** R50: a debt older than this many days; it is reminded again every as many days. */
export const REMINDER_DEBT_DAYS = 7;

/** What the rules read of a member: a member's list document has all of it. */
export interface ReminderFacts extends MembershipFacts {
  readonly id: string;
  /** Entry date of the current membership: a debt is its own since then. */
  readonly joinedOn: string;
  readonly birthday: string | null;
  /** R47: the member answered no to reminders (false while no authorisation is recorded). */
  readonly remindersRefused: boolean;
}

export interface DueReminder {
  readonly id: string;
  readonly kind: ReminderKind;
  readonly memberId: string;
  readonly about: string;
}

export function isReminderKind(value: unknown): value is ReminderKind {
  return (REMINDER_KINDS as readonly unknown[]).includes(value);
}

export function reminderId(kind: ReminderKind, memberId: string, about: string): string {
  return `${kind}.${memberId}.${about}`;
}

const MEMBER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The parts of a reminder's id, or null when it cannot name one. */
export function parseReminderId(id: string): Omit<DueReminder, 'id'> | null {
  const [kind, memberId, about, ...rest] = id.split('.');
  if (rest.length > 0 || !isReminderKind(kind) || memberId === undefined || about === undefined) return null;
  return MEMBER_ID.test(memberId) && isValidDate(about) ? { kind, memberId, about } : null;
}

/**
 * R47/R50: whether the member may be reminded: not once they said no. A member whose authorisation
 * is still pending is reminded, as before authorisations existed.
 */
export function acceptsReminders(member: Pick<ReminderFacts, 'remindersRefused'>): boolean {
  return !member.remindersRefused;
}

/** The day a reminder of `kind` is about for this member today, or null when none is due. */
function aboutDay(kind: ReminderKind, member: ReminderFacts, today: string): string | null {
  switch (kind) {
    case 'expiring':
    case 'expired': {
      // R14's expiry (none for a Tiquetera), never while frozen today (R31).
      const expiry = alertExpiry(member);
      const day = addDays(today, kind === 'expiring' ? REMINDER_EXPIRING_DAYS : -1);
      return expiry === day && !isFrozenOn(member, today) ? expiry : null;
    }
    case 'visits_low': {
      // One per ticket book (a renewal starts a new one on a new entry date); none once it has
      // expired, when its visits are gone whatever is left.
      const usable = member.expiresOn === null || member.expiresOn >= today;
      const visits = onVisitsPlan(member);
      const few = visits && remainingTicketDays(member.ticketDaysUsed, bookVisits(member)) <= REMINDER_VISITS_LEFT;
      return visits && few && usable ? member.joinedOn : null;
    }
    case 'debt':
      return member.debt > 0 ? debtCycle(member.joinedOn, today) : null;
    case 'birthday':
      // R15's rule: a 29 February birthday is on 28 February in other years.
      return member.birthday !== null && nextBirthday(member.birthday, today).daysToGo === 0 ? today : null;
    default: {
      const unknown: never = kind;
      throw new Error(`Unknown reminder kind ${String(unknown)}`);
    }
  }
}

/**
 * A debt since `since` is older than 7 days from the 8th day on; it is reminded then and again every
 * 7 days while it lasts: the day of its latest cycle, or null before the first.
 */
export function debtCycle(since: string, today: string): string | null {
  const age = daysBetween(since, today);
  if (age <= REMINDER_DEBT_DAYS) return null;
  const cycles = Math.floor((age - REMINDER_DEBT_DAYS - 1) / REMINDER_DEBT_DAYS);
  return addDays(since, REMINDER_DEBT_DAYS + 1 + cycles * REMINDER_DEBT_DAYS);
}

/** The reminders due today for one member, in the kinds' order; none for a member who said no (R47). */
export function remindersDue(member: ReminderFacts, today: string): DueReminder[] {
  if (!acceptsReminders(member)) return [];
  return REMINDER_KINDS.flatMap((kind) => {
    const about = aboutDay(kind, member, today);
    return about === null ? [] : [{ id: reminderId(kind, member.id, about), kind, memberId: member.id, about }];
  });
}

/** Whether `id` is one of the member's reminders due today. */
export function isReminderDue(member: ReminderFacts, id: string, today: string): boolean {
  return remindersDue(member, today).some((due) => due.id === id);
}

/**
 * Today's windows as values a read store answers by indexed ranges: the expiry 3 days ahead and
 * yesterday's, the ticket days used from which 2 or fewer are left, the entry dates whose debt is
 * older than 7 days, and today's birthdays ('MM-DD', with 29 February on a non-leap 28 February).
 * Each candidate found is then checked with `remindersDue`.
 */
export interface ReminderWindows {
  readonly expiringOn: string;
  readonly expiredOn: string;
  /** The Tiquetera's: 13 of its 15 visits used. */
  readonly ticketDaysUsedFrom: number;
  /** R38 + R50: every visits plan of the gym's (archived ones too: members keep them) and the visits used from which 2 or fewer are left. */
  readonly visitsPlans: readonly { readonly plan: PlanId; readonly ticketDaysUsedFrom: number }[];
  readonly debtJoinedBy: string;
  readonly birthdays: readonly DateRange[];
}

export function reminderWindows(today: string, plans: PlanCatalogue = SPEC_PLANS): ReminderWindows {
  const visitsPlans = plans.flatMap(({ id, terms }) =>
    isVisitsPlan(terms) ? [{ plan: id, ticketDaysUsedFrom: Math.max(0, terms.visits - REMINDER_VISITS_LEFT) }] : [],
  );
  return {
    expiringOn: addDays(today, REMINDER_EXPIRING_DAYS),
    expiredOn: addDays(today, -1),
    ticketDaysUsedFrom: TICKET_BOOK_DAYS - REMINDER_VISITS_LEFT,
    visitsPlans,
    debtJoinedBy: addDays(today, -(REMINDER_DEBT_DAYS + 1)),
    birthdays: birthdayRanges(today, 0),
  };
}

// What the front desk reads from a member's visits (R28): whether to let them in, when they came
// today, and who has stopped coming (the dashboard's 'Sin venir' list).
import { addDays, daysBetween, instantMillis, nextBirthday } from '../rules/dates.js';
import {
  isActiveMembership,
  membershipStatus,
  ticketBookState,
  type MembershipFacts,
  type MembershipStatus,
  type TicketBookState,
} from './member.read.js';

/** A member is 'sin venir' after this many days without a visit. */
export const ABSENCE_ALERT_DAYS = 14;

/** Visits counted per day on the dashboard's chart: today and the 29 days before. */
export const VISIT_CHART_DAYS = 30;

export interface CheckInVerdict {
  /** The profile's badge (spec §4). */
  readonly status: MembershipStatus;
  /** R27's second badge of a Tiquetera: 'Agotada' or 'Vencida'. */
  readonly ticketBook: TicketBookState | null;
  /** Let them in: 'Activo' and a Tiquetera neither Agotada nor Vencida. Otherwise to the desk. */
  readonly letIn: boolean;
}

export function checkInVerdict(member: MembershipFacts, today: string): CheckInVerdict {
  const status = membershipStatus(member, today);
  const ticketBook = ticketBookState(member, today);
  return { status, ticketBook, letIn: status === 'active' && ticketBook === null };
}

/** What the card at the desk tells the staff member to do (issue 41), in the catalogue's keys. */
export type DeskInstruction =
  | 'CHECK_IN.LET_IN'
  | 'CHECK_IN.COLLECT_FIRST'
  | 'CHECK_IN.RENEW_FIRST'
  | 'CHECK_IN.COLLECT_AND_RENEW_FIRST'
  | 'CHECK_IN.NOT_TODAY_FROZEN';

/**
 * The desk's verdict said as what to do: the one reading it is the receptionist, so not 'Pasar por
 * recepción' but 'Cobrar antes de dejar pasar' for a debt, 'Renovar…' for an expired plan or a used-up
 * or expired Tiquetera (both for a Tiquetera that also owes; for another plan the badge's 'Con Deuda' hides
 * 'Vencido', spec §4), and no entry at all while frozen (R31: the server refuses it).
 */
export function deskInstruction(member: CheckInVerdict & { readonly debt: number }): DeskInstruction {
  if (member.letIn) return 'CHECK_IN.LET_IN';
  if (member.status === 'frozen') return 'CHECK_IN.NOT_TODAY_FROZEN';
  const renew = member.status === 'expired' || member.ticketBook !== null;
  if (renew) return member.debt > 0 ? 'CHECK_IN.COLLECT_AND_RENEW_FIRST' : 'CHECK_IN.RENEW_FIRST';
  return 'CHECK_IN.COLLECT_FIRST';
}

/** The facts the absence rule needs: the last visit, and the entry date (or import day) for one who never came. */
export interface VisitFacts {
  readonly lastVisitOn: string | null;
  readonly joinedOn: string;
  /** The day a spreadsheet import recorded the member (issue 41), if it did. */
  readonly importedOn?: string | null;
}

/**
 * The day the member's absence counts from: the last visit; without one, the entry date, or the import
 * day when that is later (issue 41: a sheet's entry date is one the product never saw visits from).
 */
export function absentSince(member: VisitFacts): string {
  if (member.lastVisitOn !== null) return member.lastVisitOn;
  const importedOn = member.importedOn ?? null;
  return importedOn !== null && importedOn > member.joinedOn ? importedOn : member.joinedOn;
}

/** Whole days since the last visit (or the entry date) up to today (R1); negative for a future entry. */
export function daysAbsent(member: VisitFacts, today: string): number {
  return daysBetween(absentSince(member), today);
}

/** The latest `absentSince` that is 14 or more days before today: the dashboard's indexed bound. */
export function absenceCutoff(today: string): string {
  return addDays(today, -ABSENCE_ALERT_DAYS);
}

/** 'Sin venir hace 14 días o más': an active member (spec §4) 14 or more days without a visit. */
export function isAbsent(member: MembershipFacts & VisitFacts, today: string): boolean {
  return isActiveMembership(member, today) && daysAbsent(member, today) >= ABSENCE_ALERT_DAYS;
}

/** Today's visit, when the last one was today: its instant (null for an imported one without it). */
export function visitedTodayAt(
  member: VisitFacts & { readonly lastVisitAt: string | null },
  today: string,
): string | null {
  return member.lastVisitOn === today ? member.lastVisitAt : null;
}

/** Whether today is the birthday (R15: 29 February counts as 28 February in other years). */
export function isBirthdayToday(birthday: string | null, today: string): boolean {
  return birthday !== null && nextBirthday(birthday, today).daysToGo === 0;
}

// One per time zone: a list of visits formats one hour per row, and making the formatter costs far more than using it.
const clockFormatters = new Map<string, Intl.DateTimeFormat>();

function clockFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = clockFormatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit', hourCycle: 'h23' });
    clockFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The hour of a visit as people say it, in the gym's time zone: '7:42', '18:05'. */
export function visitClockTime(instant: string, timeZone: string): string {
  const millis = instantMillis(instant);
  const parts = clockFormatter(timeZone).formatToParts(millis);
  const part = (type: string): string => parts.find((found) => found.type === type)?.value ?? '';
  return `${Number(part('hour'))}:${part('minute')}`;
}

/** The last `days` gym-local days ending today, oldest first: the chart's x axis. */
export function chartDays(today: string, days: number = VISIT_CHART_DAYS): string[] {
  return Array.from({ length: days }, (_, index) => addDays(today, index - days + 1));
}

// A Tiquetera's days (R5–R7): marking an attendance and resetting the book.
import type { z } from 'zod';
import { reject, type Decision, type DecisionContext } from '../decision.js';
import { formatDate, localDate } from '../rules/dates.js';
import { isVisitsPlan, visitsPlanExpiry } from '../rules/plan-terms.js';
import { validReason } from '../rules/reasons.js';
import { may } from '../staff/staff-permissions.js';
import type { MemberEvent } from './member.events.js';
import { termsOf, ticketBookState } from './member.read.js';
import { reasonText, strict, type WithoutIds } from './member.request-fields.js';
import type { RegisteredMember } from './member.state.js';

export interface MarkAttendance {
  readonly type: 'MarkAttendance';
  readonly data: { readonly memberId: string; readonly attendanceId: string };
}

export interface ResetTicketBook {
  readonly type: 'ResetTicketBook';
  readonly data: { readonly memberId: string; readonly reason: string };
}

/** R45: the book is named by the path; the body says why it is reset. */
export const resetTicketBookRequest = strict({ reason: reasonText }) satisfies z.ZodType<
  WithoutIds<ResetTicketBook, 'memberId'>
>;

export function markAttendance(
  { data }: MarkAttendance,
  member: RegisteredMember,
  context: DecisionContext,
): Decision<MemberEvent> {
  const terms = termsOf(member);
  if (!isVisitsPlan(terms)) return reject('ATTENDANCE.NOT_TICKET_BOOK');
  const today = localDate(context.now, context.timeZone);
  if (member.lastAttendanceOn === today) return reject('ATTENDANCE.ALREADY_MARKED_TODAY');
  if (member.ticketDaysUsed >= terms.visits) return reject('ATTENDANCE.TICKET_BOOK_EXHAUSTED');
  if (ticketBookState(member, today) === 'expired' && member.expiresOn !== null) {
    return reject('ATTENDANCE.TICKET_BOOK_EXPIRED', { fecha: formatDate(member.expiresOn) });
  }
  // The first attendance of a book starts its 60 days (R5), its plan's D days (R38).
  const expiresOn = member.ticketDaysUsed === 0 ? visitsPlanExpiry(terms, today) : member.expiresOn;
  return [
    {
      type: 'AttendanceMarked',
      data: {
        memberId: member.memberId,
        attendanceId: data.attendanceId,
        attendedOn: today,
        attendedAt: context.now,
        ticketDaysUsed: member.ticketDaysUsed + 1,
        expiresOn,
      },
    },
  ];
}

/**
 * R5. Resetting a book with nothing used and no expiry changes nothing, so records nothing. R33:
 * a reset gives 15 days again, so only an Administrador resets (the route says so too); R45: saying why.
 */
export function resetTicketBook(
  { data }: ResetTicketBook,
  member: RegisteredMember,
  context: DecisionContext,
): Decision<MemberEvent> {
  if (!may(context.actor.role, 'members.resetTicketBook')) return reject('AUTH.FORBIDDEN');
  const reason = validReason(data.reason);
  if (reason === null) return reject('REQUEST.REASON_INVALID', undefined, 'reason');
  if (!isVisitsPlan(termsOf(member))) return reject('TICKET_BOOK.NOT_TICKET_BOOK');
  if (member.ticketDaysUsed === 0 && member.expiresOn === null) return [];
  return [
    {
      type: 'TicketBookReset',
      data: {
        memberId: member.memberId,
        previousTicketDaysUsed: member.ticketDaysUsed,
        ticketDaysUsed: 0,
        expiresOn: null,
        reason,
      },
    },
  ];
}

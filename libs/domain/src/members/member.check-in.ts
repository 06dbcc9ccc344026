// R28: a check-in at the desk, for any plan: one visit a day; a Tiquetera's visit is its attendance.
import { reject, type Decision, type DecisionContext } from '../decision.js';
import { formatDate, localDate } from '../rules/dates.js';
import type { MemberEvent } from './member.events.js';
import { isFrozenOn, onVisitsPlan } from './member.read.js';
import type { RegisteredMember } from './member.state.js';
import { markAttendance } from './member.ticket-book.js';
import { visitClockTime } from './member.visits.js';

/** R28: a check-in at the desk, for any plan. */
export interface RecordVisit {
  readonly type: 'RecordVisit';
  readonly data: { readonly memberId: string; readonly visitId: string };
}

/**
 * R28: one visit a day for every plan. A visits plan's (a Tiquetera's, R38) is its attendance (R5–R7, their texts); any
 * other plan's uses nothing. A visit already recorded today under another plan also counts.
 */
export function recordVisit(
  { data }: RecordVisit,
  member: RegisteredMember,
  context: DecisionContext,
): Decision<MemberEvent> {
  const today = localDate(context.now, context.timeZone);
  const { memberId, visitId } = data;
  // R31: a frozen membership lets nobody in until it ends (or an Administrador ends it early).
  if (member.freeze !== null && isFrozenOn(member, today)) {
    return reject('VISIT.FROZEN', { fecha: formatDate(member.freeze.frozenUntil) });
  }
  if (onVisitsPlan(member)) {
    if (member.lastVisitOn === today && member.lastAttendanceOn !== today) return alreadyVisited(member, context);
    return markAttendance({ type: 'MarkAttendance', data: { memberId, attendanceId: visitId } }, member, context);
  }
  if (member.lastVisitOn === today) return alreadyVisited(member, context);
  const visit = { memberId, visitId, visitedOn: today, visitedAt: context.now, plan: member.plan };
  return [{ type: 'VisitRecorded', data: visit }];
}

/** 'Ya registró su ingreso hoy a las 7:42.'; an imported visit without its hour says R7's text. */
function alreadyVisited(member: RegisteredMember, context: DecisionContext): Decision<MemberEvent> {
  if (member.lastVisitAt === null) return reject('ATTENDANCE.ALREADY_MARKED_TODAY');
  return reject('VISIT.ALREADY_RECORDED_TODAY', { hora: visitClockTime(member.lastVisitAt, context.timeZone) });
}

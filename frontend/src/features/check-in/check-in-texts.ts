// The desk's words for a match (R28): whether they can be checked in, and what was recorded (the
// reasons to pass by the desk: lib/desk-reasons.ts).
import { message, visitClockTime, type CheckInMatch, type RecordVisitResponse } from '@gym/domain';

/** §5 and R7: a Tiquetera with its 15 days used cannot take another; R31: nor a frozen membership (the server refuses too). */
export function canRegister(match: CheckInMatch): boolean {
  return match.ticketBook !== 'exhausted' && match.frozenUntil === null;
}

export function recordedText(match: CheckInMatch, visit: RecordVisitResponse, timeZone: string): string {
  const params = { nombre: match.name, hora: visitClockTime(visit.visitedAt, timeZone) };
  if (visit.remainingDays === null) return message('CHECK_IN.RECORDED', params);
  return message('CHECK_IN.RECORDED_REMAINING', { ...params, n: visit.remainingDays });
}

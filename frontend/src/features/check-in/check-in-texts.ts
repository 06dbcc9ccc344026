// The desk's words for a match (R28): let them in or send them to the desk, and why (spec §4, R27).
import {
  formatDate,
  formatMoney,
  message,
  visitClockTime,
  type CheckInMatch,
  type RecordVisitResponse,
} from '@gym/domain';

/** Every reason to send them to the desk, in the order they matter; none when they may go in. */
export function deskReasons(match: CheckInMatch): string[] {
  const reasons: string[] = [];
  // R31: a frozen membership lets nobody in until it ends; the server refuses the visit too.
  if (match.frozenUntil !== null)
    reasons.push(message('CHECK_IN.REASON_FROZEN', { fecha: formatDate(match.frozenUntil) }));
  if (match.status === 'debt') reasons.push(message('CHECK_IN.REASON_DEBT', { monto: formatMoney(match.debt) }));
  const expiry = formatDate(match.expiresOn ?? '');
  if (match.status === 'expired') reasons.push(message('CHECK_IN.REASON_EXPIRED', { fecha: expiry }));
  if (match.ticketBook === 'exhausted') reasons.push(message('ATTENDANCE.TICKET_BOOK_EXHAUSTED'));
  if (match.ticketBook === 'expired') reasons.push(message('CHECK_IN.REASON_TICKET_BOOK_EXPIRED', { fecha: expiry }));
  return reasons;
}

/** §5 and R7: a Tiquetera with its 15 days used cannot take another; R31: nor a frozen membership (the server refuses too). */
export function canRegister(match: CheckInMatch): boolean {
  return match.ticketBook !== 'exhausted' && match.frozenUntil === null;
}

export function recordedText(match: CheckInMatch, visit: RecordVisitResponse, timeZone: string): string {
  const params = { nombre: match.name, hora: visitClockTime(visit.visitedAt, timeZone) };
  if (visit.remainingDays === null) return message('CHECK_IN.RECORDED', params);
  return message('CHECK_IN.RECORDED_REMAINING', { ...params, n: visit.remainingDays });
}

// Why a member should pass by the desk before going in (R28, spec §4, R27): a debt, an expired plan or
// ticket book, a used-up book. Ingreso's card and its confirmation, and the profile's 'Marcar
// Asistencia Hoy' (issue 30), give the same reasons.
import { formatDate, formatMoney, message, type CheckInMatch } from '@gym/domain';

export type DeskFacts = Pick<CheckInMatch, 'status' | 'debt' | 'expiresOn' | 'ticketBook'> &
  Partial<Pick<CheckInMatch, 'frozenUntil'>>;

/** Every reason to send them to the desk, in the order they matter; none when they may go in. */
export function deskReasons(member: DeskFacts): string[] {
  const reasons: string[] = [];
  // R31: a frozen membership lets nobody in until it ends; the server refuses the visit too.
  if (member.frozenUntil) reasons.push(message('CHECK_IN.REASON_FROZEN', { fecha: formatDate(member.frozenUntil) }));
  if (member.status === 'debt') reasons.push(message('CHECK_IN.REASON_DEBT', { monto: formatMoney(member.debt) }));
  const expiry = formatDate(member.expiresOn ?? '');
  if (member.status === 'expired') reasons.push(message('CHECK_IN.REASON_EXPIRED', { fecha: expiry }));
  if (member.ticketBook === 'exhausted') reasons.push(message('ATTENDANCE.TICKET_BOOK_EXHAUSTED'));
  if (member.ticketBook === 'expired') reasons.push(message('CHECK_IN.REASON_TICKET_BOOK_EXPIRED', { fecha: expiry }));
  return reasons;
}

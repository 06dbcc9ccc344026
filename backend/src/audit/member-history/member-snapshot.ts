// The member as an auditor sees it right after one event: the write side's own state, plus what
// the screens derive from it on that day (status badge, IMC, ticket days left).
import {
  calculateImc,
  imcCategory,
  localDate,
  membershipStatus,
  remainingTicketDays,
  type ExistingMember,
  type MemberSnapshot,
} from '@gym/domain';

export function memberSnapshot(
  state: ExistingMember,
  revision: number,
  occurredAt: string,
  timeZone: string,
): MemberSnapshot {
  const asOf = localDate(occurredAt, timeZone);
  const imc = calculateImc(state.details.weightKg, state.details.heightCm);
  return {
    revision,
    occurredAt,
    asOf,
    deleted: state.status === 'deleted',
    member: {
      id: state.memberId,
      ...state.details,
      imc,
      imcCategory: imc === null ? null : imcCategory(imc),
      plan: state.plan,
      planPrice: state.planPrice,
      amountPaid: state.amountPaid,
      debt: state.debt,
      joinedOn: state.joinedOn,
      expiresOn: state.expiresOn,
      ticketDaysUsed: state.ticketDaysUsed,
      remainingTicketDays: remainingTicketDays(state.ticketDaysUsed),
      lastAttendanceOn: state.lastAttendanceOn,
      status: membershipStatus(state, asOf),
      totalPaid: state.totalPaid,
    },
  };
}

// A member as the screens show it on a given day: the folded state plus what is derived from it
// (status badge, IMC, ticket days left). The profile and the auditor's replay both use it.
import type { MemberProfile } from '../api/member.schemas.js';
import { calculateImc, imcCategory } from '../rules/imc.js';
import { membershipStatus, remainingTicketDays } from './member.read.js';
import type { ExistingMember } from './member.state.js';

export type MemberView = Omit<MemberProfile, 'registeredAt'>;

export function memberView(member: ExistingMember, today: string): MemberView {
  const imc = calculateImc(member.details.weightKg, member.details.heightCm);
  return {
    id: member.memberId,
    ...member.details,
    cedula: member.details.cedula ?? null,
    imc,
    imcCategory: imcCategory(imc),
    plan: member.plan,
    planPrice: member.planPrice,
    amountPaid: member.amountPaid,
    debt: member.debt,
    joinedOn: member.joinedOn,
    expiresOn: member.expiresOn,
    ticketDaysUsed: member.ticketDaysUsed,
    remainingTicketDays: remainingTicketDays(member.ticketDaysUsed),
    lastAttendanceOn: member.lastAttendanceOn,
    status: membershipStatus(member, today),
    totalPaid: member.totalPaid,
    freeze: member.freeze,
  };
}

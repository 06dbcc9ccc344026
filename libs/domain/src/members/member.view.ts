// A member as the screens show it on a given day: the folded state plus what is derived from it
// (status badge, IMC, ticket days left). The profile and the auditor's replay both use it.
import type { MemberProfile } from '../api/member.schemas.js';
import { calculateImc, imcCategory } from '../rules/imc.js';
import { membershipStatus, remainingTicketDays } from './member.read.js';
import { heightProblem, weightProblem } from './member.validation.js';
import type { ExistingMember } from './member.state.js';
import { planLabel, SPEC_PLANS, type PlanCatalogue } from '../plans/plan-catalogue.js';

/** R52: what the screens put in the photo's address (?v=), so a new photo is fetched anew; null without one. */
export const photoVersion = (member: Pick<ExistingMember, 'photo'>): string | null =>
  member.photo?.sha256.slice(0, 16) ?? null;

export type MemberView = Omit<MemberProfile, 'registeredAt'>;

/** `plans`: the gym's plans (R38), for the plan's name as the gym calls it now. */
export function memberView(member: ExistingMember, today: string, plans: PlanCatalogue = SPEC_PLANS): MemberView {
  const { weightKg, heightCm } = member.details;
  // R37: a weight or height recorded before the rule that breaks it (a height in metres) gives no
  // IMC, rather than 228.623,69 'Obesidad grado III'; the profile says what to correct.
  const measurable = weightProblem(weightKg) === null && heightProblem(heightCm) === null;
  const imc = measurable ? calculateImc(weightKg, heightCm) : null;
  return {
    id: member.memberId,
    ...member.details,
    cedula: member.details.cedula ?? null,
    email: member.details.email ?? null,
    imc,
    imcCategory: imcCategory(imc),
    plan: member.plan,
    planName: planLabel(member.plan, plans),
    planTerms: member.planTerms,
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
    authorization: member.authorization,
    suppressed: member.status === 'suppressed',
    photo: photoVersion(member),
  };
}

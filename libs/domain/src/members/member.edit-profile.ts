// The profile form's save (spec §4, R8, R9): one event per kind of change, none when nothing changed.
import { z } from 'zod';
import { isRejection, reject, type Decision } from '../decision.js';
import type { PlanDefinition } from '../plans/plan-catalogue.js';
import type { DiscountFields } from '../rules/discounts.js';
import { expiryFromTerms, isVisitsPlan, type PlanId } from '../rules/plan-terms.js';
import { amountProblem, debtFor } from '../rules/money.js';
import { isValidDate, localDate } from '../rules/dates.js';
import { planPriceOn } from '../rules/plan-prices.js';
import { may } from '../staff/staff-permissions.js';
import { planOnSale } from './member.plan-choice.js';
import type { MemberDecisionContext } from './member.decision-context.js';
import type {
  AmountPaidCorrected,
  MemberDetails,
  MemberDetailsChanged,
  MemberEvent,
  MemberPlanChanged,
} from './member.events.js';
import type { RegisteredMember } from './member.state.js';
import { sensitiveDetailsRefusal } from './member.sensitive-data.js';
import { validateDetails } from './member.validation.js';
import { discountedPrice, type DiscountRequest } from './member.discount.js';
import {
  amountPaid,
  calendarDate,
  detailsShape,
  discountShape,
  plan,
  strict,
  type WithoutIds,
} from './member.request-fields.js';

/** The profile form (spec §4): absent fields stay as they are. */
export interface EditMemberProfile {
  readonly type: 'EditMemberProfile';
  readonly data: {
    readonly memberId: string;
    readonly details?: Partial<MemberDetails>;
    readonly plan?: PlanId;
    readonly joinedOn?: string;
    readonly amountPaid?: number;
  } & DiscountRequest;
}

/** The profile form: every field optional; what is sent replaces what is stored. */
export const editMemberProfileRequest = strict({
  details: strict(detailsShape).partial().optional(),
  plan: plan.optional(),
  joinedOn: calendarDate('MEMBER.JOINED_ON_INVALID').optional(),
  amountPaid: amountPaid.optional(),
  /** R39: a discount on the new plan's price, with its reason (only with a change of plan). */
  ...discountShape,
}) satisfies z.ZodType<WithoutIds<EditMemberProfile, 'memberId'>>;

export type EditMemberProfileRequest = z.output<typeof editMemberProfileRequest>;

export function editMemberProfile(
  { data }: EditMemberProfile,
  member: RegisteredMember,
  context: MemberDecisionContext,
): Decision<MemberEvent> {
  // R25: money comes in by payments and renewals; only an Administrador corrects 'Pago realizado'.
  const correctsAmountPaid = data.amountPaid !== undefined && data.amountPaid !== member.amountPaid;
  if (correctsAmountPaid && !may(context.actor.role, 'members.correctAmountPaid'))
    return reject('AUTH.FORBIDDEN', undefined, 'amountPaid');
  // R33: moving the Fecha de ingreso moves the expiry: free days, so only an Administrador does it.
  const movesEntryDate = data.joinedOn !== undefined && data.joinedOn !== member.joinedOn;
  if (movesEntryDate && !may(context.actor.role, 'members.changeEntryDate'))
    return reject('AUTH.FORBIDDEN', undefined, 'joinedOn');
  // R37 judges what changes: a phone or height recorded before it stays until corrected.
  const details = validateDetails({ ...member.details, ...definedOnly(data.details ?? {}) }, member.details);
  if (isRejection(details)) return details;
  // R47: a new weight or height only with the sensitive-data authorisation; blanking one is always allowed.
  const unauthorized = sensitiveDetailsRefusal(details, member.authorization, member.details);
  if (unauthorized !== null) return unauthorized;
  const plan = data.plan ?? member.plan;
  const joinedOn = data.joinedOn ?? member.joinedOn;
  const amountPaid = data.amountPaid ?? member.amountPaid;
  // R38: the member keeps its plan's terms (an archived plan too); another plan must be on sale.
  const chosen = plan === member.plan ? { id: plan, terms: member.planTerms } : planOnSale(context, plan);
  if (isRejection(chosen)) return chosen;
  if (!isValidDate(joinedOn)) return reject('MEMBER.JOINED_ON_INVALID', undefined, 'joinedOn');
  // R26 judges what was entered; a total reached by payments is not re-judged by an unrelated edit.
  const paidProblem = data.amountPaid === undefined ? null : amountProblem(data.amountPaid, 0);
  if (paidProblem !== null) return reject(paidProblem, undefined, 'amountPaid');
  // Only the entry date moving keeps the price recorded; another plan costs its price today (R24).
  const changesPlan = plan !== member.plan;
  // R39: a discount is given on a new plan's price only.
  if (!changesPlan && data.discount !== undefined)
    return reject('DISCOUNT.ONLY_WITH_PLAN_CHANGE', undefined, 'discount');
  const discounted = changesPlan
    ? discountedPrice(planPriceOn(context.planPrices, plan, localDate(context.now, context.timeZone)), data, context)
    : { planPrice: member.planPrice, fields: {} };
  if (isRejection(discounted)) return discounted;
  const planChanged = planChange(member, chosen, joinedOn, discounted.planPrice, discounted.fields);
  const planPrice = planChanged?.data.planPrice ?? member.planPrice;
  const events = [detailsChange(member, details), planChanged, amountCorrection(member, amountPaid, planPrice)];
  return events.filter((event): event is NonNullable<typeof event> => event !== null);
}

function definedOnly(changes: Partial<MemberDetails>): Partial<MemberDetails> {
  return Object.fromEntries(
    Object.entries<MemberDetails[keyof MemberDetails] | undefined>(changes).filter(([, value]) => value !== undefined),
  );
}

function detailsChange(member: RegisteredMember, details: MemberDetails): MemberDetailsChanged | null {
  const fields = (Object.keys(details) as (keyof MemberDetails)[]).filter(
    // A field absent from a state folded before it existed (the e-mail) reads as null.
    (field) => (details[field] ?? null) !== (member.details[field] ?? null),
  );
  if (fields.length === 0) return null;
  const pick = (from: MemberDetails): Partial<MemberDetails> =>
    Object.fromEntries(fields.map((field) => [field, from[field]]));
  return {
    type: 'MemberDetailsChanged',
    data: { memberId: member.memberId, changes: pick(details), previous: pick(member.details) },
  };
}

/**
 * R8: the price follows the plan (its price in force today, R24) and the expiry is recomputed from the entry date. A ticket book
 * that stays a ticket book keeps its used days and expiry when only the entry date moves: that
 * expiry comes from its first attendance (R5), not from the entry date. Moving to or from the
 * Tiquetera starts with 0 used days.
 */
function planChange(
  member: RegisteredMember,
  { id, terms }: Pick<PlanDefinition, 'id' | 'terms'>,
  joinedOn: string,
  planPrice: number,
  discount: DiscountFields | Record<string, never>,
): MemberPlanChanged | null {
  const plan = id;
  if (plan === member.plan && joinedOn === member.joinedOn) return null;
  // R38: a visits book that stays the same plan keeps its visits (any visits plan, as the Tiquetera).
  const keepsBook = plan === member.plan && isVisitsPlan(terms);
  return {
    type: 'MemberPlanChanged',
    data: {
      memberId: member.memberId,
      plan,
      planTerms: terms,
      previousPlan: member.plan,
      joinedOn,
      previousJoinedOn: member.joinedOn,
      planPrice,
      expiresOn: keepsBook ? member.expiresOn : expiryFromTerms(terms, joinedOn),
      ticketDaysUsed: keepsBook ? member.ticketDaysUsed : 0,
      debt: debtFor(planPrice, member.amountPaid),
      ...discount,
    },
  };
}

/** R9: the debt follows the corrected amount, floored at 0 (not the spec's unfloored formula). */
function amountCorrection(member: RegisteredMember, amountPaid: number, planPrice: number): AmountPaidCorrected | null {
  if (amountPaid === member.amountPaid) return null;
  return {
    type: 'AmountPaidCorrected',
    data: {
      memberId: member.memberId,
      amountPaid,
      previousAmountPaid: member.amountPaid,
      debt: debtFor(planPrice, amountPaid),
    },
  };
}

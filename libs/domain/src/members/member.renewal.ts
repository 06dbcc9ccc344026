// R30: a renewal keeps the days already paid. Before expiry it extends the current period (R4
// applied to the current expiry); on or after it, the new period starts today. The dialog shows
// the same period and price this decides, from `renewalPeriod`.
import { z } from 'zod';
import { isRejection, reject, type Decision } from '../decision.js';
import { addDays, localDate } from '../rules/dates.js';
import { amountProblem, debtFor } from '../rules/money.js';
import { planPriceOn } from '../rules/plan-prices.js';
import type { PaymentMethodInput } from '../rules/payment-methods.js';
import { isTimePlan, timePlanEnd, type PlanId, type PlanTerms } from '../rules/plan-terms.js';
import type { MemberDecisionContext } from './member.decision-context.js';
import type { MemberEvent } from './member.events.js';
import { planOnSale } from './member.plan-choice.js';
import { onVisitsPlan, type MembershipFacts } from './member.read.js';
import type { RegisteredMember } from './member.state.js';
import { validatePaymentMethod } from './member.validation.js';
import { discountedPrice, type DiscountRequest } from './member.discount.js';
import { amount, discountShape, paymentMethodShape, plan, strict, type WithoutIds } from './member.request-fields.js';

export interface RenewMembership {
  readonly type: 'RenewMembership';
  readonly data: {
    readonly memberId: string;
    readonly paymentId: string;
    readonly amount: number;
    /** R30: the plan of the new period; the member's current one when absent. */
    readonly plan?: PlanId;
  } & PaymentMethodInput &
    DiscountRequest;
}

/** R30: the plan of the new period may change; the member's current one when left out. */
export const renewMembershipRequest = strict({
  amount,
  plan: plan.optional(),
  ...paymentMethodShape,
  /** R39: a discount on the chosen plan's price, with its reason. */
  ...discountShape,
}) satisfies z.ZodType<WithoutIds<RenewMembership, 'memberId' | 'paymentId'>>;

export type RenewMembershipRequest = z.output<typeof renewMembershipRequest>;

export interface RenewalPeriod {
  /** The first day of the period paid for. */
  readonly startsOn: string;
  /** Its last day; none for a Tiquetera, whose 60 days start at its first attendance (R5). */
  readonly expiresOn: string | null;
  /** True when it follows the current period (renewed before it expired). */
  readonly extendsCurrent: boolean;
}

/**
 * R30: the period a renewal to `plan` on `today` pays for. A Tiquetera starts a fresh book today
 * (R5); another plan renewed before the current Quincena or Mensualidad expired follows it (the
 * day after the old expiry to the old expiry + the plan's length); otherwise it starts today.
 */
export function renewalPeriod(
  member: Pick<MembershipFacts, 'plan' | 'planTerms' | 'expiresOn'>,
  terms: PlanTerms,
  today: string,
): RenewalPeriod {
  if (!isTimePlan(terms)) return { startsOn: today, expiresOn: null, extendsCurrent: false };
  // A visits plan's expiry is its book's, not a membership's end: nothing to follow.
  const current = onVisitsPlan(member) ? null : member.expiresOn;
  if (current !== null && today < current) {
    return { startsOn: addDays(current, 1), expiresOn: timePlanEnd(terms, current), extendsCurrent: true };
  }
  return { startsOn: today, expiresOn: timePlanEnd(terms, today), extendsCurrent: false };
}

/** Spec §4 + R30: a new period of the chosen plan at its price on the period's first day (R24), paid with the amount entered. */
export function renewMembership(
  { data }: RenewMembership,
  member: RegisteredMember,
  context: MemberDecisionContext,
): Decision<MemberEvent> {
  const problem = amountProblem(data.amount, 1);
  if (problem !== null) return reject(problem, undefined, 'amount');
  const chosen = planOnSale(context, data.plan ?? member.plan);
  if (isRejection(chosen)) return chosen;
  const plan = chosen.id;
  const paidWith = validatePaymentMethod(data);
  if (isRejection(paidWith)) return paidWith;
  const today = localDate(context.now, context.timeZone);
  const period = renewalPeriod(member, chosen.terms, today);
  // R39: the price charged is the list price less the discount given, if any.
  const discounted = discountedPrice(planPriceOn(context.planPrices, plan, period.startsOn), data, context);
  if (isRejection(discounted)) return discounted;
  const { planPrice } = discounted;
  return [
    {
      type: 'MembershipRenewed',
      data: {
        memberId: member.memberId,
        paymentId: data.paymentId,
        amount: data.amount,
        renewedOn: today,
        periodStartsOn: period.startsOn,
        plan,
        planTerms: chosen.terms,
        previousPlan: member.plan,
        planPrice,
        expiresOn: period.expiresOn,
        amountPaid: data.amount,
        debt: debtFor(planPrice, data.amount),
        ticketDaysUsed: 0,
        ...paidWith,
        ...discounted.fields,
      },
    },
  ];
}

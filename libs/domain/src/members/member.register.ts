// Registering a member (spec §5): the add form's body, the command, and its rule. A deleted member's
// stream stays, so its id can never be registered again (R22).
import { z } from 'zod';
import { isRejection, type Decision } from '../decision.js';
import { localDate } from '../rules/dates.js';
import { expiryFromTerms } from '../rules/plan-terms.js';
import { planPriceOn } from '../rules/plan-prices.js';
import type { PaymentMethodInput } from '../rules/payment-methods.js';
import type { MemberDecisionContext } from './member.decision-context.js';
import type { MemberDetails, MemberEvent, MemberRegistered } from './member.events.js';
import { initialPayment, newMemberDetails } from './member.new-member.js';
import {
  calendarDate,
  detailsShape,
  discountShape,
  paymentMethodShape,
  plan,
  strict,
  typedAmountPaid,
  type WithoutIds,
} from './member.request-fields.js';
import type { MemberState } from './member.state.js';
import {
  authorizationAnswers,
  authorizationRecorded,
  type AuthorizationAnswers,
} from './member.record-authorization.js';
import { discountedPrice, type DiscountRequest } from './member.discount.js';
import { sensitiveDetailsRefusal } from './member.sensitive-data.js';
import { validatePaymentMethod } from './member.validation.js';
import type { PlanId } from '../rules/plan-terms.js';

export interface RegisterMember {
  readonly type: 'RegisterMember';
  readonly data: {
    readonly memberId: string;
    readonly details: MemberDetails;
    readonly plan: PlanId;
    readonly joinedOn: string;
    /** May be 0 (R3); more than 0 records an initial payment (R10). */
    readonly amountPaid: number;
    /** The id of the initial payment, used only when `amountPaid` > 0. */
    readonly initialPaymentId: string;
    /** R47: the member's answers; null (left out) reads 'Autorización pendiente'. */
    readonly authorization?: AuthorizationAnswers | null;
  } & PaymentMethodInput &
    DiscountRequest;
}

/** POST a new member. Birthday, notes, weight and height may be left out (spec §5). */
export const registerMemberRequest = strict({
  details: strict({
    ...detailsShape,
    birthday: detailsShape.birthday.default(null),
    notes: detailsShape.notes.default(''),
    weightKg: detailsShape.weightKg.default(null),
    heightCm: detailsShape.heightCm.default(null),
    cedula: detailsShape.cedula.default(null),
  }),
  plan,
  joinedOn: calendarDate('MEMBER.JOINED_ON_INVALID'),
  amountPaid: typedAmountPaid,
  /** How the initial payment (amount paid > 0) came in. */
  ...paymentMethodShape,
  authorization: authorizationAnswers.nullable().default(null),
  /** R39: a discount on the plan's price, with its reason. */
  ...discountShape,
}) satisfies z.ZodType<WithoutIds<RegisterMember, 'memberId' | 'initialPaymentId'>>;

export type RegisterMemberRequest = z.output<typeof registerMemberRequest>;

/**
 * A deleted member's stream stays, so its id can never be registered again (R22). The price is
 * the plan's in force on the day of the registration (R24), whatever entry date is typed.
 */
export function registerMember(
  { data }: RegisterMember,
  state: MemberState,
  context: MemberDecisionContext,
): Decision<MemberEvent> {
  const checked = newMemberDetails(data, state, context);
  if (isRejection(checked)) return checked;
  const { details, plan: chosen } = checked;
  // R47: weight and height only with the sensitive-data authorisation ('Sí'); pending takes none.
  const unauthorized = sensitiveDetailsRefusal(details, data.authorization);
  if (unauthorized !== null) return unauthorized;
  const paidWith = validatePaymentMethod(data);
  if (isRejection(paidWith)) return paidWith;
  const { memberId, plan, joinedOn } = data;
  const listPrice = planPriceOn(context.planPrices, plan, localDate(context.now, context.timeZone));
  // R39: less the discount given, if any; the member owes the price charged.
  const discounted = discountedPrice(listPrice, data, context);
  if (isRejection(discounted)) return discounted;
  const { planPrice } = discounted;
  // The registration owes the full price; the initial payment then pays towards it (R10).
  const registered: MemberRegistered = {
    type: 'MemberRegistered',
    data: {
      ...details,
      memberId,
      plan,
      planTerms: chosen.terms,
      planPrice,
      joinedOn,
      expiresOn: expiryFromTerms(chosen.terms, joinedOn),
      amountPaid: 0,
      debt: planPrice,
      ...discounted.fields,
    },
  };
  const answers = data.authorization ?? null;
  const authorized = answers === null ? null : authorizationRecorded(memberId, answers, context);
  if (authorized !== null && 'rejected' in authorized) return authorized;
  const events: MemberEvent[] = [registered, ...(authorized === null ? [] : [authorized])];
  return data.amountPaid === 0 ? events : [...events, initialPayment(data, planPrice, paidWith)];
}

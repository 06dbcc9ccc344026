// What registering a member and importing a spreadsheet row (issue 29) share: the checks of a new
// member and the initial payment, which pays towards the full price the member starts owing (R10).
import { isRejection, reject, type Rejection } from '../decision.js';
import { isValidDate } from '../rules/dates.js';
import { amountProblem, debtFor } from '../rules/money.js';
import type { PaymentMethodFields } from '../rules/payment-methods.js';
import type { PlanDefinition } from '../plans/plan-catalogue.js';
import type { PlanId } from '../rules/plan-terms.js';
import type { MemberDecisionContext } from './member.decision-context.js';
import { planOnSale } from './member.plan-choice.js';
import type { MemberDetails, PaymentRecorded } from './member.events.js';
import type { MemberState } from './member.state.js';
import { validateDetails } from './member.validation.js';

interface NewMember {
  readonly memberId: string;
  readonly initialPaymentId: string;
  readonly details: MemberDetails;
  readonly plan: PlanId;
  readonly joinedOn: string;
  readonly amountPaid: number;
}

/**
 * The details as recorded, or why the member cannot be added: a stream that has a member already
 * (a deleted one too, R22), a detail, the plan, the entry date or the amount paid. The amount paid's
 * refusal names `amountPaidField` when given: an imported row's does (its 'Pagado' column), a
 * registration's names none, as the decider has always answered a script behind the body's schema.
 */
export function newMemberDetails(
  data: NewMember,
  state: MemberState,
  context: Pick<MemberDecisionContext, 'plans'>,
  amountPaidField?: 'amountPaid',
): { readonly details: MemberDetails; readonly plan: PlanDefinition } | Rejection {
  if (state.status !== 'none') return reject('MEMBER.ALREADY_EXISTS');
  const validated = validateDetails(data.details);
  if (isRejection(validated)) return validated;
  // R38: any plan of the gym's catalogue that is not archived.
  const plan = planOnSale(context, data.plan);
  if (isRejection(plan)) return plan;
  if (!isValidDate(data.joinedOn)) return reject('MEMBER.JOINED_ON_INVALID', undefined, 'joinedOn');
  const paidProblem = amountProblem(data.amountPaid, 0);
  if (paidProblem !== null) return reject(paidProblem, undefined, amountPaidField);
  // Without a cédula or an e-mail the event stays as it was before they existed.
  const { cedula, email, ...details } = validated;
  return { details: { ...details, ...(cedula ? { cedula } : {}), ...(email ? { email } : {}) }, plan };
}

/** The initial payment dated the entry date; the debt after it is never below 0 (R9). */
export function initialPayment(
  data: NewMember,
  planPrice: number,
  paidWith: PaymentMethodFields & Pick<PaymentRecorded['data'], 'source'>,
  paymentType: 'initial' | 'opening_balance' = 'initial',
): PaymentRecorded {
  const { memberId, plan, joinedOn, amountPaid } = data;
  return {
    type: 'PaymentRecorded',
    data: {
      memberId,
      paymentId: data.initialPaymentId,
      paymentType,
      amount: amountPaid,
      paidOn: joinedOn,
      plan,
      amountPaid,
      debt: debtFor(planPrice, amountPaid),
      ...paidWith,
    },
  };
}

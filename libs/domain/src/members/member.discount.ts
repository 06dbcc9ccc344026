// R39: the discount a registration, renewal or plan change may carry, decided against the plan's
// list price and who sends it (Recepción up to the owner's limit, an Administrador at will).
import { reject, type Rejection } from '../decision.js';
import {
  DEFAULT_RECEPTION_DISCOUNT_PERCENT,
  decideDiscount,
  isDiscountRefusal,
  type DiscountFields,
  type DiscountInput,
} from '../rules/discounts.js';
import type { MemberDecisionContext } from './member.decision-context.js';
import type { MemberEvent } from './member.events.js';

/** What a membership-starting command may carry: a discount and its reason (both left out: none). */
export interface DiscountRequest {
  readonly discount?: DiscountInput;
  readonly discountReason?: string;
}

/** The price charged and the fields its event carries (none without a discount), or the refusal. */
export interface DiscountedPrice {
  readonly planPrice: number;
  readonly fields: DiscountFields | Record<string, never>;
}

/** R39: `listPrice` less the discount of `request`; without one, the list price and no fields. */
export function discountedPrice(
  listPrice: number,
  request: DiscountRequest,
  context: Pick<MemberDecisionContext, 'actor' | 'receptionDiscountPercent'>,
): DiscountedPrice | Rejection {
  if (request.discount === undefined) return { planPrice: listPrice, fields: {} };
  const decided = decideDiscount(listPrice, request.discount, request.discountReason, {
    role: context.actor.role,
    receptionPercent: context.receptionDiscountPercent ?? DEFAULT_RECEPTION_DISCOUNT_PERCENT,
  });
  if (decided === null) return { planPrice: listPrice, fields: {} };
  if (isDiscountRefusal(decided)) return reject(decided.code, decided.params, decided.field);
  return { planPrice: listPrice - decided.discount.amount, fields: decided };
}

/** R39: a membership's discount as receipts, the profile and the exports show it. */
export interface MembershipDiscount {
  readonly listPrice: number;
  readonly kind: DiscountInput['kind'];
  readonly value: number;
  /** Pesos off the list price. */
  readonly amount: number;
  readonly reason: string;
  /** The price charged: list price − discount. */
  readonly total: number;
}

const STARTS_MEMBERSHIP = new Set<MemberEvent['type']>([
  'MemberRegistered',
  'MemberImported',
  'MembershipRenewed',
  'MemberPlanChanged',
]);

/** The discount a registration, renewal or plan change recorded, or null (none, or an event stored before R39). */
export function discountOf(event: MemberEvent): MembershipDiscount | null {
  if (!STARTS_MEMBERSHIP.has(event.type)) return null;
  const data = event.data as Partial<DiscountFields> & { readonly planPrice?: number };
  if (data.discount === undefined || data.listPrice === undefined) return null;
  return {
    listPrice: data.listPrice,
    kind: data.discount.kind,
    value: data.discount.value,
    amount: data.discount.amount,
    reason: data.discountReason ?? '',
    total: data.planPrice ?? data.listPrice - data.discount.amount,
  };
}

/**
 * R39: a plan change that keeps the plan only moves the entry date: the price recorded stays, and
 * so does the discount it was sold with (the event itself carries none).
 */
const movesOnlyTheDate = (event: MemberEvent): boolean =>
  event.type === 'MemberPlanChanged' &&
  event.data.plan === event.data.previousPlan &&
  event.data.discount === undefined;

/** The discount in force after `event`, given the one before it. */
export function discountAfter(before: MembershipDiscount | null, event: MemberEvent): MembershipDiscount | null {
  if (!STARTS_MEMBERSHIP.has(event.type)) return before;
  if (movesOnlyTheDate(event)) return before;
  return discountOf(event);
}

/** The discount of the membership in force after `events`: the last registration, renewal or plan change's. */
export function currentDiscount(events: readonly MemberEvent[]): MembershipDiscount | null {
  return events.reduce<MembershipDiscount | null>(discountAfter, null);
}

// R39: a discount on a membership's price at registration, renewal or plan change: an amount in
// pesos or a percentage of the list price, with a reason; Recepción only up to the percentage the
// owner sets (default 0 %), an Administrador at will. Pure: the desk forms show the same total the
// decider records.
import type { RefusalCode } from '../refusals.js';
import type { StaffRole } from '../staff/staff-roles.js';
import { REASON_LENGTH } from './reasons.js';
import { isPlainText } from './plain-text.js';
import { formatMoney } from './money.js';

export const DISCOUNT_KINDS = ['amount', 'percent'] as const;
/** 'amount': pesos off the list price; 'percent': a percentage of it. */
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** What staff typed: the kind and its value (pesos or percent). */
export interface DiscountInput {
  readonly kind: DiscountKind;
  readonly value: number;
}

/** What an event records of a discount: what was typed and the pesos it took off. */
export interface AppliedDiscount extends DiscountInput {
  /** Whole pesos off the list price. */
  readonly amount: number;
}

/** The fields a membership-starting event carries when its price was discounted (absent otherwise). */
export interface DiscountFields {
  readonly listPrice: number;
  readonly discount: AppliedDiscount;
  readonly discountReason: string;
}

/** The reason has 5 to 200 characters once trimmed, like every other reason (R29, R31). */
export const DISCOUNT_REASON_LENGTH = REASON_LENGTH;

/** The owner's limit for Recepción when none is set (R39). */
export const DEFAULT_RECEPTION_DISCOUNT_PERCENT = 0;

/**
 * The pesos a discount takes off `listPrice`: the amount as typed, or the percentage of the price
 * rounded to the nearest peso, a half peso up (20 % of 85.000 = 17.000; 15 % of 33.333 = 4.999,95 → 5.000).
 */
export function discountAmount(listPrice: number, discount: DiscountInput): number {
  return discount.kind === 'amount' ? discount.value : Math.round((listPrice * discount.value) / 100);
}

/** The price charged: the list price less the discount, never below 0. */
export function chargedPrice(listPrice: number, discount: DiscountInput | null): number {
  return discount === null ? listPrice : Math.max(0, listPrice - discountAmount(listPrice, discount));
}

/** The percentage of `listPrice` a discount is, for Recepción's limit (an amount is measured against the price). */
function discountPercent(listPrice: number, discount: DiscountInput): number {
  if (discount.kind === 'percent') return discount.value;
  return listPrice === 0 ? (discount.value === 0 ? 0 : Infinity) : (discount.value * 100) / listPrice;
}

export interface DiscountRefusal {
  readonly code: RefusalCode;
  readonly params?: Readonly<Record<string, string | number>>;
  readonly field: 'discount' | 'discountReason';
}

/** What is wrong with a discount's value on `listPrice`, or null. */
export function discountValueProblem(listPrice: number, discount: DiscountInput): DiscountRefusal | null {
  const { value, kind } = discount;
  if (typeof value !== 'number' || !Number.isFinite(value)) return { code: 'DISCOUNT.NOT_A_NUMBER', field: 'discount' };
  if (value < 0) return { code: 'DISCOUNT.NEGATIVE', field: 'discount' };
  if (!(DISCOUNT_KINDS as readonly string[]).includes(kind))
    return { code: 'DISCOUNT.NOT_A_NUMBER', field: 'discount' };
  if (kind === 'percent') {
    if (value > 100) return { code: 'DISCOUNT.PERCENT_OVER_100', field: 'discount' };
    if (!Number.isInteger(value)) return { code: 'DISCOUNT.PERCENT_NOT_WHOLE', field: 'discount' };
    return null;
  }
  if (!Number.isInteger(value)) return { code: 'DISCOUNT.AMOUNT_NOT_WHOLE', field: 'discount' };
  if (value > listPrice)
    return { code: 'DISCOUNT.ABOVE_PRICE', params: { precio: formatMoney(listPrice) }, field: 'discount' };
  return null;
}

/** The reason trimmed, or its refusal: missing, too short or too long, or not plain text. */
export function discountReasonProblem(reason: unknown): DiscountRefusal | string {
  if (typeof reason !== 'string' || reason.trim() === '')
    return { code: 'DISCOUNT.REASON_REQUIRED', field: 'discountReason' };
  const trimmed = reason.trim();
  if (
    trimmed.length < DISCOUNT_REASON_LENGTH.min ||
    trimmed.length > DISCOUNT_REASON_LENGTH.max ||
    !isPlainText(trimmed)
  ) {
    return { code: 'DISCOUNT.REASON_LENGTH', field: 'discountReason' };
  }
  return trimmed;
}

/**
 * R39: the discount as an event records it, or why it is refused. An Administrador is not limited;
 * Recepción may give up to `receptionPercent` of the list price (an amount counts as the percentage
 * of the price it is). A discount of 0 is no discount: nothing is recorded.
 */
export function decideDiscount(
  listPrice: number,
  discount: DiscountInput,
  reason: unknown,
  who: { readonly role: StaffRole; readonly receptionPercent: number },
): DiscountFields | null | DiscountRefusal {
  const problem = discountValueProblem(listPrice, discount);
  if (problem !== null) return problem;
  const trimmed = discountReasonProblem(reason);
  if (typeof trimmed !== 'string') return trimmed;
  const overLimit = receptionLimitProblem(listPrice, discount, who.role === 'admin' ? null : who.receptionPercent);
  if (overLimit !== null) return overLimit;
  const amount = discountAmount(listPrice, discount);
  if (amount === 0) return null;
  return { listPrice, discount: { kind: discount.kind, value: discount.value, amount }, discountReason: trimmed };
}

/** R39: Recepción's limit (`limitPercent`; null for an Administrador, who has none) on a valid discount. */
function receptionLimitProblem(
  listPrice: number,
  discount: DiscountInput,
  limitPercent: number | null,
): DiscountRefusal | null {
  if (limitPercent === null || discountPercent(listPrice, discount) <= limitPercent) return null;
  return { code: 'DISCOUNT.OVER_RECEPTION_LIMIT', params: { limite: limitPercent }, field: 'discount' };
}

/** What a desk form shows while a discount is typed: the refusal the server would give, or the pesos off and the total. */
export type DiscountPreview =
  | { readonly refusal: DiscountRefusal; readonly off: null; readonly total: number }
  | { readonly refusal: null; readonly off: number; readonly total: number };

/**
 * R39, live: the discount box's `text` of `kind` on `listPrice`, judged as the server will judge it
 * (`limitPercent` is Recepción's limit, null for an Administrador). Blank is no discount yet; a
 * refused discount leaves the list price as the total and takes nothing off.
 */
export function discountPreview(
  listPrice: number,
  kind: DiscountKind,
  text: string,
  limitPercent: number | null,
): DiscountPreview {
  if (text.trim() === '') return { refusal: null, off: 0, total: listPrice };
  const value = parseDiscountText(text);
  const discount = { kind, value: value ?? Number.NaN };
  const refusal = discountValueProblem(listPrice, discount) ?? receptionLimitProblem(listPrice, discount, limitPercent);
  if (refusal !== null) return { refusal, off: null, total: listPrice };
  const off = discountAmount(listPrice, discount);
  return { refusal: null, off, total: listPrice - off };
}

export const isDiscountRefusal = (value: DiscountFields | null | DiscountRefusal): value is DiscountRefusal =>
  value !== null && 'code' in value;

/**
 * What a desk form's 'Descuento' box holds as a number, or null when it is not one: '10.000',
 * '10000', '$ 10.000', '20', '20 %', '20%' (dots and spaces are thousands separators in Colombia;
 * a comma is a decimal one, except before exactly three digits, as an English keyboard groups
 * thousands: '15,000'). A minus sign, typed or pasted ('−20'), reads as negative. Blank is null.
 */
export function parseDiscountText(text: string): number | null {
  const cleaned = text
    .replace(/[\s\u00a0\u202f$%]/g, '')
    .replace(/[\u2212\u2013\u2010]/g, '-')
    .replace(/\./g, '')
    .replace(/,(?=\d{3}(?:,\d{3})*$)/g, '')
    .replace(',', '.');
  if (cleaned === '' || !/^-?\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}

/** True when the pasted text names a percentage ('20 %'). */
export const textIsPercent = (text: string): boolean => text.includes('%');

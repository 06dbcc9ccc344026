// How the money came in (issue 10): Efectivo, Nequi, Daviplata, Transferencia or Tarjeta, with an
// optional reference (the transfer number). Payments stored before methods existed carry none:
// `paymentMethodOf` is the one place that reads them as 'Sin especificar' (never rewritten).

import { message } from '../messages.js';

export const PAYMENT_METHODS = ['cash', 'nequi', 'daviplata', 'transfer', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** What a stored payment reads as: one of the methods, or 'unspecified' for an older event. */
export const RECORDED_PAYMENT_METHODS = [...PAYMENT_METHODS, 'unspecified'] as const;
export type RecordedPaymentMethod = (typeof RECORDED_PAYMENT_METHODS)[number];

/** What the front desk picks unless told otherwise. */
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'cash';
export const MAX_PAYMENT_REFERENCE_LENGTH = 60;

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);
}

export function isRecordedPaymentMethod(value: unknown): value is RecordedPaymentMethod {
  return typeof value === 'string' && (RECORDED_PAYMENT_METHODS as readonly string[]).includes(value);
}

/** The payment fields of `PaymentRecorded` and `MembershipRenewed` (both optional in stored events). */
export interface PaymentMethodFields {
  readonly method?: PaymentMethod;
  readonly reference?: string;
}

export interface PaymentMethodView {
  readonly method: RecordedPaymentMethod;
  readonly reference: string | null;
}

/** The upcaster of payment events: an event without a method reads as 'unspecified', without a reference as null. */
export function paymentMethodOf(data: PaymentMethodFields): PaymentMethodView {
  return { method: data.method ?? 'unspecified', reference: data.reference ?? null };
}

/** How a payment was made, as every screen and the auditors write it: 'Nequi · Ref. 300…', 'Efectivo'. */
export function paymentMethodText({
  method,
  reference,
}: {
  readonly method: RecordedPaymentMethod;
  readonly reference?: string | null;
}): string {
  const medio = message(`PAYMENT_METHOD.${method}`);
  return reference ? message('PAYMENT.WITH_REFERENCE', { medio, referencia: reference }) : medio;
}

/** A typed reference trimmed; blank means none. */
export function normalisePaymentReference(reference: string | null | undefined): string | null {
  const trimmed = (reference ?? '').trim();
  return trimmed === '' ? null : trimmed;
}

/** Receipt numbers as printed: 123 → 'R-000123'. */
export function formatReceiptNumber(receiptNumber: number): string {
  return `R-${String(receiptNumber).padStart(6, '0')}`;
}

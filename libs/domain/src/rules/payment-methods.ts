// How the money came in (issue 10): Efectivo, Nequi, Daviplata, Transferencia or Tarjeta, with an
// optional reference (the transfer number). Payments stored before methods existed carry none: the
// event store's decoder (backend decode-event.ts) reads them as 'unspecified' (never rewritten).

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

/**
 * The payment fields of `PaymentRecorded` and `MembershipRenewed`. A payment decided here always
 * has one of PAYMENT_METHODS; 'unspecified' is a payment that never said (one stored before methods
 * existed, read so by the decoder, or one brought in from the original product). The reference is
 * there only when one was given.
 */
export interface PaymentMethodFields {
  readonly method: RecordedPaymentMethod;
  readonly reference?: string;
}

/** How a payment is made, as a command carries it; absent, the front desk's default (Efectivo). */
export interface PaymentMethodInput {
  readonly method?: PaymentMethod;
  readonly reference?: string | null;
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

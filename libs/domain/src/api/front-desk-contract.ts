// The HTTP API's shapes of the front desk (issue 10): the cierre de caja and a payment's receipt.
// Their paths are in `apiPaths` (api-contract.ts).
import type { RecordedPaymentMethod } from '../rules/payment-methods.js';
import type { PaymentType, PlanCode } from '../rules/plans.js';
import type { PaymentView } from './api-contract.js';

/** One payment of the day in the cierre de caja, in the order it was recorded. */
export interface CashClosingEntry extends PaymentView {
  readonly staffId: string;
  /** The staff account that took it; 'Sistema' for tooling. */
  readonly staffName: string;
}

export interface CashClosingMethodTotal {
  readonly method: RecordedPaymentMethod;
  readonly count: number;
  readonly total: number;
}

/** GET /api/cash-closing?date=YYYY-MM-DD: the money received that day (by payment date, R2). */
export interface CashClosingView {
  readonly date: string;
  readonly total: number;
  readonly count: number;
  /** Every method (zero when unused), then 'unspecified' when the day has any. */
  readonly byMethod: readonly CashClosingMethodTotal[];
  /** Oldest first, as the till received them. */
  readonly payments: readonly CashClosingEntry[];
}

/** GET /api/receipts/:paymentId → 404 'RECEIPT.NOT_FOUND' when unknown. Deleted members' receipts stay (R22). */
export interface ReceiptView {
  readonly paymentId: string;
  /** Gap-free and never repeated: the Nth payment of the gym is 'R-' + N. */
  readonly receiptNumber: string;
  readonly gymName: string;
  readonly memberId: string;
  /** The member's name and cédula as they were when paying. */
  readonly memberName: string;
  /** R22 addition: the member was deleted since; the receipt shows the name with '(eliminado)'. */
  readonly memberDeleted: boolean;
  readonly cedula: string | null;
  readonly paidOn: string;
  readonly recordedAt: string;
  readonly paymentType: PaymentType;
  readonly plan: PlanCode;
  readonly amount: number;
  /** e.g. 'ochenta mil pesos'. */
  readonly amountInWords: string;
  readonly method: RecordedPaymentMethod;
  readonly reference: string | null;
  /** The membership's expiry and the debt right after this payment. */
  readonly expiresOn: string | null;
  readonly debt: number;
  readonly staffName: string;
}

// The cash book of one gym-local day, in its own stream `cash-day-YYYY-MM-DD` (R32). Every money
// event dated that day (a payment, a renewal, a void) adds an entry to it in the same append as
// the member's event; a closing and a reopening are its other facts. The stream's expected
// revision is what makes "no money on a closed day" hold: see backend/src/cash-days/cash-day-ledger.ts.
import type { RecordedPaymentMethod } from '../rules/payment-methods.js';

export const CASH_DAY_ENTRY_KINDS = ['payment', 'void'] as const;
export type CashDayEntryKind = (typeof CASH_DAY_ENTRY_KINDS)[number];

/** Money in (a payment or a renewal) or back out (a void, R29) on the day. */
export interface CashDayEntryAdded {
  readonly type: 'CashDayEntryAdded';
  readonly data: {
    readonly day: string;
    readonly kind: CashDayEntryKind;
    readonly memberId: string;
    readonly paymentId: string;
    readonly amount: number;
    readonly method: RecordedPaymentMethod;
    /** ISO instant it was decided: an entry whose member event never followed lapses (EventStoreDB). */
    readonly enteredAt: string;
  };
}

export interface CashMethodTotal {
  readonly method: RecordedPaymentMethod;
  /** Payments taken with this method (voids are not counted, only subtracted). */
  readonly count: number;
  /** Payments less voids, in pesos. */
  readonly total: number;
}

export interface CashStaffTotal {
  /** The account that took the payments or made the voids (R23). */
  readonly staffId: string;
  readonly count: number;
  readonly total: number;
}

/** A day's money as the cierre adds it up: payments less the voids made that day (R29, R32). */
export interface CashDayTotals {
  readonly total: number;
  readonly paymentsCount: number;
  readonly voidsCount: number;
  /** Cash payments less cash voids: what the drawer should hold. */
  readonly expectedCash: number;
  readonly byMethod: readonly CashMethodTotal[];
  readonly byStaff: readonly CashStaffTotal[];
}

/** R32: a staff member closed the day with the cash counted in the drawer; the day's books as they stood. */
export interface CashDayClosed {
  readonly type: 'CashDayClosed';
  readonly data: {
    readonly day: string;
    readonly countedCash: number;
    readonly expectedCash: number;
    /** Counted − expected: above 0 'Sobrante', below 0 'Faltante'. */
    readonly difference: number;
    readonly totals: CashDayTotals;
  };
}

/** R32: an Administrador reopened a closed day, saying why; the closing stays in the history. */
export interface CashDayReopened {
  readonly type: 'CashDayReopened';
  readonly data: { readonly day: string; readonly reason: string };
}

export type CashDayEvent = CashDayEntryAdded | CashDayClosed | CashDayReopened;
export type CashDayEventType = CashDayEvent['type'];

export const CASH_DAY_EVENT_TYPES: readonly CashDayEventType[] = [
  'CashDayEntryAdded',
  'CashDayClosed',
  'CashDayReopened',
];

export const CASH_DAY_STREAM_PREFIX = 'cash-day-';
export const cashDayStreamId = (day: string): string => `${CASH_DAY_STREAM_PREFIX}${day}`;

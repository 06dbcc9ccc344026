// The read documents of the payments projection: every payment, the income of every month, and the
// receipt counter that numbers payments in the order the log holds them.
import type { MembershipDiscount, PaymentType, PlanId, RecordedPaymentMethod } from '@gym/domain';
import type { CollectionSpec } from '../../shared/read-store/read-store.port.js';

export const PAYMENTS = 'payments';
export const PAYMENT_VOIDS = 'payment_voids';
export const MONTHLY_INCOME = 'monthly_income';
export const RECEIPT_COUNTERS = 'receipt_counters';
/** R40: the sales at the desk and their voids, numbered with the payments. */
export const SALES = 'sales';
export const SALE_VOIDS = 'sale_voids';
/** One gym, one sequence of receipt numbers. */
export const RECEIPT_COUNTER_ID = 'gym';
/** R39: a discounted registration's discount, read by its initial payment. */
export const REGISTRATION_DISCOUNTS = 'registration_discounts';

export interface PaymentDocument {
  readonly id: string;
  readonly memberId: string;
  readonly paymentType: PaymentType;
  readonly amount: number;
  readonly paidOn: string;
  readonly plan: PlanId;
  /** How the money came in; 'unspecified' for payments stored before methods existed (issue 10). */
  readonly method: RecordedPaymentMethod;
  readonly reference: string | null;
  /** The staff account that recorded it (the event's metadata, R23). */
  readonly staffId: string;
  /**
   * N for the Nth payment event of the log: gap-free, never repeated, the same after a rebuild; null
   * for a saldo migrado (R43), which is no money received and has no receipt.
   */
  readonly receiptNumber: number | null;
  /** The event's revision in the member's stream: the receipt replays the member up to it. */
  readonly revision: number;
  /** ISO instant the staff member recorded it. */
  readonly recordedAt: string;
  /** The event's global position: the order of recording (R16). */
  readonly sequence: number;
  /**
   * R39: the discount of the membership this payment starts (a renewal's own, or the registration's
   * for its initial payment); absent without one and on documents projected before R39.
   */
  readonly discount?: MembershipDiscount;
  readonly [key: string]: unknown;
}

/** R39: the discount of a member's registration, until its initial payment (if any) is projected. */
export interface RegistrationDiscountDocument {
  /** The member's id. */
  readonly id: string;
  readonly discount: MembershipDiscount;
  readonly [key: string]: unknown;
}

/** R29: a payment's void, kept apart so the payment's own document is written once and never replaced. */
export interface PaymentVoidDocument {
  /** The voided payment's id (a payment is voided once). */
  readonly id: string;
  readonly memberId: string;
  readonly amount: number;
  readonly method: RecordedPaymentMethod;
  readonly paidOn: string;
  /** The day of the void: it subtracts from that day's cierre and that month's income. */
  readonly voidedOn: string;
  /** R43: the void of a saldo migrado, in no cierre and no month's income. */
  readonly openingBalance: boolean;
  readonly reason: string;
  /** Who voided it, and when (R23). */
  readonly staffId: string;
  readonly voidedAt: string;
  /** The void event's global position: the order of the day's lines. */
  readonly sequence: number;
  readonly [key: string]: unknown;
}

export interface MonthlyIncomeDocument {
  /** 'YYYY-MM', also the id. */
  readonly id: string;
  readonly month: string;
  /** Payments of the month less the voids made in it (R29); memberships only, sales apart. */
  readonly income: number;
  readonly payments: number;
  readonly voids: number;
  /** R40: 'Ventas': the month's sales less the sales voided in it; absent before the first sale. */
  readonly sales?: number;
  readonly salesCount?: number;
  readonly [key: string]: unknown;
}

export interface ReceiptCounterDocument {
  readonly id: string;
  /** The number given to the latest payment; 0 before the first. */
  readonly last: number;
  /** R43: receipt numbers given to old imports' payments made saldos migrados since; absent when none. */
  readonly migrated?: number;
  readonly [key: string]: unknown;
}

/** R40: a sale at the desk, money like a payment, numbered in the same sequence. */
export interface SaleDocument {
  /** The sale's id. */
  readonly id: string;
  readonly soldOn: string;
  readonly lines: readonly {
    readonly productId: string;
    readonly name: string;
    readonly unitPrice: number;
    readonly quantity: number;
    readonly amount: number;
  }[];
  /** The total, in pesos (named as a payment's so the day's books add it up the same way). */
  readonly amount: number;
  readonly method: RecordedPaymentMethod;
  readonly reference: string | null;
  readonly memberId: string | null;
  /** Who sold (R23). */
  readonly staffId: string;
  readonly receiptNumber: number;
  readonly recordedAt: string;
  readonly sequence: number;
  readonly [key: string]: unknown;
}

/** R40 + R29: a sale's void. */
export interface SaleVoidDocument {
  /** The voided sale's id. */
  readonly id: string;
  readonly amount: number;
  readonly method: RecordedPaymentMethod;
  readonly soldOn: string;
  readonly voidedOn: string;
  readonly reason: string;
  readonly memberId: string | null;
  /** Who voided it, and when. */
  readonly staffId: string;
  readonly voidedAt: string;
  readonly sequence: number;
  readonly [key: string]: unknown;
}

export const paymentCollections: readonly CollectionSpec[] = [
  {
    name: PAYMENTS,
    fields: {
      memberId: 'text',
      paidOn: 'text',
      sequence: 'number',
      amount: 'number',
      method: 'text',
      receiptNumber: 'number',
    },
    indexes: [
      ['paidOn', 'sequence'],
      ['memberId', 'paidOn', 'sequence'],
      ['method', 'paidOn', 'sequence'],
    ],
    // One document per payment event, never replaced: a rebuild fills it without index upkeep.
    appendOnly: true,
  },
  {
    name: PAYMENT_VOIDS,
    fields: { memberId: 'text', voidedOn: 'text', sequence: 'number', amount: 'number' },
    indexes: [['voidedOn', 'sequence'], ['memberId']],
    // One document per void event, never replaced.
    appendOnly: true,
  },
  {
    name: SALES,
    fields: { soldOn: 'text', sequence: 'number', memberId: 'text', amount: 'number', method: 'text' },
    indexes: [
      ['soldOn', 'sequence'],
      ['memberId', 'sequence'],
    ],
    appendOnly: true,
  },
  {
    name: SALE_VOIDS,
    fields: { voidedOn: 'text', sequence: 'number', amount: 'number' },
    indexes: [['voidedOn', 'sequence']],
    appendOnly: true,
  },
  { name: MONTHLY_INCOME, fields: { month: 'text', income: 'number' }, indexes: [['month']] },
  { name: RECEIPT_COUNTERS, fields: {} },
  { name: REGISTRATION_DISCOUNTS, fields: {} },
];

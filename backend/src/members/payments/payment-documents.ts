// The read documents of the payments projection: every payment, and the income of every month.
import type { PaymentType, PlanCode } from '@gym/domain';
import type { CollectionSpec } from '../../shared/read-store/read-store.port.js';

export const PAYMENTS = 'payments';
export const MONTHLY_INCOME = 'monthly_income';

export interface PaymentDocument {
  readonly id: string;
  readonly memberId: string;
  readonly paymentType: PaymentType;
  readonly amount: number;
  readonly paidOn: string;
  readonly plan: PlanCode;
  /** ISO instant the staff member recorded it. */
  readonly recordedAt: string;
  /** The event's global position: the order of recording (R16). */
  readonly sequence: number;
  readonly [key: string]: unknown;
}

export interface MonthlyIncomeDocument {
  /** 'YYYY-MM', also the id. */
  readonly id: string;
  readonly month: string;
  readonly income: number;
  readonly payments: number;
  readonly [key: string]: unknown;
}

export const paymentCollections: readonly CollectionSpec[] = [
  {
    name: PAYMENTS,
    fields: { memberId: 'text', paidOn: 'text', sequence: 'number', amount: 'number' },
    indexes: [
      ['paidOn', 'sequence'],
      ['memberId', 'paidOn', 'sequence'],
    ],
  },
  { name: MONTHLY_INCOME, fields: { month: 'text', income: 'number' }, indexes: [['month']] },
];

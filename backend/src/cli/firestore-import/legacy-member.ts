// A member of the original product as the importer understands it, before it becomes events, and
// the original product's Spanish labels mapped to the codes used here.
import {
  normaliseSearchText,
  type Gender,
  type MemberDetails,
  type MemberImported,
  type PaymentRecorded,
  type PlanCode,
} from '@gym/domain';

export type ImportedPaymentType = PaymentRecorded['data']['paymentType'];

export interface LegacyPayment {
  /** Where it came from, e.g. 'users/u1/historialPagos/0': its ids derive from it. */
  readonly source: string;
  readonly paymentType: ImportedPaymentType;
  readonly amount: number;
  readonly paidOn: string;
  readonly plan: PlanCode;
  readonly occurredAt: string;
}

export interface LegacyMeasurement {
  readonly source: string;
  readonly measuredOn: string;
  readonly gender: Gender;
  readonly measures: Readonly<Record<string, number>>;
  readonly occurredAt: string;
}

export interface LegacyAttendance {
  readonly source: string;
  readonly attendedOn: string;
  readonly attendedAt: string;
}

/** The member's last known state (spec §3 `users` document) with its whole history. */
export type LegacyMember = Pick<
  MemberImported['data'],
  'plan' | 'planPrice' | 'joinedOn' | 'expiresOn' | 'amountPaid' | 'debt' | 'ticketDaysUsed'
> & {
  readonly documentId: string;
  readonly details: MemberDetails;
  readonly payments: readonly LegacyPayment[];
  readonly measurements: readonly LegacyMeasurement[];
  readonly attendances: readonly LegacyAttendance[];
  /** What was adjusted on the way in (a negative debt floored, a blank expiry computed …). */
  readonly notes: readonly string[];
};

const lookup =
  <T>(labels: Readonly<Record<string, T>>) =>
  (value: unknown): T | undefined =>
    typeof value === 'string' ? labels[normaliseSearchText(value)] : undefined;

/** 'Quincena' | 'Mensualidad' | 'Tiquetera', in any case and with or without accents. */
export const planOf = lookup<PlanCode>({ quincena: 'fortnight', mensualidad: 'monthly', tiquetera: 'ticket_book' });

export const genderOf = lookup<Gender>({ masculino: 'male', femenino: 'female' });

/** 'Pago adicional' | 'Abono' | 'Inicial' | 'Renovación' (also 'Pago inicial', as the screens show it). */
export const paymentTypeOf = lookup<ImportedPaymentType>({
  'pago adicional': 'additional',
  abono: 'installment',
  inicial: 'initial',
  'pago inicial': 'initial',
  renovacion: 'renewal',
});

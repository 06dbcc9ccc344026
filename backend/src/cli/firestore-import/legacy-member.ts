// A member of the original product as the importer understands it, before it becomes events, and
// the original product's Spanish labels mapped to the codes used here.
import {
  normaliseSearchText,
  type Gender,
  type MemberDetails,
  type MemberImported,
  planNamed,
  SPEC_PLANS,
  type PaymentRecorded,
  type PlanCatalogue,
  type PlanDefinition,
  type PlanId,
} from '@gym/domain';

export type ImportedPaymentType = PaymentRecorded['data']['paymentType'];

export interface LegacyPayment {
  /** Where it came from, e.g. 'users/u1/historialPagos/0': its ids derive from it. */
  readonly source: string;
  readonly paymentType: ImportedPaymentType;
  readonly amount: number;
  readonly paidOn: string;
  readonly plan: PlanId;
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
  'plan' | 'planTerms' | 'planPrice' | 'joinedOn' | 'expiresOn' | 'amountPaid' | 'debt' | 'ticketDaysUsed'
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

/**
 * R38 + R46: the gym's plan a cell names ('Quincena', 'Mensualidad', 'Tiquetera' or a plan of the
 * gym's, 'Semestral'), by its name now, accents and case aside; archived plans too (a member keeps one).
 */
export function planOf(value: unknown, catalogue: PlanCatalogue = SPEC_PLANS): PlanDefinition | undefined {
  return typeof value === 'string' ? (planNamed(catalogue, value) ?? undefined) : undefined;
}

/** The names the plan cell may hold, for the problem that says a plan is unknown: 'Quincena, Mensualidad o Tiquetera'. */
export function planNamesOf(catalogue: PlanCatalogue): string {
  const names = catalogue.map((plan) => plan.name);
  const last = names.pop();
  return names.length === 0 ? (last ?? '') : `${names.join(', ')} o ${last ?? ''}`;
}

export const genderOf = lookup<Gender>({ masculino: 'male', femenino: 'female' });

/** 'Pago adicional' | 'Abono' | 'Inicial' | 'Renovación' (also 'Pago inicial', as the screens show it). */
export const paymentTypeOf = lookup<ImportedPaymentType>({
  'pago adicional': 'additional',
  abono: 'installment',
  inicial: 'initial',
  'pago inicial': 'initial',
  renovacion: 'renewal',
});

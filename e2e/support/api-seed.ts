// Seeding through the real API, signed in as the page's session: for what a test needs to exist
// but is not testing the screen for (the screens' own flows are driven in the browser).
import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { gymToday } from './gym-dates';

export type Plan = 'fortnight' | 'monthly' | 'ticket_book';
export type Gender = 'male' | 'female';
export type PaymentMethod = 'cash' | 'nequi' | 'daviplata' | 'transfer' | 'card';

export interface NewMember {
  readonly name: string;
  readonly plan?: Plan;
  readonly gender?: Gender;
  readonly joinedOn?: string;
  readonly amountPaid?: number;
  readonly birthday?: string | null;
  readonly phone?: string;
  readonly weightKg?: number | null;
  readonly heightCm?: number | null;
  readonly cedula?: string | null;
  /** How the amount paid came in (default Efectivo). */
  readonly method?: PaymentMethod;
  readonly reference?: string | null;
  /** R47: the member's answers; by default 'Sí' to everything, as the desk records it; null: 'Autorización pendiente'. */
  readonly authorization?: { readonly sensitive: boolean } | null;
}

async function send(request: APIRequestContext, path: string, data: unknown): Promise<Record<string, unknown>> {
  const response = await request.post(path, { data });
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

function authorizationOf(member: NewMember) {
  const answers = member.authorization === undefined ? { sensitive: true } : member.authorization;
  return answers === null ? null : { personal: true, reminders: true, method: 'firma', ...answers };
}

/** Registers a member and answers their id. */
export async function registerMember(request: APIRequestContext, member: NewMember): Promise<string> {
  const answer = await send(request, '/api/members', {
    details: {
      name: member.name,
      address: 'Calle 10 # 20-30',
      phone: member.phone ?? '3001234567',
      gender: member.gender ?? 'female',
      birthday: member.birthday ?? null,
      notes: '',
      weightKg: member.weightKg ?? null,
      heightCm: member.heightCm ?? null,
      cedula: member.cedula ?? null,
    },
    plan: member.plan ?? 'monthly',
    joinedOn: member.joinedOn ?? gymToday(),
    amountPaid: member.amountPaid ?? 0,
    method: member.method ?? 'cash',
    reference: member.reference ?? null,
    authorization: authorizationOf(member),
  });
  return String(answer.memberId);
}

export async function recordPayment(
  request: APIRequestContext,
  memberId: string,
  payment: {
    readonly amount: number;
    readonly paidOn?: string;
    readonly paymentType?: 'additional' | 'installment' | 'renewal';
    readonly method?: PaymentMethod;
    readonly reference?: string | null;
  },
): Promise<string> {
  const answer = await send(request, `/api/members/${memberId}/payments`, {
    paymentType: payment.paymentType ?? 'additional',
    amount: payment.amount,
    paidOn: payment.paidOn ?? gymToday(),
    method: payment.method ?? 'cash',
    reference: payment.reference ?? null,
  });
  return String(answer.paymentId);
}

/** A complete set of a female member's measures (cm), as the body-composition form asks for them. */
export const FEMALE_MEASURES: Readonly<Record<string, number>> = {
  cuello: 32,
  brazo: 28,
  pecho: 90,
  cintura: 70,
  gluteo_cadera: 98,
  pierna: 55,
};

export async function recordMeasures(
  request: APIRequestContext,
  memberId: string,
  measures: Record<string, number>,
): Promise<void> {
  await send(request, `/api/members/${memberId}/body-compositions`, { measures });
}

export async function markAttendance(request: APIRequestContext, memberId: string): Promise<void> {
  await send(request, `/api/members/${memberId}/attendances`, {});
}

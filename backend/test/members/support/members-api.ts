// Builders and calls shared by the member API tests: request bodies, a settable clock, shortcuts.
import type { registerMemberRequest } from '@gym/domain';
import type { z } from 'zod';

/** What a client sends to register a member (fields with defaults may be left out). */
type RegisterMemberBody = z.input<typeof registerMemberRequest>;
import type { ApiResponse, TestApp } from '../../support/test-app.js';

/** A clock the test moves by hand; starts at `iso`. */
export interface SettableClock {
  (): Date;
  set(iso: string): void;
}

export function settableClock(iso: string): SettableClock {
  let now = new Date(iso);
  const clock = (() => new Date(now.getTime())) as SettableClock;
  clock.set = (next: string) => {
    now = new Date(next);
  };
  return clock;
}

export type RegisterOverrides = Partial<Omit<RegisterMemberBody, 'details'>> & {
  readonly details?: Partial<RegisterMemberBody['details']>;
};

/** R47: every answer 'Sí', given by signature. */
export const SENSITIVE_AUTHORIZED = { personal: true, sensitive: true, reminders: true, method: 'firma' } as const;

export function registerBody(overrides: RegisterOverrides = {}): RegisterMemberBody {
  const { details, ...rest } = overrides;
  // R47: a registration that leaves the authorisation pending ('Autorización pendiente') takes no health data.
  const pending = rest.authorization === null;
  return {
    details: {
      name: 'José Pérez',
      address: 'Calle 10 # 5-20',
      phone: '300 123 4567',
      gender: 'male',
      birthday: '1990-05-20',
      notes: '',
      weightKg: pending ? null : 80,
      heightCm: pending ? null : 180,
      ...details,
    },
    plan: 'monthly',
    joinedOn: '2026-03-01',
    amountPaid: 0,
    // R47: the desk answers the authorisation; 'Sí' to sensitive data, so weight and height are taken.
    authorization: SENSITIVE_AUTHORIZED,
    ...rest,
  };
}

/** Registers a member and returns its id (fails the test on anything but 201). */
export async function registerMember(app: TestApp, overrides: RegisterOverrides = {}): Promise<string> {
  const response = await app.request('POST', '/api/members', { body: registerBody(overrides) });
  expectStatus(response, 201);
  return response.body.memberId as string;
}

export function expectStatus(response: ApiResponse, status: number): void {
  if (response.status !== status) {
    throw new Error(`Expected HTTP ${status}, got ${response.status}: ${JSON.stringify(response.body)}`);
  }
}

export const maleMeasures = { cuello: 40, biceps: 35, pecho: 100, cintura_bajo_ombligo: 85, gluteo: 98, pierna: 58 };
export const femaleMeasures = { cuello: 32, brazo: 28, pecho: 90, cintura: 70, gluteo_cadera: 100, pierna: 55 };

export async function getJson(app: TestApp, path: string): Promise<any> {
  const response = await app.request('GET', path);
  expectStatus(response, 200);
  return response.body;
}

// Specification of ImportMember: a spreadsheet row registered as on its entry date (R34, R4, R5, R9, R10, R24).
import { SPEC_PLAN_TERMS } from '../rules/plan-terms.js';
import type { PlanCode } from '../rules/plans.js';
import { at, memberDetails, MEMBER_ID, registeredMonthly } from '../testing/member.builders.js';
import { given } from '../testing/given-when-then.js';
import type { ImportMember } from './member.import-member.js';
import type { MemberImported, PaymentRecorded } from './member.events.js';
import type { ExistingMember } from './member.state.js';
import { absentSince } from './member.visits.js';

const SOURCE = { system: 'spreadsheet', file: 'socios.xlsx', row: 14 } as const;

function importMember(overrides: Partial<ImportMember['data']> = {}): ImportMember {
  return {
    type: 'ImportMember',
    data: {
      memberId: MEMBER_ID,
      initialPaymentId: 'payment-initial',
      details: memberDetails(),
      plan: 'monthly',
      joinedOn: '2025-11-03',
      planPrice: null,
      amountPaid: 0,
      expiresOn: null,
      ticketDaysUsed: 0,
      debt: null,
      source: SOURCE,
      ...overrides,
    },
  };
}

function imported(overrides: Partial<MemberImported['data']> = {}): MemberImported {
  return {
    type: 'MemberImported',
    data: {
      ...memberDetails(),
      memberId: MEMBER_ID,
      plan: 'monthly',
      planPrice: 80_000,
      joinedOn: '2025-11-03',
      expiresOn: '2025-12-03',
      amountPaid: 0,
      debt: 80_000,
      ticketDaysUsed: 0,
      lastAttendanceOn: null,
      source: SOURCE,
      // Issue 41: the day of the import (given's clock), from which 'Sin venir' counts.
      importedOn: '2026-03-02',
      ...overrides,
      planTerms: overrides.planTerms ?? SPEC_PLAN_TERMS[(overrides.plan ?? 'monthly') as PlanCode],
    },
  };
}

const openingBalance = (overrides: Partial<PaymentRecorded['data']> = {}): PaymentRecorded => ({
  type: 'PaymentRecorded',
  data: {
    memberId: MEMBER_ID,
    paymentId: 'payment-initial',
    paymentType: 'opening_balance',
    amount: 30_000,
    paidOn: '2025-11-03',
    plan: 'monthly',
    amountPaid: 30_000,
    debt: 50_000,
    method: 'unspecified',
    source: SOURCE,
    ...overrides,
  },
});

describe('ImportMember', () => {
  it('R34 + R4: a row is a registration on its entry date, owing the price, with the row as its source', () =>
    given().when(importMember()).then(imported()));

  it("issue 41: the import records its own day; without visits the member is absent from it, not from the sheet's entry date", () =>
    given()
      .when(importMember({ joinedOn: '2025-09-28', expiresOn: '2026-04-01' }))
      .thenState((member) => {
        expect(member).toMatchObject({ joinedOn: '2025-09-28', importedOn: '2026-03-02' });
        expect(absentSince(member as ExistingMember)).toBe('2026-03-02');
      }));

  it('R34 + R43 + R9: the row’s Pagado is a saldo migrado dated the entry date, in the amount paid and the debt (never below 0)', () => {
    given()
      .when(importMember({ amountPaid: 30_000 }))
      .then(imported(), openingBalance());
    given()
      .when(importMember({ amountPaid: 100_000 }))
      .thenState((member) => expect(member).toMatchObject({ amountPaid: 100_000, debt: 0, totalPaid: 100_000 }));
  });

  it('R34 + R24: without a Precio the price is the one in force on the entry date, not today’s', () => {
    const planPrices = [
      { plan: 'monthly', price: 70_000, effectiveFrom: '2025-01-01' },
      { plan: 'monthly', price: 95_000, effectiveFrom: '2026-01-01' },
    ] as const;
    given()
      .when(importMember(), { ...at('2026-03-02'), planPrices })
      .then(imported({ planPrice: 70_000, debt: 70_000 }));
  });

  it('R34: the row’s Precio and Fecha de vencimiento are kept as the sheet has them', () =>
    given()
      .when(importMember({ planPrice: 75_000, expiresOn: '2025-12-20', amountPaid: 75_000 }))
      .then(
        imported({ planPrice: 75_000, debt: 75_000, expiresOn: '2025-12-20' }),
        openingBalance({ amount: 75_000, amountPaid: 75_000, debt: 0 }),
      ));

  it('R34 + R9: a Deuda that is not Precio − Pagado refuses the row', () =>
    given()
      .when(importMember({ amountPaid: 30_000, debt: 40_000 }))
      .thenRejects('MEMBER_IMPORT.DEBT_MISMATCH', { deuda: '$\u00a040.000', esperada: '$\u00a050.000' }));

  it('R34 + R9: a Deuda of 0 agrees with a Pagado above the price', () =>
    given()
      .when(importMember({ amountPaid: 90_000, debt: 0 }))
      .thenState((member) => expect(member.status).toBe('registered')));

  it('R5 + R6: a Tiquetera keeps its used days and the expiry the sheet gives', () =>
    given()
      .when(importMember({ plan: 'ticket_book', ticketDaysUsed: 4, expiresOn: '2026-01-02' }))
      .then(
        imported({ plan: 'ticket_book', planPrice: 50_000, debt: 50_000, ticketDaysUsed: 4, expiresOn: '2026-01-02' }),
      ));

  it('R5: a Tiquetera with used days and no expiry comes in without one, as the Firestore import does', () =>
    given()
      .when(importMember({ plan: 'ticket_book', ticketDaysUsed: 4 }))
      .then(imported({ plan: 'ticket_book', planPrice: 50_000, debt: 50_000, ticketDaysUsed: 4, expiresOn: null })));

  it('R5: an unused Tiquetera has no expiry whatever the sheet says', () =>
    given()
      .when(importMember({ plan: 'ticket_book', expiresOn: '2026-01-02' }))
      .then(imported({ plan: 'ticket_book', planPrice: 50_000, debt: 50_000, expiresOn: null })));

  it('R6: Días usados counts only on a Tiquetera, and goes from 0 to 15', () => {
    given()
      .when(importMember({ ticketDaysUsed: 3 }))
      .thenState((member) => expect(member).toMatchObject({ ticketDaysUsed: 0 }));
    given()
      .when(importMember({ plan: 'ticket_book', ticketDaysUsed: 16 }))
      .thenRejects('MEMBER_IMPORT.DAYS_USED_INVALID');
  });

  it('R34: the add form’s rules refuse a row (validateDetails, plan, entry date, R26)', () => {
    given()
      .when(importMember({ details: memberDetails({ phone: ' ' }) }))
      .thenRejects('MEMBER.PHONE_REQUIRED');
    given()
      .when(importMember({ details: memberDetails({ cedula: '12' }) }))
      .thenRejects('MEMBER.CEDULA_INVALID');
    given()
      .when(importMember({ joinedOn: '2026-02-30' }))
      .thenRejects('MEMBER.JOINED_ON_INVALID');
    given()
      .when(importMember({ amountPaid: 10_000_001 }))
      .thenRejects('PAYMENT.AMOUNT_TOO_LARGE');
    given()
      .when(importMember({ planPrice: 500 }))
      .thenRejects('SETTINGS.PRICE_INVALID');
  });

  it('R34: an expiry before the entry date refuses the row', () =>
    given()
      .when(importMember({ expiresOn: '2025-11-01' }))
      .thenRejects('MEMBER_IMPORT.EXPIRY_BEFORE_ENTRY'));

  it('R22: a stream that already has a member, even a deleted one, is never imported into again', () =>
    given(registeredMonthly()).when(importMember()).thenRejects('MEMBER.ALREADY_EXISTS'));

  it('R34: the cédula is kept (normalised) when the row has one', () =>
    given()
      .when(importMember({ details: memberDetails({ cedula: '1.023.456.789' }) }))
      .thenState((member) => expect(member).toMatchObject({ details: { cedula: '1023456789' } })));

  it('R47: a row’s authorisation is recorded with the member, given by formulario, under the policy in force', () =>
    given()
      .when(
        importMember({
          details: memberDetails({ weightKg: 70, heightCm: 170 }),
          authorization: { personal: true, sensitive: true, reminders: false, method: 'formulario' },
        }),
      )
      .then(imported({ weightKg: 70, heightCm: 170 }), {
        type: 'MemberAuthorizationRecorded',
        data: {
          memberId: MEMBER_ID,
          personal: true,
          sensitive: true,
          reminders: false,
          method: 'formulario',
          policyVersion: 0,
          recordedOn: '2026-03-02',
        },
      }));

  it('R47: without the sensitive authorisation, or with it pending, a weight or height is refused', () => {
    given()
      .when(importMember({ details: memberDetails({ weightKg: 70 }) }))
      .thenRejects('AUTHORIZATION.SENSITIVE_REQUIRED');
    given()
      .when(
        importMember({
          details: memberDetails({ heightCm: 170 }),
          authorization: { personal: true, sensitive: false, reminders: true, method: 'formulario' },
        }),
      )
      .thenRejects('AUTHORIZATION.SENSITIVE_REQUIRED');
  });

  it('R47: a row that refuses the personal-data authorisation is not imported', () =>
    given()
      .when(
        importMember({ authorization: { personal: false, sensitive: false, reminders: false, method: 'formulario' } }),
      )
      .thenRejects('AUTHORIZATION.PERSONAL_REQUIRED'));
});

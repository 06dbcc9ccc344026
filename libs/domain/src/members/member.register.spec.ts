// Specification of RegisterMember (spec §3, §5, R3, R4, R5, R9, R10, R22).
import { given } from '../testing/given-when-then.js';
import {
  memberDetails,
  memberRegistered,
  registeredMonthly,
  registeredTiquetera,
  registerMember,
} from '../testing/member.builders.js';
import type { MessageKey } from '../messages.js';
import type { MemberDetails } from './member.events.js';

describe('RegisterMember', () => {
  it('R3: with nothing paid, a member is registered owing the full price and no payment is recorded', () =>
    given().when(registerMember()).then(registeredMonthly()));

  it('R10: a registration with an amount paid records an initial payment dated the entry date, with the plan', () =>
    given()
      .when(registerMember({ amountPaid: 30_000 }))
      .then(registeredMonthly(), {
        type: 'PaymentRecorded',
        data: {
          memberId: 'member-1',
          paymentId: 'payment-initial',
          paymentType: 'initial',
          amount: 30_000,
          paidOn: '2026-03-01',
          plan: 'monthly',
          amountPaid: 30_000,
          debt: 50_000,
          method: 'cash',
        },
      }));

  it('R9 + §9: paying more than the price at registration leaves no debt', () =>
    given()
      .when(registerMember({ plan: 'fortnight', amountPaid: 50_000 }))
      .thenState((member) => expect(member).toMatchObject({ amountPaid: 50_000, debt: 0, totalPaid: 50_000 })));

  it('R5: a Tiquetera is registered with no expiry and 15 days available', () =>
    given()
      .when(registerMember({ plan: 'ticket_book' }))
      .then(registeredTiquetera()));

  it('R4: a Mensualidad from 31 January expires on 28 February', () =>
    given()
      .when(registerMember({ joinedOn: '2026-01-31' }))
      .then(memberRegistered({ joinedOn: '2026-01-31', expiresOn: '2026-02-28' })));

  it('R4: a Quincena expires 15 days after entry', () =>
    given()
      .when(registerMember({ plan: 'fortnight' }))
      .thenState((member) =>
        expect(member).toMatchObject({ planPrice: 40_000, debt: 40_000, expiresOn: '2026-03-16' }),
      ));

  it('§5: texts are stored trimmed, and only the known details reach the event', () => {
    const details = { ...memberDetails({ name: '  Ana Pérez ', notes: ' asma \n' }), extra: 'x' } as MemberDetails;
    given()
      .when(registerMember({ details }))
      .then(registeredMonthly({ details: { notes: 'asma' } }));
  });

  it('MEMBER.ALREADY_EXISTS: a member id is registered once', () =>
    given(registeredMonthly()).when(registerMember()).thenRejects('MEMBER.ALREADY_EXISTS'));

  it('R22: a deleted member id is never reused', () =>
    given(registeredMonthly(), { type: 'MemberDeleted', data: { memberId: 'member-1', name: 'Ana Pérez' } })
      .when(registerMember())
      .thenRejects('MEMBER.ALREADY_EXISTS'));

  it.each<[string, Partial<MemberDetails>, MessageKey]>([
    ['name', { name: '   ' }, 'MEMBER.NAME_REQUIRED'],
    ['address', { address: '' }, 'MEMBER.ADDRESS_REQUIRED'],
    ['phone', { phone: ' ' }, 'MEMBER.PHONE_REQUIRED'],
    ['gender', { gender: 'other' as MemberDetails['gender'] }, 'MEMBER.GENDER_INVALID'],
    ['birthday', { birthday: '1990-02-30' }, 'MEMBER.BIRTHDAY_INVALID'],
    ['weight', { weightKg: -1 }, 'MEMBER.WEIGHT_INVALID'],
    ['weight', { weightKg: Number.NaN }, 'MEMBER.WEIGHT_INVALID'],
    ['height', { heightCm: 301 }, 'MEMBER.HEIGHT_INVALID'],
    ['name', { name: 'a'.repeat(121) }, 'REQUEST.TEXT_TOO_LONG'],
    ['notes', { notes: 'a'.repeat(2001) }, 'REQUEST.TEXT_TOO_LONG'],
  ])('§5: an invalid %s is refused (%p)', (_field, details, code) =>
    given()
      .when(registerMember({ details: memberDetails(details) }))
      .thenRejects(code),
  );

  it('R37: weight and height may be unknown', () =>
    given()
      .when(registerMember({ details: memberDetails({ weightKg: null, heightCm: null }) }))
      .then(registeredMonthly({ details: { weightKg: null, heightCm: null } })));

  it('MEMBER.PLAN_INVALID: an unknown plan is refused', () =>
    given()
      .when(registerMember({ plan: 'yearly' }))
      .thenRejects('MEMBER.PLAN_INVALID'));

  it('§5 + R2: the entry date is required and must be a real date', () => {
    given()
      .when(registerMember({ joinedOn: '2026-02-30' }))
      .thenRejects('MEMBER.JOINED_ON_INVALID');
    given()
      .when(registerMember({ joinedOn: '' }))
      .thenRejects('MEMBER.JOINED_ON_INVALID');
  });

  it.each([-1, 1.5, Number.POSITIVE_INFINITY])('§5: an amount paid of %p is refused', (amountPaid) =>
    given().when(registerMember({ amountPaid })).thenRejects('PAYMENT.INVALID_AMOUNT'),
  );
});

describe('RegisterMember: cédula and how the initial payment came in (issue 10)', () => {
  it('stores the cédula as digits only', () =>
    given()
      .when(registerMember({ details: memberDetails({ cedula: '1.023.456.789' }) }))
      .then(registeredMonthly({ details: { cedula: '1023456789' } })));

  it('without a cédula the registration is written as before cédulas existed', () =>
    given()
      .when(registerMember({ details: memberDetails({ cedula: null }) }))
      .thenState((member) => expect(member).toMatchObject({ details: { cedula: null } })));

  it.each(['1234', '12345678901234', '12a45'])('refuses the cédula %s', (cedula) =>
    given()
      .when(registerMember({ details: memberDetails({ cedula }) }))
      .thenRejects('MEMBER.CEDULA_INVALID'),
  );

  it('the initial payment carries the method and the reference', () =>
    given()
      .when(registerMember({ amountPaid: 80_000, method: 'nequi', reference: '3001112233' }))
      .then(registeredMonthly(), {
        type: 'PaymentRecorded',
        data: {
          memberId: 'member-1',
          paymentId: 'payment-initial',
          paymentType: 'initial',
          amount: 80_000,
          paidOn: '2026-03-01',
          plan: 'monthly',
          amountPaid: 80_000,
          debt: 0,
          method: 'nequi',
          reference: '3001112233',
        },
      }));
});

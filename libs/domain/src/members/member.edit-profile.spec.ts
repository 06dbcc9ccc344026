// Specification of EditMemberProfile: the profile form's save (spec §4, §5, R8, R9).
import { given, RECEPCION } from '../testing/given-when-then.js';
import {
  attendances,
  editProfile,
  MEMBER_ID,
  paymentRecorded,
  registeredFortnight,
  registeredMonthly,
  registeredTiquetera,
  sensitiveAuthorized,
} from '../testing/member.builders.js';

const paidInFull = paymentRecorded({ amount: 80_000, amountPaid: 80_000, debt: 0 });

describe('EditMemberProfile', () => {
  it("R25: Recepción may not change 'Pago realizado' directly: money comes in by payments and renewals", () =>
    given(registeredMonthly())
      .when(editProfile({ amountPaid: 80_000 }), { actor: RECEPCION })
      .thenRejects('AUTH.FORBIDDEN'));

  it("R25: Recepción may save the form with 'Pago realizado' as it is", () =>
    given(registeredMonthly(), paidInFull)
      .when(editProfile({ details: { phone: '3109876543' }, amountPaid: 80_000 }), { actor: RECEPCION })
      .thenState((member) => expect(member).toMatchObject({ amountPaid: 80_000 })));

  it('§4: saving the form unchanged records nothing', () =>
    given(registeredMonthly())
      .when(editProfile({ details: { name: 'Ana Pérez', phone: '3001234567' }, plan: 'monthly', amountPaid: 0 }))
      .thenNothing());

  it('§4: only the changed details are recorded, with their previous values', () =>
    given(registeredMonthly({ details: { weightKg: 60, heightCm: 165 } }), sensitiveAuthorized())
      .when(editProfile({ details: { name: 'Ana Pérez', phone: ' 3109876543 ', weightKg: 62.5, notes: undefined } }))
      .then({
        type: 'MemberDetailsChanged',
        data: {
          memberId: MEMBER_ID,
          changes: { phone: '3109876543', weightKg: 62.5 },
          previous: { phone: '3001234567', weightKg: 60 },
        },
      }));

  it('§4: a birthday or weight can be cleared', () =>
    given(registeredMonthly())
      .when(editProfile({ details: { birthday: null, weightKg: null } }))
      .thenState((member) => expect(member).toMatchObject({ details: { birthday: null, weightKg: null } })));

  it('R8: a plan change takes the new price, recomputes the expiry from the entry date and the debt', () =>
    given(registeredMonthly(), paymentRecorded({ amount: 30_000, amountPaid: 30_000, debt: 50_000 }))
      .when(editProfile({ plan: 'fortnight' }))
      .then({
        type: 'MemberPlanChanged',
        data: {
          memberId: MEMBER_ID,
          plan: 'fortnight',
          planTerms: { kind: 'time', days: 15 },
          previousPlan: 'monthly',
          joinedOn: '2026-03-01',
          previousJoinedOn: '2026-03-01',
          planPrice: 40_000,
          expiresOn: '2026-03-16',
          ticketDaysUsed: 0,
          debt: 10_000,
        },
      }));

  it('R8 + R4: an entry date change recomputes the expiry, clamped to the month end', () =>
    given(registeredMonthly())
      .when(editProfile({ joinedOn: '2028-01-31' }))
      .thenState((member) => expect(member).toMatchObject({ joinedOn: '2028-01-31', expiresOn: '2028-02-29' })));

  it('R8 + R5: a change to Tiquetera starts a fresh book with no expiry', () =>
    given(registeredFortnight())
      .when(editProfile({ plan: 'ticket_book' }))
      .thenState((member) =>
        expect(member).toMatchObject({ plan: 'ticket_book', planPrice: 50_000, expiresOn: null, ticketDaysUsed: 0 }),
      ));

  it('R8: a change from Tiquetera mid-book sets used days to 0 and the expiry from the entry date', () =>
    given(registeredTiquetera(), ...attendances(4))
      .when(editProfile({ plan: 'monthly' }))
      .thenState((member) =>
        expect(member).toMatchObject({ plan: 'monthly', expiresOn: '2026-04-01', ticketDaysUsed: 0, debt: 80_000 }),
      ));

  it('R8 + R5 ruling: a Tiquetera whose entry date alone moves keeps its used days and its first-use expiry', () =>
    given(registeredTiquetera(), ...attendances(4))
      .when(editProfile({ joinedOn: '2026-02-20' }))
      .thenState((member) =>
        expect(member).toMatchObject({ joinedOn: '2026-02-20', ticketDaysUsed: 4, expiresOn: '2026-05-01' }),
      ));

  it('R9: correcting the amount paid above the price leaves a debt of 0, not a negative one', () =>
    given(registeredMonthly())
      .when(editProfile({ amountPaid: 100_000 }))
      .then({
        type: 'AmountPaidCorrected',
        data: { memberId: MEMBER_ID, amountPaid: 100_000, previousAmountPaid: 0, debt: 0 },
      }));

  it('§4: correcting the amount paid down raises the debt', () =>
    given(registeredMonthly(), paidInFull)
      .when(editProfile({ amountPaid: 50_000 }))
      .thenState((member) => expect(member).toMatchObject({ amountPaid: 50_000, debt: 30_000, totalPaid: 80_000 })));

  it('R8 + R9: a plan change and an amount correction together owe against the new price', () =>
    given(registeredMonthly(), paidInFull)
      .when(editProfile({ plan: 'fortnight', amountPaid: 30_000 }))
      .thenState((member) => expect(member).toMatchObject({ planPrice: 40_000, amountPaid: 30_000, debt: 10_000 })));

  it('§4: details, plan and amount changed at once give one event each, in that order', () =>
    given(registeredMonthly())
      .when(editProfile({ details: { notes: 'rodilla' }, plan: 'ticket_book', amountPaid: 10_000 }))
      .then(
        {
          type: 'MemberDetailsChanged',
          data: { memberId: MEMBER_ID, changes: { notes: 'rodilla' }, previous: { notes: '' } },
        },
        {
          type: 'MemberPlanChanged',
          data: {
            memberId: MEMBER_ID,
            plan: 'ticket_book',
            planTerms: { kind: 'visits', visits: 15, validDays: 60 },
            previousPlan: 'monthly',
            joinedOn: '2026-03-01',
            previousJoinedOn: '2026-03-01',
            planPrice: 50_000,
            expiresOn: null,
            ticketDaysUsed: 0,
            debt: 50_000,
          },
        },
        {
          type: 'AmountPaidCorrected',
          data: { memberId: MEMBER_ID, amountPaid: 10_000, previousAmountPaid: 0, debt: 40_000 },
        },
      ));

  it('§5: a blank name is refused', () =>
    given(registeredMonthly())
      .when(editProfile({ details: { name: '  ' } }))
      .thenRejects('MEMBER.NAME_REQUIRED'));

  it('§5: a negative weight or height is refused', () => {
    given(registeredMonthly())
      .when(editProfile({ details: { weightKg: -0.1 } }))
      .thenRejects('MEMBER.WEIGHT_INVALID');
    given(registeredMonthly())
      .when(editProfile({ details: { heightCm: -1 } }))
      .thenRejects('MEMBER.HEIGHT_INVALID');
  });

  it('§5: a negative amount paid is refused', () =>
    given(registeredMonthly())
      .when(editProfile({ amountPaid: -1 }))
      .thenRejects('PAYMENT.INVALID_AMOUNT'));

  it('R2: an impossible entry date is refused', () =>
    given(registeredMonthly())
      .when(editProfile({ joinedOn: '2026-02-30' }))
      .thenRejects('MEMBER.JOINED_ON_INVALID'));

  it('MEMBER.PLAN_INVALID: an unknown plan is refused', () =>
    given(registeredMonthly())
      .when(editProfile({ plan: 'weekly' }))
      .thenRejects('MEMBER.PLAN_INVALID'));

  it('MEMBER.NOT_FOUND: a member never registered cannot be edited', () =>
    given()
      .when(editProfile({ amountPaid: 0 }))
      .thenRejects('MEMBER.NOT_FOUND'));
});

describe('EditMemberProfile: the cédula (issue 10)', () => {
  it('a cédula added later is recorded as a details change from none', () =>
    given(registeredMonthly())
      .when(editProfile({ details: { cedula: '52 123 456' } }))
      .then({
        type: 'MemberDetailsChanged',
        data: { memberId: MEMBER_ID, changes: { cedula: '52123456' }, previous: { cedula: null } },
      }));

  it('the same cédula written with dots changes nothing; clearing it is a change', () => {
    given(registeredMonthly({ details: { cedula: '52123456' } }))
      .when(editProfile({ details: { cedula: '52.123.456' } }))
      .thenNothing();
    given(registeredMonthly({ details: { cedula: '52123456' } }))
      .when(editProfile({ details: { cedula: null } }))
      .thenState((member) => expect(member.status === 'registered' && member.details.cedula).toBeNull());
  });

  it('refuses a cédula that is not 5 to 12 digits', () =>
    given(registeredMonthly())
      .when(editProfile({ details: { cedula: '12' } }))
      .thenRejects('MEMBER.CEDULA_INVALID'));
});

// Specification of R33: what Recepción may not do on a member, because each would give free time
// (an entry date moved, a ticket book reset, a payment dated on a day already counted).
import { isRejection } from '../decision.js';
import { SPEC_PLANS } from '../plans/plan-catalogue.js';
import { ADMINISTRADOR, DEFAULT_CONTEXT, given, RECEPCION } from '../testing/given-when-then.js';
import {
  at,
  attendances,
  editProfile,
  MEMBER_ID,
  paymentRecorded,
  recordPayment,
  registeredFortnight,
  registeredTiquetera,
  resetTicketBook,
} from '../testing/member.builders.js';
import type { MemberCommand } from './member.decide.js';
import { decideMember } from './member.decide.js';
import type { MemberEvent } from './member.events.js';
import { evolveMember, initialMemberState } from './member.state.js';

const asReception = { actor: RECEPCION };

/** The member: a Quincena from 27/11 to 12/12, paid in full. */
const paidFortnight: readonly MemberEvent[] = [
  registeredFortnight({ joinedOn: '2026-11-27', expiresOn: '2026-12-12' }),
  paymentRecorded({ amount: 40_000, paidOn: '2026-11-27', plan: 'fortnight', amountPaid: 40_000, debt: 0 }),
];
const onTheDay = { ...at('2026-12-01'), planPrices: [], plans: SPEC_PLANS, dataPolicyVersion: 0 };

/** The field a refusal is shown under, as the API answers it. */
function refusedField(history: readonly MemberEvent[], command: MemberCommand, actor = RECEPCION): unknown {
  const state = history.reduce(evolveMember, initialMemberState);
  const decision = decideMember(command, state, {
    ...DEFAULT_CONTEXT,
    planPrices: [],
    plans: SPEC_PLANS,
    dataPolicyVersion: 0,
    actor,
  });
  return isRejection(decision) ? { code: decision.code, field: decision.field } : decision;
}

describe('R33: the Fecha de ingreso of an existing member', () => {
  it('R33: Recepción may not move it forward (a paid Quincena 27/11–12/12 made 20/12–04/01)', () =>
    given(...paidFortnight)
      .when(editProfile({ joinedOn: '2026-12-20' }), { ...onTheDay, ...asReception })
      .thenRejects('AUTH.FORBIDDEN'));

  it('R33: Recepción may not move it back either', () =>
    given(...paidFortnight)
      .when(editProfile({ joinedOn: '2026-11-01' }), { ...onTheDay, ...asReception })
      .thenRejects('AUTH.FORBIDDEN'));

  it('R33: the refusal is shown under the Fecha de ingreso field', () =>
    expect(refusedField(paidFortnight, editProfile({ joinedOn: '2026-12-20' }))).toEqual({
      code: 'AUTH.FORBIDDEN',
      field: 'joinedOn',
    }));

  it('R33: Recepción may save the form with the entry date as it is, and change the rest', () =>
    given(...paidFortnight)
      .when(editProfile({ joinedOn: '2026-11-27', details: { phone: '3109876543' } }), asReception)
      .thenState((member) => expect(member).toMatchObject({ joinedOn: '2026-11-27', expiresOn: '2026-12-12' })));

  it('R33: Recepción may still change the plan (R8 recomputes the expiry from the same entry date)', () =>
    given(...paidFortnight)
      .when(editProfile({ plan: 'monthly' }), asReception)
      .thenState((member) => expect(member).toMatchObject({ plan: 'monthly', expiresOn: '2026-12-27' })));

  it('R33: an Administrador may move it (R8 recomputes the expiry)', () =>
    given(...paidFortnight)
      .when(editProfile({ joinedOn: '2026-12-20' }), { actor: ADMINISTRADOR })
      .thenState((member) => expect(member).toMatchObject({ joinedOn: '2026-12-20', expiresOn: '2027-01-04' })));
});

describe('R33: resetting a Tiquetera', () => {
  it('R33: Recepción may not reset a used Tiquetera back to 15 days', () =>
    given(registeredTiquetera(), ...attendances(9))
      .when(resetTicketBook(), asReception)
      .thenRejects('AUTH.FORBIDDEN'));

  it('R33: an Administrador may (R5: used days 0, no expiry)', () =>
    given(registeredTiquetera(), ...attendances(9))
      .when(resetTicketBook(), { actor: ADMINISTRADOR })
      .thenState((member) => expect(member).toMatchObject({ ticketDaysUsed: 0, expiresOn: null })));
});

describe('R33: the date of a payment', () => {
  it('R33: Recepción records a payment dated today', () =>
    given(...paidFortnight.slice(0, 1))
      .when(recordPayment({ paidOn: '2026-12-01', amount: 10_000 }), { ...onTheDay, ...asReception })
      .then(
        paymentRecorded({
          paymentId: 'payment-2',
          amount: 10_000,
          paidOn: '2026-12-01',
          plan: 'fortnight',
          amountPaid: 10_000,
          debt: 30_000,
        }),
      ));

  it('R33 + R1: a payment sent without a date is dated today in the gym, also at 23:30', () =>
    given(...paidFortnight.slice(0, 1))
      .when(
        { type: 'RecordPayment', data: { memberId: MEMBER_ID, paymentId: 'p', paymentType: 'additional', amount: 5 } },
        { ...at('2026-12-01', '23:30'), planPrices: [], plans: SPEC_PLANS, dataPolicyVersion: 0, ...asReception },
      )
      .then(
        paymentRecorded({
          paymentId: 'p',
          amount: 5,
          paidOn: '2026-12-01',
          plan: 'fortnight',
          amountPaid: 5,
          debt: 39_995,
        }),
      ));

  it.each(['2026-11-30', '2026-11-27', '2026-12-02'])(
    'R33: Recepción may not date a payment on %s (today is 01/12/2026)',
    (paidOn) =>
      given(...paidFortnight)
        .when(recordPayment({ paidOn }), { ...onTheDay, ...asReception })
        .thenRejects('AUTH.FORBIDDEN'),
  );

  it('R33: the refusal is shown under the date field', () =>
    expect(refusedField(paidFortnight, recordPayment({ paidOn: '2026-02-27' }))).toEqual({
      code: 'AUTH.FORBIDDEN',
      field: 'paidOn',
    }));

  it('R33: an Administrador may date a payment on another day', () =>
    given(...paidFortnight)
      .when(recordPayment({ paidOn: '2026-11-27', amount: 10_000 }), { ...onTheDay, actor: ADMINISTRADOR })
      .thenState((member) => expect(member).toMatchObject({ amountPaid: 50_000 })));
});

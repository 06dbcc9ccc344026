// Specification of R36 and R37 in the decider: what a registration must carry, and the phone,
// height and weight a member may have; members recorded before R37 keep theirs until corrected.
import type { MessageKey } from '../messages.js';
import type { MemberDetails } from './member.events.js';
import { storedDetailsProblems } from './member.validation.js';
import { given } from '../testing/given-when-then.js';
import {
  editProfile,
  MEMBER_ID,
  memberDetails,
  registeredMonthly,
  registerMember,
  sensitiveAnswers,
  sensitiveAuthorized,
} from '../testing/member.builders.js';

/** A member recorded before R37: a phone that is no phone and a height typed in metres. */
const recordedBefore = registeredMonthly({ details: { phone: 'abc', heightCm: 1.78, weightKg: 0 } });

describe('R37: phone and body at registration', () => {
  it.each<[string, Partial<MemberDetails>, string, string]>([
    ['a phone of letters', { phone: 'abc' }, 'MEMBER.PHONE_INVALID', 'phone'],
    ['four digits', { phone: '4567' }, 'MEMBER.PHONE_INVALID', 'phone'],
    ['a height in metres', { heightCm: 1.78 }, 'MEMBER.HEIGHT_IN_METRES', 'heightCm'],
    ['a height under 50 cm', { heightCm: 40 }, 'MEMBER.HEIGHT_INVALID', 'heightCm'],
    ['a height over 250 cm', { heightCm: 251 }, 'MEMBER.HEIGHT_INVALID', 'heightCm'],
    ['a weight of 0', { weightKg: 0 }, 'MEMBER.WEIGHT_INVALID', 'weightKg'],
    ['a weight over 400 kg', { weightKg: 401 }, 'MEMBER.WEIGHT_INVALID', 'weightKg'],
    ['a negative weight', { weightKg: -60 }, 'MEMBER.WEIGHT_INVALID', 'weightKg'],
  ])('R37: %s is refused under its field', (_case, details, code, field) =>
    given()
      .when(registerMember({ details: memberDetails(details) }))
      .thenRejects(code as MessageKey, undefined, field),
  );

  it('R37: the phone is stored as its digits (a +57 and separators dropped); an international one keeps its +', () => {
    given()
      .when(registerMember({ details: memberDetails({ phone: '+57 300-123.4567' }) }))
      .thenState((member) => expect(member).toMatchObject({ details: { phone: '3001234567' } }));
    given()
      .when(registerMember({ details: memberDetails({ phone: '(601) 555 1234' }) }))
      .thenState((member) => expect(member).toMatchObject({ details: { phone: '6015551234' } }));
    given()
      .when(registerMember({ details: memberDetails({ phone: '+34 612 345 678' }) }))
      .thenState((member) => expect(member).toMatchObject({ details: { phone: '+34612345678' } }));
  });

  it('R37: the limits themselves are accepted (2 and 400 kg, 50 and 250 cm)', () => {
    for (const [weightKg, heightCm] of [
      [2, 50],
      [400, 250],
    ])
      given()
        .when(registerMember({ details: memberDetails({ weightKg, heightCm }), authorization: sensitiveAnswers }))
        .thenState((member) => expect(member).toMatchObject({ details: { weightKg, heightCm } }));
  });
});

describe('R37: members recorded before the rule', () => {
  it('R37: the fold keeps what was recorded, and says what is wrong with it', () =>
    given(recordedBefore)
      .when(editProfile({}))
      .thenState((member) => {
        expect(member).toMatchObject({ details: { phone: 'abc', heightCm: 1.78, weightKg: 0 } });
        expect(storedDetailsProblems(member.status === 'none' ? memberDetails() : member.details)).toEqual({
          phone: 'MEMBER.PHONE_INVALID',
          heightCm: 'MEMBER.HEIGHT_IN_METRES',
          weightKg: 'MEMBER.WEIGHT_INVALID',
        });
      }));

  it('R37: another field can still be changed; the old phone and height are not judged again', () =>
    given(recordedBefore)
      .when(editProfile({ details: { address: 'Carrera 7 # 1-2', phone: 'abc', heightCm: 1.78 } }))
      .then({
        type: 'MemberDetailsChanged',
        data: {
          memberId: MEMBER_ID,
          changes: { address: 'Carrera 7 # 1-2' },
          previous: { address: 'Calle 10 # 5-20' },
        },
      }));

  it('R37: correcting them is judged like a new value, and stores the phone as digits', () => {
    given(recordedBefore)
      .when(editProfile({ details: { phone: 'abd' } }))
      .thenRejects('MEMBER.PHONE_INVALID', undefined, 'phone');
    given(recordedBefore)
      .when(editProfile({ details: { heightCm: 1.79 } }))
      .thenRejects('MEMBER.HEIGHT_IN_METRES', undefined, 'heightCm');
    given(recordedBefore, sensitiveAuthorized())
      .when(editProfile({ details: { phone: '300 123 4567', heightCm: 178, weightKg: 70 } }))
      .thenState((member) =>
        expect(member).toMatchObject({ details: { phone: '3001234567', heightCm: 178, weightKg: 70 } }),
      );
  });
});

describe("R36: 'Pago realizado' at registration", () => {
  it("R36: a registration without 'Pago realizado' is refused, not taken as 0", () =>
    given()
      .when(registerMember({ amountPaid: undefined as unknown as number }))
      .thenRejects('PAYMENT.INVALID_AMOUNT'));

  it('R36: 0 is a valid answer: the member owes the whole price', () =>
    given()
      .when(registerMember({ amountPaid: 0 }))
      .thenState((member) => expect(member).toMatchObject({ amountPaid: 0, debt: 80_000 })));
});

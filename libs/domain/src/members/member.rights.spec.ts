// Specification of the sensitive-data rule (R47) and the member's rights that erase data (R48):
// the revocation of the sensitive-data authorisation and the supresión.
import { given } from '../testing/given-when-then.js';
import {
  editProfile,
  femaleMeasures,
  MEMBER_ID,
  memberDetails,
  paymentRecorded,
  recordBodyComposition,
  recordPayment,
  registeredMonthly,
  registerMember,
  restoreMember,
  revokeSensitiveAuthorization,
  sensitiveAnswers,
  sensitiveAuthorized,
  suppressMember,
  voidPayment,
} from '../testing/member.builders.js';
import type { MemberEvent } from './member.events.js';

const withHealth = registeredMonthly({ details: { weightKg: 60, heightCm: 165 } });
const refusedSensitive: MemberEvent = {
  type: 'MemberAuthorizationRecorded',
  data: { ...sensitiveAuthorized().data, sensitive: false } as Extract<
    MemberEvent,
    { type: 'MemberAuthorizationRecorded' }
  >['data'],
};
const revoked: MemberEvent = {
  type: 'MemberSensitiveAuthorizationRevoked',
  data: { memberId: MEMBER_ID, reason: 'Lo pidió el titular' },
};

describe('R47: health data only with the sensitive-data authorisation', () => {
  it("R47: a registration with weight and height and 'Sí' to sensitive data records them", () =>
    given()
      .when(
        registerMember({ details: memberDetails({ weightKg: 70, heightCm: 170 }), authorization: sensitiveAnswers }),
      )
      .thenState((member) => expect(member).toMatchObject({ details: { weightKg: 70, heightCm: 170 } })));

  it("R47: a registration with a weight and 'No' to sensitive data is refused under the weight", () =>
    given()
      .when(
        registerMember({
          details: memberDetails({ weightKg: 70 }),
          authorization: { ...sensitiveAnswers, sensitive: false },
        }),
      )
      .thenRejects('AUTHORIZATION.SENSITIVE_REQUIRED', undefined, 'weightKg'));

  it('R47: a registration that does not answer (pending) takes no height', () =>
    given()
      .when(registerMember({ details: memberDetails({ heightCm: 170 }), authorization: null }))
      .thenRejects('AUTHORIZATION.SENSITIVE_REQUIRED', undefined, 'heightCm'));

  it('R47: without health data a registration needs no sensitive authorisation', () =>
    given()
      .when(registerMember({ authorization: { ...sensitiveAnswers, sensitive: false } }))
      .thenState((member) => expect(member).toMatchObject({ status: 'registered' })));

  it('R47: body measurements of a member who said no, or whose authorisation is pending, are refused', () => {
    given(registeredMonthly(), refusedSensitive)
      .when(recordBodyComposition(femaleMeasures()))
      .thenRejects('AUTHORIZATION.SENSITIVE_REQUIRED');
    given(registeredMonthly())
      .when(recordBodyComposition(femaleMeasures()))
      .thenRejects('AUTHORIZATION.SENSITIVE_REQUIRED');
  });

  it('R47: a pending member (from before R47) keeps what was recorded, but takes no new weight', () => {
    given(withHealth)
      .when(editProfile({ details: { weightKg: 60, heightCm: 165, address: 'Carrera 7 # 1-2' } }))
      .thenState((member) => expect(member).toMatchObject({ details: { weightKg: 60, address: 'Carrera 7 # 1-2' } }));
    given(withHealth)
      .when(editProfile({ details: { weightKg: 61 } }))
      .thenRejects('AUTHORIZATION.SENSITIVE_REQUIRED', undefined, 'weightKg');
  });

  it('R47: blanking a weight needs no authorisation', () =>
    given(withHealth, refusedSensitive)
      .when(editProfile({ details: { weightKg: null } }))
      .thenState((member) => expect(member).toMatchObject({ details: { weightKg: null } })));

  it("R47: once authorised with 'Sí', a new weight and measures are taken", () => {
    given(registeredMonthly(), sensitiveAuthorized())
      .when(editProfile({ details: { weightKg: 61 } }))
      .thenState((member) => expect(member).toMatchObject({ details: { weightKg: 61 } }));
    given(registeredMonthly(), sensitiveAuthorized())
      .when(recordBodyComposition(femaleMeasures()))
      .thenState((member) => expect(member).toMatchObject({ bodyCompositionsCount: 1 }));
  });
});

describe('R48 (b): revoking the sensitive-data authorisation', () => {
  it('R48: the revocation is recorded with its reason and erases weight, height and measures at once', () =>
    given(withHealth, sensitiveAuthorized(), { type: 'BodyCompositionRecorded', data: bodyRecord() })
      .when(revokeSensitiveAuthorization('  Lo pidió el titular '))
      .then(revoked));

  it('R48: after it the member holds no health data and reads "no" to sensitive data', () =>
    given(withHealth, sensitiveAuthorized())
      .when(revokeSensitiveAuthorization())
      .thenState((member) =>
        expect(member).toMatchObject({
          details: { weightKg: null, heightCm: null, name: 'Ana Pérez' },
          authorization: { sensitive: false, personal: true },
          bodyCompositionsCount: 0,
        }),
      ));

  it('R48: after it the server refuses health data until a new authorisation says Sí', () =>
    given(withHealth, sensitiveAuthorized(), revoked)
      .when(recordBodyComposition(femaleMeasures()))
      .thenRejects('AUTHORIZATION.SENSITIVE_REQUIRED'));

  it('R47 + R48: a pending member from before R47 may revoke too: what was kept is erased', () =>
    given(withHealth).when(revokeSensitiveAuthorization()).then(revoked));

  it('R48: a member who already said no has nothing to revoke', () =>
    given(registeredMonthly(), refusedSensitive)
      .when(revokeSensitiveAuthorization())
      .thenRejects('AUTHORIZATION.NOTHING_TO_REVOKE'));
});

describe('R48 (c): the supresión', () => {
  const suppressed: MemberEvent = {
    type: 'MemberSuppressed',
    data: { memberId: MEMBER_ID, reason: 'Reclamo del titular' },
  };

  it('R48: the name typed again, accents and case aside, suppresses the member; the event holds no personal data', () =>
    given(withHealth).when(suppressMember('ana perez', ' Reclamo del titular ')).then(suppressed));

  it('R48: a wrong name suppresses nothing', () =>
    given(withHealth)
      .when(suppressMember('Ana Gómez'))
      .thenRejects('PRIVACY.SUPPRESSION_NAME_MISMATCH', undefined, 'name'));

  it('R48: a second supresión is refused', () =>
    given(withHealth, suppressed).when(suppressMember('')).thenRejects('PRIVACY.ALREADY_SUPPRESSED'));

  it('R48 + R44: a deleted member can be suppressed, and a suppressed one is never restored', () => {
    const deleted: MemberEvent = { type: 'MemberDeleted', data: { memberId: MEMBER_ID, name: 'Ana Pérez' } };
    given(withHealth, deleted).when(suppressMember()).then(suppressed);
    given(withHealth, suppressed).when(restoreMember()).thenRejects('MEMBER.NOT_FOUND');
  });

  it('R48: every personal field is blanked; the money stays', () =>
    given(withHealth, paymentRecorded({ amount: 30_000 }), suppressed)
      .when(voidPayment())
      .thenState((member) =>
        expect(member).toMatchObject({
          status: 'suppressed',
          details: { ...memberDetails({ name: '', address: '', phone: '', birthday: null, notes: '' }), cedula: null },
        }),
      ));

  it('R48: a suppressed member takes no other command', () =>
    given(withHealth, suppressed).when(recordPayment()).thenRejects('MEMBER.NOT_FOUND'));
});

function bodyRecord() {
  return {
    memberId: MEMBER_ID,
    recordId: 'record-1',
    measuredOn: '2026-03-02',
    gender: 'female' as const,
    measures: { cuello: 32, brazo: 28, pecho: 90, cintura: 70, gluteo_cadera: 98, pierna: 55 },
  };
}

// Specification of a member's authorisation to process their data (R47): at registration or from
// the profile, under the data policy's version in force; a revocation of sensitive data is not an edit.
import { memberSpec } from '../testing/given-when-then.js';
import { at, MEMBER_ID, registeredMonthly, registerMember } from '../testing/member.builders.js';
import type { MemberEvent } from './member.events.js';
import type { AuthorizationAnswers, RecordAuthorization } from './member.record-authorization.js';
import { recordAuthorizationRequest } from './member.record-authorization.js';
import { registerMemberRequest } from './member.register.js';
import { foldMember } from './member.state.js';

const { given } = memberSpec;

const answers = (overrides: Partial<AuthorizationAnswers> = {}): AuthorizationAnswers => ({
  personal: true,
  sensitive: true,
  reminders: true,
  method: 'firma',
  ...overrides,
});
const record = (overrides: Partial<AuthorizationAnswers> = {}): RecordAuthorization => ({
  type: 'RecordAuthorization',
  data: { memberId: MEMBER_ID, ...answers(overrides) },
});
const recorded = (
  overrides: Partial<AuthorizationAnswers> = {},
  policyVersion = 3,
  recordedOn = '2026-03-02',
): MemberEvent => ({
  type: 'MemberAuthorizationRecorded',
  data: { memberId: MEMBER_ID, ...answers(overrides), policyVersion, recordedOn },
});
const underPolicy = (version: number, date = '2026-03-02', time = '10:00') => ({
  ...at(date, time),
  dataPolicyVersion: version,
});

describe('RecordAuthorization (R47)', () => {
  it('a member with none pending records the answers, the policy in force and the gym day', () =>
    given(registeredMonthly())
      .when(record({ sensitive: false }), underPolicy(3, '2026-03-02', '23:30'))
      .then(recorded({ sensitive: false })));

  it('without the personal-data authorisation nothing is recorded', () =>
    given(registeredMonthly())
      .when(record({ personal: false }), underPolicy(3))
      .thenRejects('AUTHORIZATION.PERSONAL_REQUIRED'));

  it('a later answer replaces the earlier: reminders withdrawn, sensitive data given', () =>
    given(registeredMonthly(), recorded({ sensitive: false }))
      .when(record({ sensitive: true, reminders: false, method: 'whatsapp' }), underPolicy(3))
      .then(recorded({ sensitive: true, reminders: false, method: 'whatsapp' })));

  it('withdrawing the sensitive-data authorisation is a revocation, not an edit (R48)', () =>
    given(registeredMonthly(), recorded())
      .when(record({ sensitive: false }), underPolicy(3))
      .thenRejects('AUTHORIZATION.SENSITIVE_REVOCATION'));

  it('the same answers under the same policy record nothing; under a newer policy they are recorded again', () => {
    given(registeredMonthly(), recorded()).when(record(), underPolicy(3)).then();
    given(registeredMonthly(), recorded()).when(record(), underPolicy(4)).then(recorded({}, 4));
  });

  it('a deleted member has none to record', () =>
    given(registeredMonthly(), { type: 'MemberDeleted', data: { memberId: MEMBER_ID, name: 'Ana' } })
      .when(record(), underPolicy(3))
      .thenRejects('MEMBER.NOT_FOUND'));

  it('the state holds the last one; a member without one is pending (null)', () => {
    expect(
      foldMember([registeredMonthly()]).status === 'registered' && foldMember([registeredMonthly()]),
    ).toMatchObject({
      authorization: null,
    });
    expect(foldMember([registeredMonthly(), recorded({ reminders: false })])).toMatchObject({
      authorization: { personal: true, sensitive: true, reminders: false, method: 'firma', policyVersion: 3 },
    });
  });
});

describe('RegisterMember with the authorisation (R47)', () => {
  it('the add form’s answers are recorded right after the registration', () =>
    given()
      .when(registerMember({ authorization: answers({ reminders: false }) }), underPolicy(2, '2026-03-01'))
      .then(
        expect.objectContaining({ type: 'MemberRegistered' }) as MemberEvent,
        recorded({ reminders: false }, 2, '2026-03-01'),
      ));

  it('a registration that does not say records none: the member reads pending', () =>
    given()
      .when(registerMember(), underPolicy(2, '2026-03-01'))
      .then(expect.objectContaining({ type: 'MemberRegistered' }) as MemberEvent));

  it('a registration saying no to personal data is refused, nothing recorded', () =>
    given()
      .when(registerMember({ authorization: answers({ personal: false }) }), underPolicy(2))
      .thenRejects('AUTHORIZATION.PERSONAL_REQUIRED'));
});

describe('The authorisation body (R47)', () => {
  const refusal = (body: unknown) => {
    const parsed = recordAuthorizationRequest.safeParse(body);
    return parsed.success ? null : parsed.error.issues[0]?.message;
  };
  it.each([
    ['a missing answer', { personal: true, reminders: true, method: 'firma' }, 'AUTHORIZATION.ANSWER_REQUIRED'],
    ['a "sí" text for a yes', { ...answers(), sensitive: 'sí' }, 'AUTHORIZATION.ANSWER_REQUIRED'],
    ['an unknown method', { ...answers(), method: 'correo' }, 'AUTHORIZATION.METHOD_INVALID'],
    ['an unknown field', { ...answers(), policyVersion: 9 }, 'REQUEST.UNKNOWN_FIELD'],
  ])('refuses %s', (_case, body, code) => expect(refusal(body)).toBe(code));

  it('the add form may leave it out (pending) or send it', () => {
    const field = registerMemberRequest.shape.authorization;
    expect(field.parse(undefined)).toBeNull();
    expect(field.parse(answers())).toEqual(answers());
    expect(field.safeParse({ ...answers(), method: 'correo' }).success).toBe(false);
  });
});

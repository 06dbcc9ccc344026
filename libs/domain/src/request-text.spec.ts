// Every text field of the member requests, and the deciders behind them, refuse what is not plain
// text with REQUEST.TEXT_INVALID_CHARACTERS (issue 18); notes keep their line breaks.
import { parseRequest } from './parse-request.js';
import { recordBodyCompositionRequest } from './members/member.body-composition.js';
import { editMemberProfileRequest } from './members/member.edit-profile.js';
import { recordPaymentRequest } from './members/member.payment.js';
import { registerMemberRequest } from './members/member.register.js';
import { renewMembershipRequest } from './members/member.renewal.js';
import { given, staffSpec } from './testing/given-when-then.js';
import { memberDetails, recordPayment, registeredMonthly, registerMember } from './testing/member.builders.js';

const details = { name: 'Ana Pérez', address: 'Calle 10', phone: '3001234567', gender: 'female' };
const register = { details, plan: 'monthly', joinedOn: '2026-03-01', amountPaid: 0 };
const payment = { paymentType: 'additional', amount: 30_000, paidOn: '2026-03-02' };
const NOT_PLAIN = ['\u0000', '\u0007', '\u001b[2J', '\ud800', '\udfff'];
const refused = (field: string) => ({ ok: false, code: 'REQUEST.TEXT_INVALID_CHARACTERS', field });

describe('request texts: one refinement in every text schema', () => {
  it.each(NOT_PLAIN)('%j in any member detail, on registration and on the profile form', (bad) => {
    for (const key of ['name', 'address', 'phone', 'notes', 'cedula', 'birthday'] as const) {
      const changed = { ...details, [key]: `x${bad}x` };
      expect(parseRequest(registerMemberRequest, { ...register, details: changed })).toEqual(refused(`details.${key}`));
      expect(parseRequest(editMemberProfileRequest, { details: { [key]: `x${bad}x` } })).toEqual(
        refused(`details.${key}`),
      );
    }
  });

  it.each(NOT_PLAIN)('%j in a payment reference, a date or a measure name', (bad) => {
    expect(parseRequest(recordPaymentRequest, { ...payment, reference: `300${bad}` })).toEqual(refused('reference'));
    expect(parseRequest(renewMembershipRequest, { amount: 1_000, reference: bad })).toEqual(refused('reference'));
    expect(parseRequest(registerMemberRequest, { ...register, reference: bad })).toEqual(refused('reference'));
    expect(parseRequest(recordPaymentRequest, { ...payment, paidOn: `2026-03-02${bad}` })).toEqual(refused('paidOn'));
    // zod reports a bad key as the record's own problem: the measures' text.
    expect(parseRequest(recordBodyCompositionRequest, { measures: { [`cuello${bad}`]: 30 } })).toMatchObject({
      ok: false,
      code: 'BODY_COMPOSITION.MEASURES_INVALID',
    });
  });

  it('notes keep their line breaks; names refuse them', () => {
    const notes = 'Rodilla operada.\nNo saltar.\r\nRevisar en marzo.';
    expect(parseRequest(editMemberProfileRequest, { details: { notes } })).toEqual({
      ok: true,
      value: { details: { notes } },
    });
    expect(parseRequest(editMemberProfileRequest, { details: { name: 'Ana\nPérez' } })).toEqual(
      refused('details.name'),
    );
  });
});

describe('the deciders refuse the same, whoever calls them', () => {
  it.each(NOT_PLAIN)('%j in a member detail or a payment reference', (bad) => {
    given()
      .when(registerMember({ details: memberDetails({ name: `Ana${bad}` }) }))
      .thenRejects('REQUEST.TEXT_INVALID_CHARACTERS');
    given()
      .when(registerMember({ details: memberDetails({ notes: `ok\n${bad}` }) }))
      .thenRejects('REQUEST.TEXT_INVALID_CHARACTERS');
    given(registeredMonthly())
      .when(recordPayment({ method: 'nequi', reference: `300${bad}` }))
      .thenRejects('REQUEST.TEXT_INVALID_CHARACTERS');
  });

  it('a staff name or e-mail with a control character', () => {
    const create = (email: string, displayName: string) => ({
      type: 'CreateStaffAccount' as const,
      data: { staffId: 's1', email, displayName, passwordHash: 'scrypt$x', role: 'reception' as const },
    });
    staffSpec.given().when(create('ana@gimnasio.co', 'Ana\u0000')).thenRejects('REQUEST.TEXT_INVALID_CHARACTERS');
    staffSpec.given().when(create('ana\u0000@gimnasio.co', 'Ana')).thenRejects('STAFF.EMAIL_INVISIBLE_CHARACTERS');
  });
});

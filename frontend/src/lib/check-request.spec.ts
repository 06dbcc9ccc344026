// A form's check with the server's request schema: all problems at once, by field, in the catalogue's Spanish.
import { message, recordPaymentRequest, registerMemberRequest } from '@gym/domain';
import { checkRequest } from './check-request';

describe('checkRequest', () => {
  it('gives the parsed request when it is valid', () =>
    expect(
      checkRequest(recordPaymentRequest, { paymentType: 'additional', amount: 5000, paidOn: '2026-03-10' }),
    ).toEqual({
      ok: true,
      value: { paymentType: 'additional', amount: 5000, paidOn: '2026-03-10', method: 'cash', reference: null },
    }));

  it('names every field that fails, by its last path segment, with the server’s own text', () => {
    const body = {
      details: {
        name: ' ',
        address: '',
        phone: 'x',
        gender: 'other',
        birthday: null,
        notes: '',
        weightKg: null,
        heightCm: null,
      },
      plan: 'monthly',
      joinedOn: '2026-02-30',
      amountPaid: 0,
    };
    expect(checkRequest(registerMemberRequest, body)).toEqual({
      ok: false,
      errors: {
        name: message('MEMBER.NAME_REQUIRED'),
        address: message('MEMBER.ADDRESS_REQUIRED'),
        gender: message('MEMBER.GENDER_INVALID'),
        joinedOn: message('MEMBER.JOINED_ON_INVALID'),
        phone: message('MEMBER.PHONE_INVALID'), // R37: 'x' is no phone
      },
    });
  });

  it('R3: a missing or zero amount reads "Por favor ingrese un monto válido"', () => {
    for (const amount of [undefined, 0, 1.5, Number.NaN]) {
      expect(checkRequest(recordPaymentRequest, { paymentType: 'additional', amount, paidOn: '2026-03-10' })).toEqual({
        ok: false,
        errors: { amount: 'Por favor ingrese un monto válido' },
      });
    }
  });
});

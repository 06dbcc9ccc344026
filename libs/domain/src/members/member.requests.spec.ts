// Specification of the HTTP bodies of the member commands (spec §5, R2, R3, R13, R20, R21).
import type { z } from 'zod';
import { isMessageKey } from '../messages.js';
import { parseRequest } from '../parse-request.js';
import { recordBodyCompositionRequest } from './member.body-composition.js';
import { editMemberProfileRequest } from './member.edit-profile.js';
import { recordPaymentRequest } from './member.payment.js';
import { registerMemberRequest } from './member.register.js';
import { renewMembershipRequest } from './member.renewal.js';

const details = { name: ' Ana Pérez ', address: 'Calle 10 # 5-20', phone: '3001234567', gender: 'female' };
const register = { details, plan: 'monthly', joinedOn: '2026-03-01', amountPaid: 0 };
const payment = { paymentType: 'additional', amount: 30_000, paidOn: '2026-03-02' };

describe('registerMemberRequest', () => {
  it('§5: the required fields suffice; optional details default to none, notes to empty, texts are trimmed', () =>
    expect(parseRequest(registerMemberRequest, register)).toEqual({
      ok: true,
      value: {
        details: {
          ...details,
          name: 'Ana Pérez',
          birthday: null,
          notes: '',
          weightKg: null,
          heightCm: null,
          cedula: null,
        },
        plan: 'monthly',
        joinedOn: '2026-03-01',
        amountPaid: 0,
        authorization: null,
        method: 'cash',
        reference: null,
      },
    }));

  it('issue 10: a cédula is kept as digits, with the dots and spaces people type taken out', () => {
    const parsed = parseRequest(registerMemberRequest, {
      ...register,
      details: { ...details, cedula: '1.023 456-789' },
    });
    expect(parsed).toMatchObject({ ok: true, value: { details: { cedula: '1023456789' } } });
    expect(parseRequest(registerMemberRequest, { ...register, details: { ...details, cedula: ' ' } })).toMatchObject({
      ok: true,
      value: { details: { cedula: null } },
    });
  });

  it.each(['1234', '1234567890123', '12a456', 12345678])('issue 10: a cédula %p is refused', (cedula) =>
    expect(parseRequest(registerMemberRequest, { ...register, details: { ...details, cedula } })).toEqual({
      ok: false,
      code: 'MEMBER.CEDULA_INVALID',
      field: 'details.cedula',
    }),
  );

  it('issue 10: the initial payment says how it was paid, with a reference', () =>
    expect(
      parseRequest(registerMemberRequest, { ...register, amountPaid: 80_000, method: 'nequi', reference: ' 7788 ' }),
    ).toMatchObject({ ok: true, value: { method: 'nequi', reference: '7788' } }));

  it.each([
    [{ ...register, details: { ...details, name: '   ' } }, 'MEMBER.NAME_REQUIRED', 'details.name'],
    [{ ...register, details: { ...details, address: undefined } }, 'MEMBER.ADDRESS_REQUIRED', 'details.address'],
    [{ ...register, details: { ...details, phone: '1'.repeat(31) } }, 'REQUEST.TEXT_TOO_LONG', 'details.phone'],
    [{ ...register, details: { ...details, name: 'a'.repeat(121) } }, 'REQUEST.TEXT_TOO_LONG', 'details.name'],
    [{ ...register, details: { ...details, notes: 'a'.repeat(2001) } }, 'REQUEST.TEXT_TOO_LONG', 'details.notes'],
    [{ ...register, details: { ...details, gender: 'M' } }, 'MEMBER.GENDER_INVALID', 'details.gender'],
    [{ ...register, details: { ...details, birthday: '1990-02-30' } }, 'MEMBER.BIRTHDAY_INVALID', 'details.birthday'],
    [{ ...register, details: { ...details, weightKg: -1 } }, 'MEMBER.WEIGHT_INVALID', 'details.weightKg'],
    [{ ...register, details: { ...details, heightCm: '170' } }, 'MEMBER.HEIGHT_INVALID', 'details.heightCm'],
    // R38: a plan is named by its id, which the decider looks up in the gym's catalogue ('Mensualidad' there).
    [{ ...register, plan: '' }, 'MEMBER.PLAN_INVALID', 'plan'],
    [{ ...register, plan: 3 }, 'MEMBER.PLAN_INVALID', 'plan'],
    [{ ...register, joinedOn: undefined }, 'MEMBER.JOINED_ON_INVALID', 'joinedOn'],
    [{ ...register, joinedOn: '01/03/2026' }, 'MEMBER.JOINED_ON_INVALID', 'joinedOn'],
    [{ ...register, amountPaid: -1 }, 'PAYMENT.INVALID_AMOUNT', 'amountPaid'],
    [{ ...register, amountPaid: '0' }, 'PAYMENT.INVALID_AMOUNT', 'amountPaid'],
    [{ ...register, memberId: 'chosen-by-client' }, 'REQUEST.UNKNOWN_FIELD', 'memberId'],
    [{ ...register, details: { ...details, imc: 22 } }, 'REQUEST.UNKNOWN_FIELD', 'details.imc'],
  ])('§5: %j is refused with %s on %s', (body, code, field) =>
    expect(parseRequest(registerMemberRequest, body)).toEqual({ ok: false, code, field }),
  );

  it('R37: weight and height within their ranges, with decimals, or left blank', () => {
    expect(
      parseRequest(registerMemberRequest, { ...register, details: { ...details, weightKg: 55.3, heightCm: 170.5 } }),
    ).toMatchObject({ ok: true, value: { details: { weightKg: 55.3, heightCm: 170.5 } } });
    for (const [weightKg, heightCm] of [
      [2, 50],
      [400, 250],
      [null, null],
    ])
      expect(
        parseRequest(registerMemberRequest, { ...register, details: { ...details, weightKg, heightCm } }),
      ).toMatchObject({ ok: true });
  });

  it.each([
    [{ weightKg: 0 }, 'MEMBER.WEIGHT_INVALID', 'details.weightKg'],
    [{ weightKg: 1.9 }, 'MEMBER.WEIGHT_INVALID', 'details.weightKg'],
    [{ weightKg: 400.5 }, 'MEMBER.WEIGHT_INVALID', 'details.weightKg'],
    [{ heightCm: 1.78 }, 'MEMBER.HEIGHT_IN_METRES', 'details.heightCm'],
    [{ heightCm: 49 }, 'MEMBER.HEIGHT_INVALID', 'details.heightCm'],
    [{ heightCm: 251 }, 'MEMBER.HEIGHT_INVALID', 'details.heightCm'],
    [{ heightCm: 0 }, 'MEMBER.HEIGHT_INVALID', 'details.heightCm'],
    [{ phone: 'abc' }, 'MEMBER.PHONE_INVALID', 'details.phone'],
    [{ phone: '4567' }, 'MEMBER.PHONE_INVALID', 'details.phone'],
  ])('R37: %j is refused with %s under its field', (change, code, field) =>
    expect(parseRequest(registerMemberRequest, { ...register, details: { ...details, ...change } })).toEqual({
      ok: false,
      code,
      field,
    }),
  );

  it('R37: a phone is stored as its digits, an international one with its +', () => {
    for (const [typed, stored] of [
      ['+57 300-123.4567', '3001234567'],
      ['601 555 1234', '6015551234'],
      ['+34 612 345 678', '+34612345678'],
    ])
      expect(parseRequest(registerMemberRequest, { ...register, details: { ...details, phone: typed } })).toMatchObject(
        { ok: true, value: { details: { phone: stored } } },
      );
  });

  it("R36: 'Pago realizado' left out is asked for; 0 is an answer", () => {
    const { amountPaid: _left, ...withoutAmount } = register;
    expect(parseRequest(registerMemberRequest, withoutAmount)).toEqual({
      ok: false,
      code: 'MEMBER.AMOUNT_PAID_REQUIRED',
      field: 'amountPaid',
    });
    expect(parseRequest(registerMemberRequest, { ...register, amountPaid: null })).toMatchObject({
      code: 'MEMBER.AMOUNT_PAID_REQUIRED',
    });
    expect(parseRequest(registerMemberRequest, { ...register, amountPaid: 'x' })).toMatchObject({
      code: 'PAYMENT.INVALID_AMOUNT',
    });
    expect(parseRequest(registerMemberRequest, register)).toMatchObject({ ok: true, value: { amountPaid: 0 } });
  });
});

describe('editMemberProfileRequest', () => {
  it('§4: every field may be left out, and nothing is defaulted in', () =>
    expect(parseRequest(editMemberProfileRequest, { details: { phone: '310 123 4567' } })).toEqual({
      ok: true,
      value: { details: { phone: '3101234567' } },
    }));

  it('§4: an empty form parses to an empty edit', () =>
    expect(parseRequest(editMemberProfileRequest, {})).toEqual({ ok: true, value: {} }));

  it('§5: a blank name, a negative amount paid or an unknown key is refused', () => {
    expect(parseRequest(editMemberProfileRequest, { details: { name: '' } })).toMatchObject({
      ok: false,
      code: 'MEMBER.NAME_REQUIRED',
    });
    expect(parseRequest(editMemberProfileRequest, { amountPaid: -5 })).toMatchObject({
      code: 'PAYMENT.INVALID_AMOUNT',
    });
    expect(parseRequest(editMemberProfileRequest, { debt: 0 })).toEqual({
      ok: false,
      code: 'REQUEST.UNKNOWN_FIELD',
      field: 'debt',
    });
  });
});

describe('recordPaymentRequest', () => {
  it('§4: a payment body parses', () =>
    expect(parseRequest(recordPaymentRequest, payment)).toEqual({
      ok: true,
      value: { ...payment, method: 'cash', reference: null },
    }));

  it.each(['cash', 'nequi', 'daviplata', 'transfer', 'card'])('issue 10: the method %s is accepted', (method) =>
    expect(parseRequest(recordPaymentRequest, { ...payment, method, reference: 'TRX-1' })).toMatchObject({
      ok: true,
      value: { method, reference: 'TRX-1' },
    }),
  );

  it('issue 10: an unknown method, a reference over 60 characters and a blank one', () => {
    expect(parseRequest(recordPaymentRequest, { ...payment, method: 'Efectivo' })).toEqual({
      ok: false,
      code: 'PAYMENT.METHOD_INVALID',
      field: 'method',
    });
    expect(parseRequest(recordPaymentRequest, { ...payment, reference: '9'.repeat(61) })).toEqual({
      ok: false,
      code: 'PAYMENT.REFERENCE_TOO_LONG',
      field: 'reference',
    });
    expect(parseRequest(recordPaymentRequest, { ...payment, reference: '   ' })).toMatchObject({
      ok: true,
      value: { reference: null },
    });
  });

  it.each([
    ['"80000" as text', { ...payment, amount: '80000' }],
    ['0', { ...payment, amount: 0 }],
    ['-0', JSON.parse('{"paymentType":"additional","amount":-0,"paidOn":"2026-03-02"}')],
    ['1e309 (Infinity once parsed)', JSON.parse('{"paymentType":"additional","amount":1e309,"paidOn":"2026-03-02"}')],
    ['a fraction', { ...payment, amount: 1000.5 }],
    ['missing', { paymentType: 'additional', paidOn: '2026-03-02' }],
    ['null', { ...payment, amount: null }],
  ])('R3: an amount %s is refused with PAYMENT.INVALID_AMOUNT', (_label, body) =>
    expect(parseRequest(recordPaymentRequest, body)).toEqual({
      ok: false,
      code: 'PAYMENT.INVALID_AMOUNT',
      field: 'amount',
    }),
  );

  it.each([10_000_001, 999_999_999, 2 ** 53])('R26: an amount of %p is refused as over the limit', (amount) =>
    expect(parseRequest(recordPaymentRequest, { ...payment, amount })).toEqual({
      ok: false,
      code: 'PAYMENT.AMOUNT_TOO_LARGE',
      field: 'amount',
    }),
  );

  it('R26: the server and the form share one limit for renewals and the amount paid too', () => {
    expect(parseRequest(renewMembershipRequest, { amount: 10_000_001 })).toMatchObject({
      code: 'PAYMENT.AMOUNT_TOO_LARGE',
    });
    expect(parseRequest(editMemberProfileRequest, { amountPaid: 10_000_001 })).toMatchObject({
      code: 'PAYMENT.AMOUNT_TOO_LARGE',
    });
    expect(parseRequest(editMemberProfileRequest, { amountPaid: 0 })).toMatchObject({ ok: true });
    expect(parseRequest(editMemberProfileRequest, { amountPaid: -100 })).toMatchObject({
      code: 'PAYMENT.INVALID_AMOUNT',
    });
  });

  it('R2: the payment date must be a real YYYY-MM-DD date', () =>
    expect(parseRequest(recordPaymentRequest, { ...payment, paidOn: '2026-02-30' })).toEqual({
      ok: false,
      code: 'PAYMENT.DATE_INVALID',
      field: 'paidOn',
    }));

  it('§4: renewal and initial payments cannot be recorded by hand', () =>
    expect(parseRequest(recordPaymentRequest, { ...payment, paymentType: 'renewal' })).toMatchObject({
      code: 'PAYMENT.TYPE_INVALID',
      field: 'paymentType',
    }));
});

describe('renewMembershipRequest', () => {
  it('R20: a renewal asks only the amount; the method defaults to Efectivo', () =>
    expect(parseRequest(renewMembershipRequest, { amount: 80_000 })).toEqual({
      ok: true,
      value: { amount: 80_000, method: 'cash', reference: null },
    }));

  it('R20 + R3: a non-numeric renewal amount is refused', () =>
    expect(parseRequest(renewMembershipRequest, { amount: 'ochenta mil' })).toEqual({
      ok: false,
      code: 'PAYMENT.INVALID_AMOUNT',
      field: 'amount',
    }));

  it("R20: the renewal day is the server's today, never the client's", () =>
    expect(parseRequest(renewMembershipRequest, { amount: 80_000, renewedOn: '2026-01-01' })).toMatchObject({
      code: 'REQUEST.UNKNOWN_FIELD',
    }));
});

describe('recordBodyCompositionRequest', () => {
  const measures = { cuello: 32, brazo: 28, pecho: 90, cintura: 70, gluteo_cadera: 98, pierna: 55 };

  it('R13: the date may be left out (then it is today)', () =>
    expect(parseRequest(recordBodyCompositionRequest, { measures })).toEqual({ ok: true, value: { measures } }));

  it.each([0, 300, -2, '32'])('R13: a measure of %p is refused', (value) =>
    expect(parseRequest(recordBodyCompositionRequest, { measures: { ...measures, cuello: value } })).toEqual({
      ok: false,
      code: 'BODY_COMPOSITION.MEASURES_INVALID',
      field: 'measures.cuello',
    }),
  );

  it('R13 + R2: an impossible date is refused', () =>
    expect(parseRequest(recordBodyCompositionRequest, { measures, measuredOn: '2026-13-01' })).toMatchObject({
      code: 'BODY_COMPOSITION.DATE_INVALID',
    }));
});

describe('parseRequest', () => {
  it.each([null, [], 'texto', 42])('R21: a body that is not an object (%p) is refused with REQUEST.INVALID', (body) =>
    expect(parseRequest(recordPaymentRequest, body)).toEqual({ ok: false, code: 'REQUEST.INVALID' }),
  );

  const badBodies: readonly (readonly [z.ZodType, unknown])[] = [
    [registerMemberRequest, { details: 5, plan: 5, joinedOn: 5, amountPaid: 'x', extra: 1 }],
    [registerMemberRequest, { details: { name: 1, address: [], phone: {}, gender: 1, birthday: 1, notes: 1 } }],
    [editMemberProfileRequest, { details: { weightKg: 'x', heightCm: 900, notes: 7 }, plan: 'x', joinedOn: 'x' }],
    [recordPaymentRequest, { paymentType: 1, amount: 'x', paidOn: 1, x: 1 }],
    [recordBodyCompositionRequest, { measures: 'x', measuredOn: 5 }],
    [recordBodyCompositionRequest, { measures: { ['k'.repeat(41)]: 10 } }],
  ];

  it('R21: every issue of every schema carries a catalogue key as its message', () => {
    for (const [schema, body] of badBodies) {
      const result = schema.safeParse(body);
      expect(result.success).toBe(false);
      const messages = result.error?.issues.map((issue) => issue.message) ?? [];
      expect(messages.filter((text) => !isMessageKey(text))).toEqual([]);
      expect(messages.length).toBeGreaterThan(0);
    }
  });
});

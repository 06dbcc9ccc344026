// Specification of discounts (R39): at registration, renewal and plan change, an amount or a
// percentage of the list price with a reason; Recepción up to the owner's limit, an Administrador at will.
import { RECEPCION } from '../testing/given-when-then.js';
import { given } from '../testing/given-when-then.js';
import {
  at,
  editProfile,
  MEMBER_ID,
  registeredMonthly,
  registerMember,
  renewMembership,
} from '../testing/member.builders.js';
import { formatMoney } from '../rules/money.js';
import { decideMember } from './member.decide.js';
import { evolveMember, initialMemberState } from './member.state.js';
import { currentDiscount } from './member.discount.js';
import { SPEC_PLANS } from '../plans/plan-catalogue.js';
import { chargedPrice, discountAmount, discountPreview, parseDiscountText } from '../rules/discounts.js';

const REASON = 'Carné estudiantil vigente';
const byReception = (receptionDiscountPercent: number) => ({
  ...at('2026-03-02'),
  actor: RECEPCION,
  receptionDiscountPercent,
});

describe('R39: a discount lowers the price charged', () => {
  it('R39: 20 % off the Mensualidad (80.000) at registration charges 64.000 and records list price, discount and reason', () =>
    given()
      .when(registerMember({ discount: { kind: 'percent', value: 20 }, discountReason: `  ${REASON} ` }))
      .thenState((member) => expect(member).toMatchObject({ planPrice: 64_000, debt: 64_000 })));

  it('R39: the registration event carries listPrice, discount { kind, value, amount } and the trimmed reason', () => {
    const command = registerMember({ discount: { kind: 'amount', value: 10_000 }, discountReason: ` ${REASON}` });
    const context = { ...at('2026-03-02'), planPrices: [], plans: SPEC_PLANS, dataPolicyVersion: 0 };
    expect(decideMember(command, initialMemberState, context)).toEqual([
      expect.objectContaining({
        type: 'MemberRegistered',
        data: expect.objectContaining({
          memberId: MEMBER_ID,
          planPrice: 70_000,
          debt: 70_000,
          listPrice: 80_000,
          discount: { kind: 'amount', value: 10_000, amount: 10_000 },
          discountReason: REASON,
        }),
      }),
    ]);
  });

  it('R39: a percentage is rounded to the nearest peso, a half peso up (15 % of 33.333 = 4.999,95 → 5.000; 50 % of 33.333 = 16.666,5 → 16.667)', () => {
    expect(discountAmount(33_333, { kind: 'percent', value: 15 })).toBe(5_000);
    expect(discountAmount(33_333, { kind: 'percent', value: 50 })).toBe(16_667);
    expect(chargedPrice(33_333, { kind: 'percent', value: 50 })).toBe(16_666);
    expect(chargedPrice(85_000, { kind: 'percent', value: 20 })).toBe(68_000);
  });

  it('R39: 100 % makes the membership free: it owes 0', () =>
    given()
      .when(registerMember({ discount: { kind: 'percent', value: 100 }, discountReason: 'Cortesía del dueño' }))
      .thenState((member) => expect(member).toMatchObject({ planPrice: 0, debt: 0 })));

  it('R39: a discount of 0 is no discount: the event carries none', () =>
    given()
      .when(registerMember({ discount: { kind: 'amount', value: 0 }, discountReason: REASON }))
      .thenState((member) => expect(member).toMatchObject({ planPrice: 80_000 })));

  it('R39: at renewal the debt follows the price charged (80.000 − 10 % = 72.000, paid 72.000 owes 0)', () =>
    given(registeredMonthly())
      .when(
        {
          ...renewMembership(72_000),
          data: { ...renewMembership(72_000).data, discount: { kind: 'percent', value: 10 }, discountReason: REASON },
        },
        at('2026-03-20'),
      )
      .thenState((member) => expect(member).toMatchObject({ planPrice: 72_000, debt: 0 })));

  it('R39: at a plan change the new plan’s price is discounted (Quincena 40.000 − 5.000)', () =>
    given(registeredMonthly())
      .when(editProfile({ plan: 'fortnight', discount: { kind: 'amount', value: 5_000 }, discountReason: REASON }))
      .thenState((member) => expect(member).toMatchObject({ plan: 'fortnight', planPrice: 35_000 })));

  it('R39: a discount without a change of plan is refused', () =>
    given(registeredMonthly())
      .when(editProfile({ discount: { kind: 'amount', value: 5_000 }, discountReason: REASON }))
      .thenRejects('DISCOUNT.ONLY_WITH_PLAN_CHANGE', undefined, 'discount'));
});

describe('R39: the discount’s bad input', () => {
  const registering = (discount: { kind: 'amount' | 'percent'; value: number }, discountReason?: string) =>
    registerMember({ discount, ...(discountReason === undefined ? {} : { discountReason }) });

  it('R39: above the price is refused, naming the price', () =>
    given()
      .when(registering({ kind: 'amount', value: 80_001 }, REASON))
      .thenRejects('DISCOUNT.ABOVE_PRICE', { precio: formatMoney(80_000) }, 'discount'));

  it('R39: a negative discount is refused', () =>
    given()
      .when(registering({ kind: 'amount', value: -1 }, REASON))
      .thenRejects('DISCOUNT.NEGATIVE', undefined, 'discount'));

  it('R39: not a number is refused', () =>
    given()
      .when(registering({ kind: 'amount', value: Number.NaN }, REASON))
      .thenRejects('DISCOUNT.NOT_A_NUMBER', undefined, 'discount'));

  it('R39: a percentage over 100 is refused', () =>
    given()
      .when(registering({ kind: 'percent', value: 101 }, REASON))
      .thenRejects('DISCOUNT.PERCENT_OVER_100', undefined, 'discount'));

  it('R39: a fractional peso amount is refused', () =>
    given()
      .when(registering({ kind: 'amount', value: 10.5 }, REASON))
      .thenRejects('DISCOUNT.AMOUNT_NOT_WHOLE', undefined, 'discount'));

  it('R39: no reason is refused', () =>
    given()
      .when(registering({ kind: 'percent', value: 10 }))
      .thenRejects('DISCOUNT.REASON_REQUIRED', undefined, 'discountReason'));

  it('R39: a reason of fewer than 5 characters after trimming is refused', () =>
    given()
      .when(registering({ kind: 'percent', value: 10 }, '  abcd  '))
      .thenRejects('DISCOUNT.REASON_LENGTH', undefined, 'discountReason'));

  it('R39: a reason of more than 200 characters is refused', () =>
    given()
      .when(registering({ kind: 'percent', value: 10 }, 'a'.repeat(201)))
      .thenRejects('DISCOUNT.REASON_LENGTH', undefined, 'discountReason'));
});

describe('R39: Recepción up to the owner’s limit, an Administrador at will', () => {
  it('R39: by default (0 %) Recepción may give no discount', () =>
    given()
      .when(registerMember({ discount: { kind: 'percent', value: 5 }, discountReason: REASON }), {
        ...at('2026-03-02'),
        actor: RECEPCION,
      })
      .thenRejects('DISCOUNT.OVER_RECEPTION_LIMIT', { limite: 0 }, 'discount'));

  it('R39: with a 10 % limit Recepción gives 10 %', () =>
    given()
      .when(registerMember({ discount: { kind: 'percent', value: 10 }, discountReason: REASON }), byReception(10))
      .thenState((member) => expect(member).toMatchObject({ planPrice: 72_000 })));

  it('R39: with a 10 % limit Recepción is refused 11 % (‘El descuento máximo para Recepción es 10 %.’)', () =>
    given()
      .when(registerMember({ discount: { kind: 'percent', value: 11 }, discountReason: REASON }), byReception(10))
      .thenRejects('DISCOUNT.OVER_RECEPTION_LIMIT', { limite: 10 }, 'discount'));

  it('R39: an amount counts as the share of the price it is (8.000 of 80.000 is 10 %; 8.001 is over)', () => {
    given()
      .when(registerMember({ discount: { kind: 'amount', value: 8_000 }, discountReason: REASON }), byReception(10))
      .thenState((member) => expect(member).toMatchObject({ planPrice: 72_000 }));
    given()
      .when(registerMember({ discount: { kind: 'amount', value: 8_001 }, discountReason: REASON }), byReception(10))
      .thenRejects('DISCOUNT.OVER_RECEPTION_LIMIT', { limite: 10 }, 'discount');
  });

  it('R39: an Administrador is not limited (90 % with the limit at 0 %)', () =>
    given()
      .when(registerMember({ discount: { kind: 'percent', value: 90 }, discountReason: REASON }), at('2026-03-02'))
      .thenState((member) => expect(member).toMatchObject({ planPrice: 8_000 })));
});

describe('R39: what the desk form’s Descuento box reads', () => {
  it.each([
    ['10.000', 10_000],
    ['10000', 10_000],
    ['$ 10.000', 10_000],
    ['20', 20],
    ['20 %', 20],
    ['20%', 20],
    [' 20', 20],
    ['15.000', 15_000],
    ['15000', 15_000],
    ['15,000', 15_000],
    ['12,5', 12.5],
    ['-20 %', -20],
    ['−20 %', -20],
    ['', null],
    ['diez', null],
    ['Descuento: 20 %', null],
  ])('R39: %j reads as %j', (text, expected) => expect(parseDiscountText(text)).toBe(expected));
});

describe('R39: the discount stays with the membership it was sold with', () => {
  const discounted = registeredMonthly({
    planPrice: 64_000,
    debt: 64_000,
    listPrice: 80_000,
    discount: { kind: 'percent', value: 20, amount: 16_000 },
    discountReason: REASON,
  });
  const context = { ...at('2026-03-05'), planPrices: [], plans: SPEC_PLANS, dataPolicyVersion: 0 };
  const decidedAfter = (command: ReturnType<typeof editProfile>) => {
    const state = evolveMember(initialMemberState, discounted);
    const decision = decideMember(command, state, context);
    if (!Array.isArray(decision)) throw new Error('expected events');
    return [discounted, ...decision];
  };

  it('R39: moving only the entry date keeps the discount, its reason and the price charged', () =>
    expect(currentDiscount(decidedAfter(editProfile({ joinedOn: '2026-03-03' })))).toEqual({
      listPrice: 80_000,
      kind: 'percent',
      value: 20,
      amount: 16_000,
      reason: REASON,
      total: 64_000,
    }));

  it('R39: a change to another plan without a discount ends it', () =>
    expect(currentDiscount(decidedAfter(editProfile({ plan: 'fortnight' })))).toBeNull());
});

describe('R39: what the desk form shows while the discount is typed (the server’s own judgement)', () => {
  it('R39: 20 % of 80.000 takes 16.000 off and leaves 64.000', () =>
    expect(discountPreview(80_000, 'percent', '20 %', null)).toEqual({ refusal: null, off: 16_000, total: 64_000 }));

  it('R39: a minus sign is refused as negative, nothing off, the list price stays', () =>
    expect(discountPreview(80_000, 'percent', '-20 %', null)).toEqual({
      refusal: { code: 'DISCOUNT.NEGATIVE', field: 'discount' },
      off: null,
      total: 80_000,
    }));

  it('R39: more pesos than the price is refused naming the price', () =>
    expect(discountPreview(80_000, 'amount', '90.000', null).refusal).toEqual({
      code: 'DISCOUNT.ABOVE_PRICE',
      params: { precio: formatMoney(80_000) },
      field: 'discount',
    }));

  it('R39: 15.000 as a percentage is over 100 %', () =>
    expect(discountPreview(80_000, 'percent', '15.000', null).refusal?.code).toBe('DISCOUNT.PERCENT_OVER_100'));

  it('R39: text that is no number is refused', () =>
    expect(discountPreview(80_000, 'percent', 'veinte', null).refusal?.code).toBe('DISCOUNT.NOT_A_NUMBER'));

  it('R39: Recepción over its limit is refused naming the limit; an Administrador is not', () => {
    expect(discountPreview(80_000, 'percent', '20', 10).refusal).toEqual({
      code: 'DISCOUNT.OVER_RECEPTION_LIMIT',
      params: { limite: 10 },
      field: 'discount',
    });
    expect(discountPreview(80_000, 'percent', '20', null).refusal).toBeNull();
  });

  it('R39: a blank box is no discount yet', () =>
    expect(discountPreview(80_000, 'amount', '  ', 0)).toEqual({ refusal: null, off: 0, total: 80_000 }));
});

// R26 in the decider itself (issue 18): whoever sends the command — the HTTP schemas, an importer,
// a script — an amount past $ 10.000.000 (2^53 − 1 pesos included) is refused with its own text,
// and exactly $ 10.000.000 is accepted, so every stored total stays a sum of capped whole pesos.
import { given } from '../testing/given-when-then.js';
import {
  editProfile,
  recordPayment,
  registeredMonthly,
  registerMember,
  renewMembership,
} from '../testing/member.builders.js';

const OVER_THE_LIMIT = [10_000_001, 9_007_199_254_740_991, 2 ** 53];

describe('R26: the deciders hold the amount limits whatever the caller', () => {
  it.each(OVER_THE_LIMIT)('an initial payment of %p is refused as over the limit', (amountPaid) =>
    given().when(registerMember({ amountPaid })).thenRejects('PAYMENT.AMOUNT_TOO_LARGE'),
  );

  it.each(OVER_THE_LIMIT)('a payment of %p is refused as over the limit', (amount) =>
    given(registeredMonthly()).when(recordPayment({ amount })).thenRejects('PAYMENT.AMOUNT_TOO_LARGE'),
  );

  it.each(OVER_THE_LIMIT)('a renewal of %p is refused as over the limit', (amount) =>
    given(registeredMonthly()).when(renewMembership(amount)).thenRejects('PAYMENT.AMOUNT_TOO_LARGE'),
  );

  it.each(OVER_THE_LIMIT)("a 'Pago realizado' of %p is refused as over the limit", (amountPaid) =>
    given(registeredMonthly()).when(editProfile({ amountPaid })).thenRejects('PAYMENT.AMOUNT_TOO_LARGE'),
  );

  it.each([-1, 0.5, Number.NaN])('anything else invalid keeps the plain text: %p', (amount) =>
    given(registeredMonthly()).when(renewMembership(amount)).thenRejects('PAYMENT.INVALID_AMOUNT'),
  );

  it('exactly $ 10.000.000 is accepted everywhere, and 0 where it may be', () => {
    given()
      .when(registerMember({ amountPaid: 10_000_000 }))
      .thenState((m) => expect(m).toMatchObject({ debt: 0 }));
    given()
      .when(registerMember({ amountPaid: 0 }))
      .thenState((m) => expect(m).toMatchObject({ amountPaid: 0 }));
    given(registeredMonthly())
      .when(renewMembership(10_000_000))
      .thenState((m) => expect(m).toMatchObject({ amountPaid: 10_000_000 }));
    given(registeredMonthly())
      .when(editProfile({ amountPaid: 10_000_000 }))
      .thenState((m) => expect(m).toMatchObject({ amountPaid: 10_000_000 }));
  });
});

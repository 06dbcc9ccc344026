// Specification of the owner's price changes (R24).
import { settingsSpec } from '../testing/given-when-then.js';
import { at } from '../testing/member.builders.js';
import type { ChangePlanPrices } from './gym-settings.change-plan-prices.js';
import type { GymSettingsEvent } from './gym-settings.events.js';
import { foldGymSettings } from './gym-settings.state.js';
import { NO_GYM_DETAILS } from './gym-details.js';

const { given } = settingsSpec;

const changePrices = (prices: ChangePlanPrices['data']['prices'], effectiveFrom = '2026-03-02'): ChangePlanPrices => ({
  type: 'ChangePlanPrices',
  data: { prices, effectiveFrom },
});
const changed = (
  plan: 'fortnight' | 'monthly' | 'ticket_book',
  price: number,
  previousPrice: number,
  effectiveFrom: string,
): GymSettingsEvent => ({
  type: 'PlanPriceChanged',
  data: { plan, price, previousPrice, effectiveFrom },
});

describe('ChangePlanPrices (R24)', () => {
  it('records the new price with the one it replaces, from today', () =>
    given()
      .when(changePrices({ monthly: 90_000 }))
      .then(changed('monthly', 90_000, 80_000, '2026-03-02')));

  it('one event per plan whose price changes; a plan already at that price records nothing', () =>
    given()
      .when(changePrices({ fortnight: 45_000, monthly: 80_000, ticket_book: 55_000 }, '2026-04-01'))
      .then(changed('fortnight', 45_000, 40_000, '2026-04-01'), changed('ticket_book', 55_000, 50_000, '2026-04-01')));

  it('the previous price is the one that date had, a scheduled change included', () =>
    given(changed('monthly', 90_000, 80_000, '2026-04-01'))
      .when(changePrices({ monthly: 95_000 }, '2026-05-01'))
      .then(changed('monthly', 95_000, 90_000, '2026-05-01')));

  it('R1: at 23:30 in Bogotá it is still today, so today is not the past', () =>
    given()
      .when(changePrices({ monthly: 90_000 }, '2026-03-02'), at('2026-03-02', '23:30'))
      .then(changed('monthly', 90_000, 80_000, '2026-03-02')));

  it('SETTINGS.EFFECTIVE_FROM_PAST: a date in the past is refused (R1: yesterday even at 00:30)', () =>
    given()
      .when(changePrices({ monthly: 90_000 }, '2026-03-01'), at('2026-03-02', '00:30'))
      .thenRejects('SETTINGS.EFFECTIVE_FROM_PAST'));

  it.each([999, 10_000_001, 80_000.5, -80_000, Number.NaN])('SETTINGS.PRICE_INVALID: %p is not a price', (price) =>
    given()
      .when(changePrices({ monthly: price }))
      .thenRejects('SETTINGS.PRICE_INVALID'),
  );

  it.each([1_000, 10_000_000])('%p pesos is a price (the limits are included)', (price) =>
    given()
      .when(changePrices({ monthly: price }))
      .then(changed('monthly', price, 80_000, '2026-03-02')),
  );

  it('SETTINGS.PRICES_REQUIRED: at least one plan', () =>
    given().when(changePrices({})).thenRejects('SETTINGS.PRICES_REQUIRED'));

  it('SETTINGS.EFFECTIVE_FROM_INVALID: a real date', () =>
    given()
      .when(changePrices({ monthly: 90_000 }, '2026-02-30'))
      .thenRejects('SETTINGS.EFFECTIVE_FROM_INVALID'));

  it('the settings fold keeps every change in the order saved', () =>
    expect(
      foldGymSettings([
        changed('monthly', 90_000, 80_000, '2026-04-01'),
        changed('monthly', 85_000, 80_000, '2026-03-05'),
      ]),
    ).toEqual({
      planPrices: [
        { plan: 'monthly', price: 90_000, effectiveFrom: '2026-04-01' },
        { plan: 'monthly', price: 85_000, effectiveFrom: '2026-03-05' },
      ],
      details: NO_GYM_DETAILS,
      dataPolicy: null,
      reminderTemplates: null,
      reminderSubjects: null,
      receptionDiscountPercent: 0,
    }));
});

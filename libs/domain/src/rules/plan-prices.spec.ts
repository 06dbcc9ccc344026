// Specification of the price in force on a date (R24).
import {
  DEFAULT_PLAN_PRICES,
  planPriceOn,
  priceOnFromSchedule,
  planPricesOn,
  scheduledPlanPrices,
  type PlanPriceChange,
} from './plan-prices.js';

const change = (plan: PlanPriceChange['plan'], price: number, effectiveFrom: string): PlanPriceChange => ({
  plan,
  price,
  effectiveFrom,
});

describe('R24: the price in force on a date', () => {
  it('until an owner sets one, the spec’s prices (§9)', () =>
    expect(planPricesOn([], '2026-03-02')).toEqual(DEFAULT_PLAN_PRICES));

  it('a change applies from its date on, not the day before', () => {
    const changes = [change('monthly', 90_000, '2026-03-03')];
    expect(planPriceOn(changes, 'monthly', '2026-03-02')).toBe(80_000);
    expect(planPriceOn(changes, 'monthly', '2026-03-03')).toBe(90_000);
    expect(planPriceOn(changes, 'monthly', '2027-01-01')).toBe(90_000);
  });

  it('a change of one plan leaves the others at theirs', () =>
    expect(planPricesOn([change('monthly', 90_000, '2026-03-01')], '2026-03-02')).toEqual({
      fortnight: 40_000,
      monthly: 90_000,
      ticket_book: 50_000,
    }));

  it('the latest date on or before the day wins, whatever order they were saved in', () => {
    const changes = [change('monthly', 100_000, '2026-06-01'), change('monthly', 90_000, '2026-04-01')];
    expect(planPriceOn(changes, 'monthly', '2026-05-15')).toBe(90_000);
    expect(planPriceOn(changes, 'monthly', '2026-06-01')).toBe(100_000);
  });

  it('of two changes for the same date, the one saved last', () =>
    expect(
      planPriceOn(
        [change('monthly', 90_000, '2026-04-01'), change('monthly', 85_000, '2026-04-01')],
        'monthly',
        '2026-04-01',
      ),
    ).toBe(85_000));
});

describe('R24: the prices scheduled after today', () => {
  it('lists later changes soonest first, leaving out one that changes nothing', () => {
    const changes = [
      change('monthly', 100_000, '2026-06-01'),
      change('monthly', 90_000, '2026-04-01'),
      change('monthly', 90_000, '2026-05-01'),
      change('monthly', 70_000, '2026-03-01'),
    ];
    expect(scheduledPlanPrices(changes, 'monthly', '2026-03-02')).toEqual([
      { effectiveFrom: '2026-04-01', price: 90_000 },
      { effectiveFrom: '2026-06-01', price: 100_000 },
    ]);
  });

  it('a change effective today is no longer scheduled', () =>
    expect(scheduledPlanPrices([change('monthly', 90_000, '2026-03-02')], 'monthly', '2026-03-02')).toEqual([]));
});

describe('priceOnFromSchedule (R24, R30)', () => {
  const scheduled = [
    { effectiveFrom: '2026-04-01', price: 90_000 },
    { effectiveFrom: '2026-06-01', price: 95_000 },
  ];
  it('R30: today’s price until the first change, then the latest change on or before the day', () => {
    expect(priceOnFromSchedule(80_000, scheduled, '2026-03-31')).toBe(80_000);
    expect(priceOnFromSchedule(80_000, scheduled, '2026-04-01')).toBe(90_000);
    expect(priceOnFromSchedule(80_000, scheduled, '2026-07-10')).toBe(95_000);
    expect(priceOnFromSchedule(80_000, [], '2027-01-01')).toBe(80_000);
  });
});

// The plan prices projection: every price change the owner saved (R24), in the order it was saved.
import type { PlanPriceChanged } from '@gym/domain';
import { projectionSpecification } from '../../shared/projections/testing/projection-specification.js';
import { PLAN_PRICE_CHANGES, planPricesProjection } from './plan-prices.projection.js';

const spec = projectionSpecification(planPricesProjection);
const changed = (plan: PlanPriceChanged['data']['plan'], price: number, previousPrice: number): PlanPriceChanged => ({
  type: 'PlanPriceChanged',
  data: { plan, price, previousPrice, effectiveFrom: '2027-01-01' },
});

describe('plan prices projection', () => {
  it('R24: keeps each change with the price before it, the date it applies from and who saved it', () =>
    spec.given(changed('monthly', 90_000, 80_000), changed('fortnight', 45_000, 40_000)).then((documents) =>
      expect(documents[PLAN_PRICE_CHANGES]).toEqual([
        expect.objectContaining({
          plan: 'monthly',
          price: 90_000,
          previousPrice: 80_000,
          effectiveFrom: '2027-01-01',
        }),
        expect.objectContaining({ plan: 'fortnight', price: 45_000, previousPrice: 40_000 }),
      ]),
    ));

  it('is idempotent when applied twice', () =>
    spec.given(changed('monthly', 90_000, 80_000), changed('monthly', 95_000, 90_000)).thenIdempotent());
});

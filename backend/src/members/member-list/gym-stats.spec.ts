// The gym's running figures follow each member's plan and debt, and forget a deleted one (R22).
import { emptyGymStats, updateGymStats } from './gym-stats.js';

describe('updateGymStats', () => {
  it('counts a registration, a plan change with a new debt, and a deletion', () => {
    const registered = updateGymStats(emptyGymStats(), null, { plan: 'monthly', debt: 80_000 });
    expect(registered).toMatchObject({
      totalMembers: 1,
      pendingDebts: 80_000,
      planDistribution: { fortnight: 0, monthly: 1, ticket_book: 0 },
    });
    const changed = updateGymStats(registered, { plan: 'monthly', debt: 80_000 }, { plan: 'fortnight', debt: 10_000 });
    expect(changed).toMatchObject({
      totalMembers: 1,
      pendingDebts: 10_000,
      planDistribution: { fortnight: 1, monthly: 0, ticket_book: 0 },
    });
    expect(updateGymStats(changed, { plan: 'fortnight', debt: 10_000 }, null)).toEqual(emptyGymStats());
  });

  it('returns the same figures when neither plan nor debt moved (nothing to write)', () => {
    const stats = updateGymStats(emptyGymStats(), null, { plan: 'ticket_book', debt: 0 });
    expect(updateGymStats(stats, { plan: 'ticket_book', debt: 0 }, { plan: 'ticket_book', debt: 0 })).toBe(stats);
  });
});

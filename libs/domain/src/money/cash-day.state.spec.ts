// The cash book's fold: a day's entries are kept in order, and adding one copies none of those before.
import { describe, expect, it } from '@jest/globals';
import { DAY, entryAdded } from '../testing/cash-day.builders.js';
import { entriesInOrder, evolveCashDay, initialCashDayState } from './cash-day.state.js';

const entries = (count: number) =>
  Array.from({ length: count }, (_, index) => entryAdded({ day: DAY, paymentId: `payment-${index + 1}` }));

describe('evolveCashDay: the day’s entries', () => {
  it('given 3,000 entries of the day, then they read in the order recorded', () => {
    const state = entries(3000).reduce(evolveCashDay, initialCashDayState);
    const listed = entriesInOrder(state);
    expect(listed).toHaveLength(3000);
    expect(listed.map((entry) => entry.paymentId).slice(0, 2)).toEqual(['payment-1', 'payment-2']);
    expect(listed.at(-1)?.paymentId).toBe('payment-3000');
  });

  it('given a day of entries, when one more is added, then those before are shared, not copied (a fold of the day is linear)', () => {
    const before = entries(100).reduce(evolveCashDay, initialCashDayState);
    const after = evolveCashDay(before, entryAdded({ day: DAY, paymentId: 'payment-101' }));
    expect(after.entries?.earlier).toBe(before.entries);
    expect(entriesInOrder(before)).toHaveLength(100);
  });
});

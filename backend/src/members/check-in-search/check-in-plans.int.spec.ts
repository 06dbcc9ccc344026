// The check-in search (R35) reads indexes in SQLite: no member's document is read to be filtered,
// so it stays fast on a gym of 10,000 members (the bench's).
import { memberQueryPlans } from '../member-list/testing/member-query-plans.js';
import { checkInTextQuery } from './check-in-search.query.js';

const { plans } = memberQueryPlans('gym-check-in-plans-');

describe('query plans of the check-in desk (R28)', () => {
  it('R35: each typed word reads one range of the words index, and members are found by id: nothing is scanned', () => {
    const { page, count } = plans(checkInTextQuery('jose munoz'));
    for (const plan of [page, count]) {
      expect(plan.match(/SEARCH members__g1__w_searchKeys USING PRIMARY KEY \(word>\? AND word<\?\)/g)).toHaveLength(2);
      expect(plan).not.toMatch(/SCAN members__g1\b/);
    }
  });
});

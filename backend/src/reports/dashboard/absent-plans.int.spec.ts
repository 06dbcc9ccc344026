// The dashboard's 'Sin venir' (R28) reads indexes in SQLite: no member's document is read to be
// filtered, so it stays fast on a gym of 10,000 members (the bench's).
import { memberQueryPlans } from '../../members/member-list/testing/member-query-plans.js';
import { absentQuery } from './visit-figures.js';

const { plans, indexColumns } = memberQueryPlans('gym-absent-plans-');

describe("query plans of the dashboard's 'Sin venir' (R28)", () => {
  it("'Sin venir' walks the absences in order and counts on the (activeThrough, absentSince) index", () => {
    const { page, count } = plans(absentQuery('2026-03-20'));
    expect(page).toMatch(/USING (COVERING )?INDEX members__g1__i\d+ \(absentSince<\?\)/);
    expect(page).not.toContain('TEMP B-TREE');
    const [, index = ''] = /INDEX (members__g1__i\d+) \(activeThrough>\?\)/.exec(count) ?? [];
    // Both bounds on the index entries: no member's document is read to count the absences.
    expect(indexColumns(index).slice(0, 2)).toEqual(['activeThrough', 'absentSince']);
  });
});

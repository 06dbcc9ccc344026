// The dashboard's windows as indexed values agree with the member-by-member rules they stand for.
import fc from 'fast-check';
import { addDays, birthdayWithin, daysBetween } from '../rules/dates.js';
import { PLAN_CODES } from '../rules/plans.js';
import { isActiveMembership, isAboutToExpire, isExpired, type MembershipFacts } from './member.read.js';
import { aboutToExpireRange, activeThrough, alertExpiry, birthdayRanges } from './member.windows.js';

const TODAY = '2026-03-15';

const facts = fc.record({
  plan: fc.constantFrom(...PLAN_CODES),
  debt: fc.constantFrom(0, 0, 1, 40_000),
  expiresOn: fc.option(
    fc.integer({ min: -40, max: 40 }).map((days) => addDays(TODAY, days)),
    { nil: null },
  ),
  ticketDaysUsed: fc.integer({ min: 0, max: 15 }),
}) satisfies fc.Arbitrary<MembershipFacts>;
const someDay = fc.integer({ min: -45, max: 45 }).map((offset) => addDays(TODAY, offset));

const everyDayOf = (from: string, to: string): string[] => {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
};

describe('activeThrough (spec §4)', () => {
  it('given any membership, when asked on any day, then activeThrough ≥ today exactly when it is active that day', () => {
    fc.assert(
      fc.property(facts, someDay, (membership, today) => {
        const through = activeThrough(membership);
        expect(through !== null && through >= today).toBe(isActiveMembership(membership, today));
      }),
      { numRuns: 2000 },
    );
  });

  it('given a Tiquetera with days left and no debt, then it is active whatever the day', () => {
    expect(activeThrough({ plan: 'ticket_book', debt: 0, expiresOn: null, ticketDaysUsed: 14 })).toBe('9999-12-31');
    expect(activeThrough({ plan: 'ticket_book', debt: 0, expiresOn: null, ticketDaysUsed: 15 })).toBeNull();
  });
});

describe('the R14 alert windows', () => {
  it('R14: given any membership, then it is about to expire exactly when 0 ≤ expiry − today ≤ 5 and it is no Tiquetera', () => {
    fc.assert(
      fc.property(facts, someDay, (membership, today) => {
        const days = membership.expiresOn === null ? null : daysBetween(today, membership.expiresOn);
        const expected = membership.plan !== 'ticket_book' && days !== null && days >= 0 && days <= 5;
        expect(isAboutToExpire(membership, today)).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it('R14: given any membership, then its alert expiry is before today exactly when it is expired', () => {
    fc.assert(
      fc.property(facts, someDay, (membership, today) => {
        const expiry = alertExpiry(membership);
        expect(expiry !== null && expiry < today).toBe(isExpired(membership, today));
      }),
      { numRuns: 2000 },
    );
  });

  it('R14: when today is 15 March, then the about-to-expire range is 15 … 20 March', () => {
    expect(aboutToExpireRange(TODAY)).toEqual({ from: '2026-03-15', to: '2026-03-20' });
  });
});

describe('birthdayRanges (R15)', () => {
  const birthdays = everyDayOf('2000-01-01', '2000-12-31'); // a leap year: 29 February included

  it('R15: a birthday is in a range exactly when its next occurrence is within 30 days, on every day of 2023–2028', () => {
    const disagreements: string[] = [];
    for (const today of everyDayOf('2023-01-01', '2028-12-31')) {
      const ranges = birthdayRanges(today);
      for (const birthday of birthdays) {
        const monthDay = birthday.slice(5);
        const inRanges = ranges.some(({ from, to }) => monthDay >= from && monthDay <= to);
        if (inRanges !== (birthdayWithin(birthday, today) !== null)) disagreements.push(`${today} ${birthday}`);
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('R15: given 20 December, then the window wraps the year end into two ranges, soonest first', () => {
    expect(birthdayRanges('2026-12-20')).toEqual([
      { from: '12-20', to: '12-31' },
      { from: '01-01', to: '01-19' },
    ]);
    expect(birthdayRanges('2026-03-15')).toEqual([{ from: '03-15', to: '04-14' }]);
  });

  it('R15: a window ending on 28 February of a common year takes in 29 February birthdays', () => {
    expect(birthdayRanges('2027-01-29')).toEqual([{ from: '01-29', to: '02-29' }]);
    expect(birthdayRanges('2028-01-29')).toEqual([{ from: '01-29', to: '02-28' }]);
  });
});

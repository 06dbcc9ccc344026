// R15's window as 'MM-DD' ranges agrees with the domain's birthdayWithin on every day of six years.
import { addDays, birthdayWithin } from '@gym/domain';
import { birthdayRanges } from './birthday-window.js';

const everyDayOf = (from: string, to: string): string[] => {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
};

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

  it('R15: wraps the year end into two ranges, soonest first', () => {
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

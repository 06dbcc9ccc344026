// Specification of the calendar rules: today (R1), dates (R2), months (R4), birthdays (R15).
import fc from 'fast-check';
import {
  addDays,
  addMonthsClamped,
  birthdayWithin,
  daysBetween,
  DEFAULT_TIME_ZONE,
  formatDate,
  formatDateTime,
  formatTime,
  isValidDate,
  isValidInstant,
  isValidMonthKey,
  localDate,
  monthKey,
  nextBirthday,
  startOfLocalDay,
} from './dates.js';

describe('R1: today is the calendar date in the gym time zone', () => {
  it('R1: the default time zone is America/Bogota', () => expect(DEFAULT_TIME_ZONE).toBe('America/Bogota'));

  it('R1: 23:30 in Bogotá is still that day while UTC is already the next', () => {
    expect(localDate('2026-03-03T04:30:00.000Z')).toBe('2026-03-02');
    expect(localDate('2026-03-03T04:30:00.000Z', 'UTC')).toBe('2026-03-03');
  });

  it('R1: 00:30 in Bogotá is the new day', () => expect(localDate('2026-03-03T05:30:00Z')).toBe('2026-03-03'));

  it('R1: an instant written with an offset is read as that instant', () =>
    expect(localDate('2026-12-31T23:59:00-05:00', 'America/Bogota')).toBe('2026-12-31'));

  it('R1: another gym time zone gives its own today', () =>
    expect(localDate('2026-03-02T23:30:00Z', 'Asia/Tokyo')).toBe('2026-03-03'));

  it('R1: Bogotá (UTC−5, no daylight saving) agrees with a fixed −5 h offset at every instant', () =>
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2099, 11, 31) }), (ms) => {
        const expected = new Date(ms - 5 * 3_600_000).toISOString().slice(0, 10);
        expect(localDate(new Date(ms).toISOString())).toBe(expected);
      }),
    ));

  it('R1: an instant that is not ISO-8601 is a bug, not a date', () => {
    expect(() => localDate('2026-03-02')).toThrow(RangeError);
    expect(() => localDate('yesterday')).toThrow(RangeError);
    expect(isValidInstant('2026-03-02T10:00:00.000Z')).toBe(true);
    expect(isValidInstant('2026-03-02T10:00:00')).toBe(false);
  });
});

describe('R2: dates are YYYY-MM-DD and shown dd/mm/aaaa', () => {
  it.each(['2026-03-02', '2028-02-29', '2026-12-31', '1990-01-01'])('R2: %s is a date', (date) =>
    expect(isValidDate(date)).toBe(true),
  );

  const notDates = ['2026-02-30', '2026-02-29', '2100-02-29', '2026-13-01', '2026-00-10', '2026-04-31'];
  it.each([...notDates, '2026-3-2', '02/03/2026', '', '0999-01-01'])('R2: %p is not a date', (date) =>
    expect(isValidDate(date)).toBe(false),
  );

  it('R2: a non-string is not a date', () => {
    expect(isValidDate(20260302)).toBe(false);
    expect(isValidDate(null)).toBe(false);
  });

  it('R2: a date is shown as dd/mm/aaaa', () => {
    expect(formatDate('2026-03-02')).toBe('02/03/2026');
    expect(formatDate('2026-12-31')).toBe('31/12/2026');
  });

  it('R2: what is not a date is shown as it came', () => expect(formatDate('sin fecha')).toBe('sin fecha'));

  it('R2 + R1: an instant is shown as its Bogotá date and time', () =>
    expect(formatDateTime('2026-03-03T04:30:00.000Z')).toBe('02/03/2026 23:30'));

  it('R1: the time of an instant is read in the gym’s time zone', () =>
    expect(formatTime('2026-03-03T04:30:00.000Z')).toBe('23:30'));
});

describe('R4: calendar arithmetic', () => {
  it('R4: Quincena days add across a month and a year end', () => {
    expect(addDays('2026-03-01', 15)).toBe('2026-03-16');
    expect(addDays('2026-12-25', 15)).toBe('2027-01-09');
    expect(addDays('2028-02-20', 15)).toBe('2028-03-06');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('R2: arithmetic stays within the accepted calendar (years 1000–9999), so every result reads again', () => {
    expect(addMonthsClamped('9999-12-31', 1)).toBe('9999-12-31');
    expect(addDays('9999-12-25', 15)).toBe('9999-12-31');
    expect(addDays('1000-01-10', -30)).toBe('1000-01-01');
    expect(addMonthsClamped('9999-11-30', 1)).toBe('9999-12-30');
  });

  it('R4: 31 January + 1 month is 28 February in a common year', () =>
    expect(addMonthsClamped('2026-01-31', 1)).toBe('2026-02-28'));

  it('R4: 31 January + 1 month is 29 February in a leap year', () =>
    expect(addMonthsClamped('2028-01-31', 1)).toBe('2028-02-29'));

  it('R4: 29 February + 1 month is 29 March', () => expect(addMonthsClamped('2028-02-29', 1)).toBe('2028-03-29'));

  it('R4: 31 March + 1 month is 30 April; 31 December + 1 month is 31 January', () => {
    expect(addMonthsClamped('2026-03-31', 1)).toBe('2026-04-30');
    expect(addMonthsClamped('2026-12-31', 1)).toBe('2027-01-31');
  });

  it('R4: one month later is always a real date, never past the month end, 28–31 days on', () =>
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 365 * 200 }), (offset) => {
        const date = addDays('1950-01-01', offset);
        const later = addMonthsClamped(date, 1);
        expect(isValidDate(later)).toBe(true);
        expect(daysBetween(date, later)).toBeGreaterThanOrEqual(28);
        expect(daysBetween(date, later)).toBeLessThanOrEqual(31);
      }),
    ));

  it('R4: days between two dates, negative backwards, leap days counted', () => {
    expect(daysBetween('2026-03-02', '2026-03-07')).toBe(5);
    expect(daysBetween('2026-03-07', '2026-03-02')).toBe(-5);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
  });

  it('R4: a malformed date in arithmetic is a bug', () => expect(() => addDays('2026-02-30', 1)).toThrow(RangeError));
});

describe('Dashboard months', () => {
  it('§2 dashboard: the month key of a date is YYYY-MM', () => expect(monthKey('2026-03-02')).toBe('2026-03'));

  it('§2 dashboard: month keys are validated', () => {
    expect(isValidMonthKey('2026-12')).toBe(true);
    expect(isValidMonthKey('2026-13')).toBe(false);
    expect(isValidMonthKey('2026-3')).toBe(false);
  });
});

describe('R15: birthdays in the next 30 days', () => {
  it("R15: today's birthday is 0 days away", () => expect(birthdayWithin('1990-03-02', '2026-03-02')).toBe(0));

  it('R15: a birthday already past this year comes next year', () =>
    expect(nextBirthday('1990-03-01', '2026-03-02')).toEqual({ date: '2027-03-01', daysToGo: 364 }));

  it('R15: the window wraps the year end', () => expect(birthdayWithin('1985-01-05', '2026-12-20')).toBe(16));

  it('R15: the window includes day 30 and excludes day 31', () => {
    expect(birthdayWithin('1990-04-01', '2026-03-02')).toBe(30);
    expect(birthdayWithin('1990-04-02', '2026-03-02')).toBeNull();
  });

  it('R15: a 29 February birthday counts as 28 February in a common year', () => {
    expect(nextBirthday('2000-02-29', '2026-02-01')).toEqual({ date: '2026-02-28', daysToGo: 27 });
    expect(birthdayWithin('2000-02-29', '2026-02-28')).toBe(0);
  });

  it('R15: a 29 February birthday is 29 February in a leap year', () =>
    expect(nextBirthday('2000-02-29', '2028-02-01')).toEqual({ date: '2028-02-29', daysToGo: 28 }));

  it('R15: on 1 March of a common year the 29 February birthday has passed', () =>
    expect(nextBirthday('2000-02-29', '2026-03-01')).toEqual({ date: '2027-02-28', daysToGo: 364 }));

  it('R15: a smaller window is honoured', () => expect(birthdayWithin('1990-03-10', '2026-03-02', 7)).toBeNull());
});

describe('startOfLocalDay', () => {
  it('R1: a day in Bogotá begins at 05:00 UTC', () =>
    expect(startOfLocalDay('2026-03-02', 'America/Bogota')).toBe('2026-03-02T05:00:00.000Z'));

  it('follows the offset of the day in a zone with summer time', () => {
    expect(startOfLocalDay('2026-01-15', 'Europe/Madrid')).toBe('2026-01-14T23:00:00.000Z');
    expect(startOfLocalDay('2026-07-15', 'Europe/Madrid')).toBe('2026-07-14T22:00:00.000Z');
  });

  it('every instant of the local day falls in [start of the day, start of the next)', () => {
    const start = startOfLocalDay('2026-03-02', 'America/Bogota');
    expect(localDate(start, 'America/Bogota')).toBe('2026-03-02');
    expect(localDate(new Date(Date.parse(start) - 1).toISOString(), 'America/Bogota')).toBe('2026-03-01');
  });
});

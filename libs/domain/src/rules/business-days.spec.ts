// Specification of R49's calendar: Colombia's national holidays by Ley 51 de 1983's rule, and the
// business days a consulta's or a reclamo's deadline is counted in.
import {
  addBusinessDays,
  businessDaysBetween,
  colombianHolidays,
  easterSunday,
  isBusinessDay,
  isColombianHoliday,
} from './business-days.js';
import { addDays, dayOfWeek } from './dates.js';

// The lists as published for each year, written out here by hand so that the rule is checked against
// them and not against itself (cross-checked with published calendars: El Espectador's and Noticias
// Caracol's for 2026, elrinconcolombiano.com's for 2027, calendario-365.com.co's for 2028).
const OFFICIAL: Readonly<Record<number, readonly string[]>> = {
  2026: [
    '2026-01-01',
    '2026-01-12',
    '2026-03-23',
    '2026-04-02',
    '2026-04-03',
    '2026-05-01',
    '2026-05-18',
    '2026-06-08',
    '2026-06-15',
    '2026-06-29',
    '2026-07-20',
    '2026-08-07',
    '2026-08-17',
    '2026-10-12',
    '2026-11-02',
    '2026-11-16',
    '2026-12-08',
    '2026-12-25',
  ],
  2027: [
    '2027-01-01',
    '2027-01-11',
    '2027-03-22',
    '2027-03-25',
    '2027-03-26',
    '2027-05-01',
    '2027-05-10',
    '2027-05-31',
    '2027-06-07',
    '2027-07-05',
    '2027-07-20',
    '2027-08-07',
    '2027-08-16',
    '2027-10-18',
    '2027-11-01',
    '2027-11-15',
    '2027-12-08',
    '2027-12-25',
  ],
  2028: [
    '2028-01-01',
    '2028-01-10',
    '2028-03-20',
    '2028-04-13',
    '2028-04-14',
    '2028-05-01',
    '2028-05-29',
    '2028-06-19',
    '2028-06-26',
    '2028-07-03',
    '2028-07-20',
    '2028-08-07',
    '2028-08-21',
    '2028-10-16',
    '2028-11-06',
    '2028-11-13',
    '2028-12-08',
    '2028-12-25',
  ],
};

describe('R49: dayOfWeek', () => {
  it.each([
    ['1970-01-01', 4],
    ['2026-12-18', 5],
    ['2026-12-19', 6],
    ['2026-12-20', 0],
    ['2027-01-11', 1],
    ['1969-12-31', 3],
  ])('%s is weekday %p (0 Sunday)', (date, weekday) => expect(dayOfWeek(date)).toBe(weekday));
});

describe('R49: Easter by the anonymous Gregorian computus', () => {
  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2028, '2028-04-16'],
    [2038, '2038-04-25'],
    [2285, '2285-03-22'],
  ])('%p: %s', (year, easter) => expect(easterSunday(year)).toBe(easter));
});

describe("R49: Colombia's national holidays (Ley 51 de 1983), by rule", () => {
  it.each([2026, 2027, 2028])('%p: the 18 days of the official list, no more, no fewer', (year) =>
    expect(colombianHolidays(year).map((holiday) => holiday.date)).toEqual(OFFICIAL[year]),
  );

  it('2026: San José (Thursday 19 March) is moved to Monday 23; San Pedro falls on a Monday and stays', () => {
    const named = new Map(colombianHolidays(2026).map((holiday) => [holiday.name, holiday.date]));
    expect(named.get('San José')).toBe('2026-03-23');
    expect(named.get('San Pedro y San Pablo')).toBe('2026-06-29');
    expect(named.get('Ascensión del Señor')).toBe('2026-05-18');
    expect(named.get('Corpus Christi')).toBe('2026-06-08');
    expect(named.get('Sagrado Corazón')).toBe('2026-06-15');
  });

  it('every holiday moved to Monday, and every Easter one but the two of Semana Santa, is a Monday', () => {
    for (const year of [2026, 2027, 2028]) {
      for (const { date, name } of colombianHolidays(year)) {
        if (['Jueves Santo', 'Viernes Santo'].includes(name))
          expect(dayOfWeek(date)).toBe(name === 'Jueves Santo' ? 4 : 5);
      }
      const moved = colombianHolidays(year).filter(({ name }) =>
        [
          'Reyes Magos',
          'San José',
          'Ascensión del Señor',
          'Corpus Christi',
          'Sagrado Corazón',
          'Todos los Santos',
        ].includes(name),
      );
      expect(moved.map(({ date }) => dayOfWeek(date))).toEqual(moved.map(() => 1));
    }
  });

  it('a fixed holiday on a weekend stays there: 1 May 2027 is a Saturday, and 3 May is a working day', () => {
    expect(isColombianHoliday('2027-05-01')).toBe(true);
    expect(isBusinessDay('2027-05-03')).toBe(true);
  });
});

describe('R49: business days', () => {
  it('a weekday that is no holiday is one; Saturday, Sunday and a holiday are not', () => {
    expect(isBusinessDay('2026-12-18')).toBe(true);
    expect(isBusinessDay('2026-12-19')).toBe(false);
    expect(isBusinessDay('2026-12-20')).toBe(false);
    expect(isBusinessDay('2026-12-25')).toBe(false);
    expect(isBusinessDay('2027-01-06')).toBe(true);
    expect(isBusinessDay('2027-01-11')).toBe(false);
  });

  it('refuses a date that is not one', () => expect(() => isBusinessDay('2026-02-30')).toThrow(RangeError));

  it('counted from the day after: 10 business days after Friday 18 December 2026 is Tuesday 5 January 2027', () =>
    expect(addBusinessDays('2026-12-18', 10)).toBe('2027-01-05'));

  it('15 business days after it is Wednesday 13 January 2027, across Reyes moved to Monday 11', () =>
    expect(addBusinessDays('2026-12-18', 15)).toBe('2027-01-13'));

  it('across Semana Santa 2026: 10 after Monday 30 March is Wednesday 15 April (2 and 3 April do not count)', () =>
    expect(addBusinessDays('2026-03-30', 10)).toBe('2026-04-15'));

  it('across a puente: 1 business day after Friday 14 August 2026 is Tuesday 18 (Asunción on Monday 17)', () =>
    expect(addBusinessDays('2026-08-14', 1)).toBe('2026-08-18'));

  it('received on a Saturday, the first business day is the Monday after', () =>
    expect(addBusinessDays('2026-12-19', 1)).toBe('2026-12-21'));

  it('0 business days is the day itself; a negative count is refused', () => {
    expect(addBusinessDays('2026-12-19', 0)).toBe('2026-12-19');
    expect(() => addBusinessDays('2026-12-19', -1)).toThrow(RangeError);
  });

  it('businessDaysBetween counts the days after the first up to the last, negative backwards', () => {
    expect(businessDaysBetween('2026-12-18', '2027-01-05')).toBe(10);
    expect(businessDaysBetween('2026-12-18', '2026-12-18')).toBe(0);
    expect(businessDaysBetween('2026-12-24', '2026-12-28')).toBe(1);
    expect(businessDaysBetween('2027-01-05', '2026-12-18')).toBe(-10);
  });

  it('businessDaysBetween undoes addBusinessDays for every start in 2026–2028', () => {
    for (let day = '2026-01-01'; day < '2029-01-01'; day = addDays(day, 1)) {
      expect(businessDaysBetween(day, addBusinessDays(day, 15))).toBe(15);
    }
  });
});

// Business days in Colombia (R49): not a Saturday, not a Sunday, not a national holiday of
// Ley 51 de 1983. The holidays are computed by the law's rule for any year, never listed by hand:
// six fixed dates, seven moved to the following Monday ("Ley Emiliani"), and five that follow
// Easter (Jueves and Viernes Santo, and Ascensión, Corpus Christi and Sagrado Corazón moved to Monday).
import { addDays, dayOfWeek } from './dates.js';

export interface Holiday {
  /** YYYY-MM-DD, the day it is observed (after any move to Monday). */
  readonly date: string;
  /** Its name as the calendar prints it. */
  readonly name: string;
}

/** Observed on their own date, whatever the weekday (Ley 51 de 1983, art. 1). */
const FIXED: readonly (readonly [number, number, string])[] = [
  [1, 1, 'Año Nuevo'],
  [5, 1, 'Día del Trabajo'],
  [7, 20, 'Día de la Independencia'],
  [8, 7, 'Batalla de Boyacá'],
  [12, 8, 'Inmaculada Concepción'],
  [12, 25, 'Navidad'],
];

/** Observed on the following Monday when they do not fall on one (Ley 51 de 1983, art. 1). */
const MOVED_TO_MONDAY: readonly (readonly [number, number, string])[] = [
  [1, 6, 'Reyes Magos'],
  [3, 19, 'San José'],
  [6, 29, 'San Pedro y San Pablo'],
  [8, 15, 'Asunción de la Virgen'],
  [10, 12, 'Día de la Raza'],
  [11, 1, 'Todos los Santos'],
  [11, 11, 'Independencia de Cartagena'],
];

/** Days from Easter Sunday; those moved to Monday are already the Monday (Ascensión +39 → +43, …). */
const FROM_EASTER: readonly (readonly [number, string])[] = [
  [-3, 'Jueves Santo'],
  [-2, 'Viernes Santo'],
  [43, 'Ascensión del Señor'],
  [64, 'Corpus Christi'],
  [71, 'Sagrado Corazón'],
];

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');
const dateOf = (year: number, month: number, day: number): string => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** Easter Sunday of a Gregorian year, by the anonymous Gregorian computus (Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return dateOf(year, month, day);
}

/** The date itself when it is a Monday, else the Monday after it. */
function nextMondayFrom(date: string): string {
  return addDays(date, (8 - dayOfWeek(date)) % 7);
}

const holidaysByYear = new Map<number, readonly Holiday[]>();

/** Colombia's national holidays of a year (Ley 51 de 1983), in date order. */
export function colombianHolidays(year: number): readonly Holiday[] {
  const known = holidaysByYear.get(year);
  if (known !== undefined) return known;
  const easter = easterSunday(year);
  const holidays = [
    ...FIXED.map(([month, day, name]) => ({ date: dateOf(year, month, day), name })),
    ...MOVED_TO_MONDAY.map(([month, day, name]) => ({ date: nextMondayFrom(dateOf(year, month, day)), name })),
    ...FROM_EASTER.map(([days, name]) => ({ date: addDays(easter, days), name })),
  ].sort((left, right) => (left.date < right.date ? -1 : left.date > right.date ? 1 : 0));
  holidaysByYear.set(year, holidays);
  return holidays;
}

/** Whether a date is one of Colombia's national holidays. */
export function isColombianHoliday(date: string): boolean {
  const year = Number(date.slice(0, 4));
  return colombianHolidays(year).some((holiday) => holiday.date === date);
}

/** R49: a day that counts towards a deadline — Monday to Friday and not a national holiday. */
export function isBusinessDay(date: string): boolean {
  // A text that is not a date is a RangeError naming it (dates.ts).
  const weekday = dayOfWeek(date);
  return weekday !== 0 && weekday !== 6 && !isColombianHoliday(date);
}

/**
 * R49: the `n`-th business day after `date`, counted from the day after it (the day itself never
 * counts, business day or not): a consulta received Friday 18 December 2026 is due, 10 business
 * days later, on Tuesday 5 January 2027. `n` is a whole number ≥ 0; 0 is the date itself.
 */
export function addBusinessDays(date: string, n: number): string {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`Not a count of business days: ${n}`);
  let day = date;
  for (let counted = 0; counted < n;) {
    day = addDays(day, 1);
    if (isBusinessDay(day)) counted += 1;
  }
  return day;
}

/**
 * R49: the business days from `from` to `to`, `from` not counted and `to` counted: 0 on the same day,
 * 1 from a Friday to the Monday after (a working one), negative when `to` is earlier.
 */
export function businessDaysBetween(from: string, to: string): number {
  if (to < from) return -businessDaysBetween(to, from);
  let count = 0;
  for (let day = from; day < to;) {
    day = addDays(day, 1);
    if (isBusinessDay(day)) count += 1;
  }
  return count;
}

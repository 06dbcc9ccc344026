// Calendar dates (`YYYY-MM-DD`, R2) and the gym's "today" (R1). Arithmetic runs on day numbers,
// never on local `Date` objects, so the server's own time zone cannot shift a date.
import { BIRTHDAY_ALERT_DAYS } from './plans.js';

export const DEFAULT_TIME_ZONE = 'America/Bogota';

const MS_PER_DAY = 86_400_000;
const DATE_PATTERN = /^([1-9]\d{3})-(\d{2})-(\d{2})$/;
const MONTH_KEY_PATTERN = /^[1-9]\d{3}-(0[1-9]|1[0-2])$/;
const ISO_INSTANT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function parts(date: string): CalendarDate | null {
  const match = DATE_PATTERN.exec(date);
  if (match === null) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

function partsOrThrow(date: string): CalendarDate {
  const found = parts(date);
  if (found === null) throw new RangeError(`Not a valid YYYY-MM-DD date: ${date}`);
  return found;
}

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

function toText({ year, month, day }: CalendarDate): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

function dayNumber(date: string): number {
  const { year, month, day } = partsOrThrow(date);
  return Date.UTC(year, month - 1, day) / MS_PER_DAY;
}

function fromDayNumber(days: number): string {
  const utc = new Date(days * MS_PER_DAY);
  return toText({ year: utc.getUTCFullYear(), month: utc.getUTCMonth() + 1, day: utc.getUTCDate() });
}

/** A real calendar date written `YYYY-MM-DD` (years 1000–9999); `2026-02-30` is not one. */
export function isValidDate(value: unknown): value is string {
  return typeof value === 'string' && parts(value) !== null;
}

const isInstantText = (text: string): boolean => ISO_INSTANT_PATTERN.test(text) && Number.isFinite(Date.parse(text));

/** An ISO-8601 instant with a time and an explicit offset (`Z` or `±hh:mm`). */
export function isValidInstant(value: unknown): value is string {
  return typeof value === 'string' && isInstantText(value);
}

/** The milliseconds since the epoch of a valid ISO instant; a RangeError naming anything else. */
export function instantMillis(instant: string): number {
  if (!isInstantText(instant)) throw new RangeError(`Not a valid ISO instant: ${instant}`);
  return Date.parse(instant);
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter;
}

function localParts(instant: string, timeZone: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const part of dayFormatter(timeZone).formatToParts(instantMillis(instant))) found[part.type] = part.value;
  return found;
}

/** The calendar date of `instant` in the gym's time zone (R1): 23:30 in Bogotá is still that day. */
export function localDate(instant: string, timeZone: string = DEFAULT_TIME_ZONE): string {
  const { year, month, day } = localParts(instant, timeZone);
  return `${year}-${month}-${day}`;
}

/**
 * The instant a gym-local day begins (00:00 there, R1), as ISO: `[start of D, start of D+1)` holds
 * every instant whose `localDate` is D, whatever the zone's offset that day.
 */
export function startOfLocalDay(date: string, timeZone: string = DEFAULT_TIME_ZONE): string {
  const midnightAsUtc = Date.parse(`${date}T00:00:00.000Z`);
  let guess = midnightAsUtc;
  // Twice: a zone whose offset changes near midnight needs the second look.
  for (let look = 0; look < 2; look += 1) {
    const { year, month, day, hour, minute } = localParts(new Date(guess).toISOString(), timeZone);
    guess += midnightAsUtc - Date.parse(`${year}-${month}-${day}T${hour}:${minute}:00.000Z`);
  }
  return new Date(guess).toISOString();
}

/** `dd/mm/aaaa HH:mm` of an instant in the gym's time zone, for attendance and audit lists. */
export function formatDateTime(instant: string, timeZone: string = DEFAULT_TIME_ZONE): string {
  const { year, month, day, hour, minute } = localParts(instant, timeZone);
  return `${day}/${month}/${year} ${hour}:${minute}`;
}

/** `HH:mm` of an instant in the gym's time zone: when a payment of the day was taken (cierre de caja). */
export function formatTime(instant: string, timeZone: string = DEFAULT_TIME_ZONE): string {
  const { hour, minute } = localParts(instant, timeZone);
  return `${hour}:${minute}`;
}

/** `dd/mm/aaaa`, as dates are shown to people (R2). Anything else is returned unchanged. */
export function formatDate(date: string): string {
  const found = parts(date);
  return found === null ? date : `${pad(found.day)}/${pad(found.month)}/${pad(found.year, 4)}`;
}

/** The calendar the app accepts (years 1000–9999, as `isValidDate`). */
export const FIRST_DATE = '1000-01-01';
export const LAST_DATE = '9999-12-31';

/**
 * Date arithmetic never leaves the accepted calendar: a result past its ends is its first or last
 * day. Otherwise an entry date in late 9999 would store the expiry '10000-01-31', which no date
 * rule can read again (every screen computing with it would fail).
 */
function withinCalendar(date: string): string {
  if (date.length > LAST_DATE.length || date > LAST_DATE) return LAST_DATE;
  return date < FIRST_DATE ? FIRST_DATE : date;
}

export function addDays(date: string, days: number): string {
  return withinCalendar(fromDayNumber(dayNumber(date) + days));
}

/** The day of the week of a date: 0 Sunday, 1 Monday, … 6 Saturday (as `Date#getUTCDay`). */
export function dayOfWeek(date: string): number {
  // Day 0 (1970-01-01) was a Thursday.
  return (((dayNumber(date) + 4) % 7) + 7) % 7;
}

/** Calendar months later, clamped to the target month's last day (R4: 31 Jan → 28/29 Feb). */
export function addMonthsClamped(date: string, months: number): string {
  const { year, month, day } = partsOrThrow(date);
  const index = year * 12 + (month - 1) + months;
  const target = { year: Math.floor(index / 12), month: (index % 12) + 1 };
  return withinCalendar(toText({ ...target, day: Math.min(day, daysInMonth(target.year, target.month)) }));
}

/** Whole days from `from` to `to`: positive when `to` is later. */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** The `YYYY-MM` month of a date, as the dashboard's income months are keyed. */
export function monthKey(date: string): string {
  partsOrThrow(date);
  return date.slice(0, 7);
}

export function isValidMonthKey(value: unknown): value is string {
  return typeof value === 'string' && MONTH_KEY_PATTERN.test(value);
}

/** The next occurrence of a birthday on or after `today`; 29 Feb counts as 28 Feb in other years (R15). */
export function nextBirthday(birthday: string, today: string): { readonly date: string; readonly daysToGo: number } {
  const born = partsOrThrow(birthday);
  const { year } = partsOrThrow(today);
  const on = (inYear: number): string =>
    toText({ year: inYear, month: born.month, day: Math.min(born.day, daysInMonth(inYear, born.month)) });
  const date = on(year) >= today ? on(year) : on(year + 1);
  return { date, daysToGo: daysBetween(today, date) };
}

/** Days to go when the next birthday falls within today … today + `windowDays` (R15), else null. */
export function birthdayWithin(
  birthday: string,
  today: string,
  windowDays: number = BIRTHDAY_ALERT_DAYS,
): number | null {
  const { daysToGo } = nextBirthday(birthday, today);
  return daysToGo <= windowDays ? daysToGo : null;
}

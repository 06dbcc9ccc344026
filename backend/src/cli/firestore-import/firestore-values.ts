// Reads the original product's field values in the shapes Firestore exports give them: dates as
// text, ISO instants or timestamp objects; numbers as numbers or text ('80000', '80.000', '$ 80.000').
import { isValidDate, isValidInstant, localDate, message } from '@gym/domain';

export type JsonRecord = Readonly<Record<string, unknown>>;

export const isRecord = (value: unknown): value is JsonRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Absent, null or blank text: the field was never filled. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

const asNumber = (value: unknown): number | undefined => {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) return Number(value.trim());
  return undefined;
};

function timestampSeconds(value: JsonRecord): number | undefined {
  const seconds = asNumber(value._seconds ?? value.seconds);
  if (seconds === undefined) return undefined;
  const nanos = asNumber(value._nanoseconds ?? value.nanoseconds ?? value.nanos ?? 0) ?? 0;
  return seconds + nanos / 1e9;
}

/** The instant of a Firestore timestamp object, or undefined when `value` is not one. */
function timestampInstant(value: unknown): string | undefined {
  if (!isRecord(value)) return undefined;
  const record = value;
  // node-firestore-import-export writes {"__time__": "ISO"}; firestore-export-import wraps with __datatype__.
  if (typeof record.__time__ === 'string') return isoInstant(record.__time__);
  if (record.__datatype__ === 'timestamp') return timestampInstant(record.value);
  const seconds = timestampSeconds(record);
  if (seconds === undefined) return undefined;
  const ms = Math.round(seconds * 1000);
  return Number.isFinite(ms) && Math.abs(ms) < 8.64e15 ? new Date(ms).toISOString() : undefined;
}

function isoInstant(text: string): string | undefined {
  return isValidInstant(text.trim()) ? new Date(Date.parse(text.trim())).toISOString() : undefined;
}

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?)$/;

/** An instant: a timestamp object, an ISO text with offset, or a local date-time read in `timeZone`. */
export function readInstant(value: unknown, timeZone: string): string | undefined {
  if (typeof value !== 'string') return timestampInstant(value);
  const local = LOCAL_DATE_TIME.exec(value.trim());
  if (local?.[1] && local[2] && isValidDate(local[1])) return zonedInstant(local[1], local[2], timeZone);
  return isoInstant(value);
}

/** A day, and the instant when the value carried a real time of day. */
export interface Moment {
  readonly date: string;
  readonly instant: string | null;
}

/**
 * A calendar day: 'YYYY-MM-DD', or the gym-local day of any instant `readInstant` accepts (R1).
 * An instant at exactly 00:00:00.000 UTC is a date-only value that JavaScript's
 * `new Date('YYYY-MM-DD')` turned into a timestamp: its UTC day is the day meant.
 */
export function readMoment(value: unknown, timeZone: string): Moment | undefined {
  if (typeof value === 'string' && isValidDate(value.trim())) return { date: value.trim(), instant: null };
  const instant = readInstant(value, timeZone);
  if (instant === undefined) return undefined;
  if (instant.endsWith('T00:00:00.000Z')) return { date: instant.slice(0, 10), instant: null };
  return { date: localDate(instant, timeZone), instant };
}

const wallClockParts = new Map<string, Intl.DateTimeFormat>();

function wallClock(ms: number, timeZone: string): number {
  let format = wallClockParts.get(timeZone);
  if (format === undefined) {
    const options = {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    } as const;
    format = new Intl.DateTimeFormat('en-US', { ...options, timeZone, hourCycle: 'h23' });
    wallClockParts.set(timeZone, format);
  }
  const part: Partial<Record<string, number>> = Object.fromEntries(
    format.formatToParts(ms).map(({ type, value }) => [type, Number(value)]),
  );
  return Date.UTC(
    part.year ?? 0,
    (part.month ?? 1) - 1,
    part.day ?? 1,
    part.hour ?? 0,
    part.minute ?? 0,
    part.second ?? 0,
  );
}

/** The instant whose wall clock in `timeZone` reads `date` `time` (e.g. noon of a date-only value). */
export function zonedInstant(date: string, time: string, timeZone: string): string {
  const asIfUtc = Date.parse(`${date}T${time.length === 5 ? `${time}:00` : time}Z`);
  const offset = wallClock(asIfUtc, timeZone) - Math.floor(asIfUtc / 1000) * 1000;
  return new Date(asIfUtc - offset).toISOString();
}

const GROUPED = /^-?\d{1,3}([.,])\d{3}(?:\1\d{3})*$/;
const DECIMAL = /^-?\d+(?:[.,]\d+)?$/;

/**
 * Whole pesos (R3): a number (rounded to the peso), or text with digits grouped by '.' or ','
 * as es-CO writes them ('80.000', '1.250.000'), optionally with '$' and spaces. '80.5' is 81.
 */
export function readMoney(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.round(value) : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.replace(/[\s\u00a0$]/g, '');
  if (GROUPED.test(text)) return Number(text.replace(/[.,]/g, ''));
  return DECIMAL.test(text) ? Math.round(Number(text.replace(',', '.'))) : undefined;
}

/** A measure, weight or height: a number, or text with '.' or ',' as the decimal mark ('72,5'). */
export function readDecimal(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return DECIMAL.test(text) ? Number(text.replace(',', '.')) : undefined;
}

/** Text as stored, trimmed; a number becomes its digits (phones are often stored as numbers). */
export function readText(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** How a value is quoted in a problem report: short and unambiguous. */
export function shown(value: unknown): string {
  const text = value === undefined ? message('IMPORT.NO_VALUE') : JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

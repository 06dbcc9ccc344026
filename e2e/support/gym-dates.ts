// Calendar dates as the app sees them: `YYYY-MM-DD` in the gym's time zone (R1), and the
// dd/mm/aaaa the screens show (R2).

export const GYM_TIME_ZONE = 'America/Bogota';

/** Today in the gym's time zone. */
export function gymToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: GYM_TIME_ZONE }).format(now);
}

/** `date` moved by `days` calendar days (negative: earlier). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** `2026-03-02` → `02/03/2026`. */
export function shownDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

/**
 * An instant inside the gym day `date`: noon in Bogotá (UTC−5, no daylight saving) for a past
 * day, and now for today (never an instant still to come).
 */
export function instantOn(date: string): Date {
  const noon = new Date(`${date}T17:00:00.000Z`);
  return date === gymToday() ? new Date(Math.min(noon.getTime(), Date.now())) : noon;
}

/** Whole pesos as the screens show them (R3), with Intl's own spaces. */
export function shownMoney(amount: number): string {
  return new Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP', maximumFractionDigits: 0 }).format(
    amount,
  );
}

/** `date` plus one calendar month, clamped to that month's last day (R4: 31 Jan → 28/29 Feb). */
export function addOneMonth(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(day, lastDay))).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/** `2026-03` as the month picker shows it: 'marzo de 2026'. */
export function shownMonth(monthKey: string): string {
  const [year, month] = monthKey.split('-').map(Number) as [number, number];
  return `${MONTHS[month - 1] ?? ''} de ${year}`;
}

/** The month picker's button for `2026-03`: 'mar' (dayjs's Spanish short names). */
export function monthButtonName(monthKey: string): string {
  const short = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];
  return short[Number(monthKey.slice(5, 7)) - 1] ?? '';
}

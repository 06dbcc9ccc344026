// Display formats the domain does not own: month names and decimals as read in Colombia (es-CO).
import { isMessageKey, isValidMonthKey, message } from '@gym/domain';

const monthFormatter = new Intl.DateTimeFormat('es-CO', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** `2026-03` → 'Marzo de 2026'; anything else is returned unchanged. */
export function formatMonth(monthKey: string): string {
  if (!isValidMonthKey(monthKey)) return monthKey;
  const [year, month] = monthKey.split('-').map(Number) as [number, number];
  const text = monthFormatter.format(Date.UTC(year, month - 1, 1));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// One formatter per number of decimals, made once: making an Intl formatter costs far more than using it
// (a dashboard or a profile formats hundreds of figures as it first renders).
const decimalFormatters = new Map<number, Intl.NumberFormat>();
const measureFormatter = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 1 });

/** A number with a decimal comma, e.g. 1.75 → '1,75' (exactly `digits` decimals). */
export function formatDecimal(value: number, digits: number): string {
  let formatter = decimalFormatters.get(digits);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat('es-CO', { minimumFractionDigits: digits, maximumFractionDigits: digits });
    decimalFormatters.set(digits, formatter);
  }
  return formatter.format(value);
}

/** A weight or measure: up to one decimal, e.g. 70.5 → '70,5', 70 → '70'. */
export function formatMeasure(value: number): string {
  return measureFormatter.format(value);
}

/** One measure of a record, e.g. `cuello`; 'N/A' when that record has none (a woman's lacks `biceps`). */
export function measureText(measures: Readonly<Partial<Record<string, number>>>, key: string): string {
  const value = measures[key];
  return value === undefined ? message('COMMON.NOT_AVAILABLE') : formatMeasure(value);
}

/** The catalogue's label of a body measure key ('gluteo_cadera' → 'Glúteo/Cadera'); the key when unknown. */
export function measureLabel(key: string): string {
  const labelKey = `MEASURE.${key}`;
  return isMessageKey(labelKey) ? message(labelKey) : key;
}

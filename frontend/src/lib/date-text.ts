// Dates as typed at the front desk: dd/mm/aaaa (also d/m/aaaa, with '-' or '.'), or YYYY-MM-DD.
import { isValidDate } from '@gym/domain';

const pad = (value: string): string => value.padStart(2, '0');

/** `17/05/1990` → `1990-05-17`; null when it is not a real date. */
export function parseTypedDate(text: string): string | null {
  const trimmed = text.trim();
  const local = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(trimmed);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  const date = local ? `${local[3]}-${pad(local[2])}-${pad(local[1])}` : iso ? trimmed : null;
  return date !== null && isValidDate(date) ? date : null;
}

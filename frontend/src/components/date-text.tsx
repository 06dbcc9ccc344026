// Dates as people read them (dd/mm/aaaa, R2), and instants in the gym's time zone (R1).
import { formatDate, formatDateTime, message } from '@gym/domain';
import { usePublicSettingsStore } from '../stores/public-settings-store';

/** A `YYYY-MM-DD` date as dd/mm/aaaa; `fallback` (default 'N/A') when there is none. */
export function DateText({ date, fallback }: { readonly date: string | null; readonly fallback?: string }) {
  // A date stays on one line; words ('N/A (Tiquetera)') may wrap in a narrow column (issue 30).
  return (
    <span style={date ? { whiteSpace: 'nowrap' } : undefined}>
      {date ? formatDate(date) : (fallback ?? message('COMMON.NOT_AVAILABLE'))}
    </span>
  );
}

/** An ISO instant as dd/mm/aaaa HH:mm in the gym's time zone. */
export function DateTimeText({ instant }: { readonly instant: string }) {
  const timeZone = usePublicSettingsStore((state) => state.timeZone);
  return <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(instant, timeZone)}</span>;
}

// Today's reminders (R50), shared by the menu's count and the Recordatorios screen: loaded when the
// shell opens, again every 30 seconds while it is open, after each mark, and when the tab is shown
// again, so a reminder another receptionist marked leaves every screen within half a minute. (Its
// parameter is null: `load(null)` loads it again; `reload` would do nothing.)
import { useEffect } from 'react';
import { send } from '../lib/api-client';
import { createQueryStore } from '../lib/create-query-store';

export const useRemindersStore = createQueryStore((_: null) =>
  send('listReminders', { fallback: 'REMINDERS.LOAD_FAILED' }),
);

export const REMINDERS_POLL_MS = 30_000;

/** Keeps the reminders fresh while the calling component is mounted (the shell's menu). */
export function useRemindersPolling(): void {
  useEffect(() => {
    const load = () => void useRemindersStore.getState().load(null);
    // A receptionist coming back to the tab sees what the others marked meanwhile at once.
    const onVisible = () => {
      if (document.visibilityState === 'visible') load();
    };
    load();
    const timer = setInterval(load, REMINDERS_POLL_MS);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
}

/** How many of today's reminders are still pending; null before the first answer. */
export function usePendingReminders(): number | null {
  return useRemindersStore((state) => state.data?.pending ?? null);
}

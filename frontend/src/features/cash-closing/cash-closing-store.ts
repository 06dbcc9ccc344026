// The cierre de caja on screen: the day chosen and its figures.
import { send } from '../../lib/api-client';
import { createQueryStore } from '../../lib/create-query-store';

export const useCashClosingStore = createQueryStore(
  (date: string) => send('getCashClosing', { query: { date }, fallback: 'SERVER.ERROR' }),
  // Another day's payments must not stay on screen under the new date.
  { keepsDataAcross: (previous, next) => previous === next },
);

/** R41: the day's turnos (the Turno panel and the sheet's list of turnos). */
export const useTurnosStore = createQueryStore(
  (day: string) => send('listTurnos', { query: { day }, fallback: 'SERVER.ERROR' }),
  { keepsDataAcross: (previous, next) => previous === next },
);

/** After a turno command: the panel and the cierre read their figures again. */
export async function reloadClosingAndTurnos(): Promise<void> {
  await Promise.all([useTurnosStore.getState().reload(), useCashClosingStore.getState().reload()]);
}

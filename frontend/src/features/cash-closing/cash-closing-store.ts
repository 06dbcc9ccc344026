// The cierre de caja on screen: the day chosen and its figures.
import { send } from '../../lib/api-client';
import { createQueryStore } from '../../lib/create-query-store';

export const useCashClosingStore = createQueryStore(
  (date: string) => send('getCashClosing', { query: { date }, fallback: 'SERVER.ERROR' }),
  // Another day's payments must not stay on screen under the new date.
  { keepsDataAcross: (previous, next) => previous === next },
);

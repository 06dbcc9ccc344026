// The Configuración screen's state: the history of price changes, and saving new prices, which
// refreshes both the history and today's prices every screen shows (R24).
import { create } from 'zustand';
import type { ChangePlanPricesRequest, ChangePlanPricesResponse, PriceChangeView } from '@gym/domain';
import { send, type ApiError } from '../../lib/api-client';
import { asApiError, type QueryStatus } from '../../lib/create-query-store';
import { usePlanPricesStore } from '../../stores/plan-prices-store';

interface PriceChangesState {
  readonly history: readonly PriceChangeView[] | null;
  readonly status: QueryStatus;
  readonly error: ApiError | null;
  /** Today's prices and the history, read again. */
  load: () => Promise<void>;
  /** Saves; a refusal rejects with the ApiError (its field names the input). */
  save: (request: ChangePlanPricesRequest, idempotencyKey: string) => Promise<ChangePlanPricesResponse>;
}

export const usePriceChangesStore = create<PriceChangesState>()((set, get) => ({
  history: null,
  status: 'idle',
  error: null,
  load: async () => {
    set({ status: 'loading', error: null });
    try {
      const [{ items }] = await Promise.all([
        send('getPriceChanges', { fallback: 'SERVER.ERROR' }),
        usePlanPricesStore.getState().load(),
      ]);
      set({ history: items, status: 'ready' });
    } catch (error) {
      set({ status: 'error', error: asApiError(error) });
    }
  },
  save: async (request, idempotencyKey) => {
    const answer = await send('changePlanPrices', { body: request, idempotencyKey, fallback: 'SETTINGS.SAVE_FAILED' });
    await get().load();
    return answer;
  },
}));

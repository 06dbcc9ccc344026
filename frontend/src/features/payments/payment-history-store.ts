// The page of the global payments history on screen (which page, its rows, loading or failed), and
// the payment method it is filtered by (issue 10).
import { create } from 'zustand';
import type { RecordedPaymentMethod } from '@gym/domain';
import { send } from '../../lib/api-client';
import { createQueryStore } from '../../lib/create-query-store';
import { HISTORY_PAGE_SIZE } from '../../lib/history-page';

interface PaymentFilterState {
  /** null: every method. */
  readonly method: RecordedPaymentMethod | null;
  /** Filters by `method` and goes back to the first page. */
  filterBy: (method: RecordedPaymentMethod | null) => Promise<void>;
}

export const usePaymentHistoryStore = createQueryStore((page: number) =>
  send('listPayments', {
    query: { page, pageSize: HISTORY_PAGE_SIZE, method: usePaymentFilterStore.getState().method },
    fallback: 'SERVER.ERROR',
  }),
);

export const usePaymentFilterStore = create<PaymentFilterState>()((set) => ({
  method: null,
  filterBy: async (method) => {
    set({ method });
    await usePaymentHistoryStore.getState().load(1);
  },
}));

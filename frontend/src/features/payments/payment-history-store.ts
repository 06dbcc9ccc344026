// The page of the global payments history on screen (which page, its rows, loading or failed), and
// the payment method it is filtered by (issue 10).
import { create } from 'zustand';
import type { PaymentPage, RecordedPaymentMethod } from '@gym/domain';
import { createQueryStore } from '../../lib/create-query-store';
import { fetchPayments } from './api/get-payments';

interface PaymentFilterState {
  /** null: every method. */
  readonly method: RecordedPaymentMethod | null;
  /** Filters by `method` and goes back to the first page. */
  filterBy: (method: RecordedPaymentMethod | null) => Promise<void>;
}

export const usePaymentHistoryStore = createQueryStore<number, PaymentPage>((page) =>
  fetchPayments(page, usePaymentFilterStore.getState().method),
);

export const usePaymentFilterStore = create<PaymentFilterState>()((set) => ({
  method: null,
  filterBy: async (method) => {
    set({ method });
    await usePaymentHistoryStore.getState().load(1);
  },
}));

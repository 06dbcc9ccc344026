// The cierre de caja on screen: the day chosen and its figures.
import type { CashClosingView } from '@gym/domain';
import { createQueryStore } from '../../lib/create-query-store';
import { fetchCashClosing } from './api/get-cash-closing';

export const useCashClosingStore = createQueryStore<string, CashClosingView>(fetchCashClosing, {
  // Another day's payments must not stay on screen under the new date.
  keepsDataAcross: (previous, next) => previous === next,
});

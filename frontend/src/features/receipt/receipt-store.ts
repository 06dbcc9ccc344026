// The receipt on screen.
import type { ReceiptView } from '@gym/domain';
import { createQueryStore } from '../../lib/create-query-store';
import { fetchReceipt } from './api/get-receipt';

export const useReceiptStore = createQueryStore<string, ReceiptView>(fetchReceipt, {
  keepsDataAcross: (previous, next) => previous === next,
});

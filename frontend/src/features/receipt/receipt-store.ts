// The receipt on screen.
import { send } from '../../lib/api-client';
import { createQueryStore } from '../../lib/create-query-store';

export const useReceiptStore = createQueryStore(
  (paymentId: string) => send('getReceipt', { params: { paymentId }, fallback: 'SERVER.ERROR' }),
  { keepsDataAcross: (previous, next) => previous === next },
);

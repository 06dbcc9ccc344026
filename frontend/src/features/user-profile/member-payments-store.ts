// The open member's 10 most recent payments and their total paid.
import { send } from '../../lib/api-client';
import { createQueryStore } from '../../lib/create-query-store';

export const useMemberPaymentsStore = createQueryStore(
  (memberId: string) => send('getMemberPayments', { params: { id: memberId }, fallback: 'SERVER.ERROR' }),
  { keepsDataAcross: (previous, next) => previous === next },
);

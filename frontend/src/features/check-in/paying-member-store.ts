// The member 'Cobrar' takes a payment from (issue 30): their profile, for the price and amount paid
// the payment form needs (a payment that would leave credit is asked about first).
import { send } from '../../lib/api-client';
import { createQueryStore } from '../../lib/create-query-store';

export const usePayingMemberStore = createQueryStore(
  (memberId: string) => send('getMemberProfile', { params: { id: memberId }, fallback: 'SERVER.ERROR' }),
  // Another member's figures must never show while this one loads.
  { keepsDataAcross: (previous, next) => previous === next },
);

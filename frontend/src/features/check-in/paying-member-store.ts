// The member 'Cobrar' takes a payment from (issue 30): their profile, for the price and amount paid
// the payment form needs (a payment that would leave credit is asked about first).
import type { MemberProfile } from '@gym/domain';
import { createQueryStore } from '../../lib/create-query-store';
import { fetchMember } from '../../lib/member-api';

export const usePayingMemberStore = createQueryStore<string, MemberProfile>(fetchMember, {
  // Another member's figures must never show while this one loads.
  keepsDataAcross: (previous, next) => previous === next,
});

// The open member's 10 most recent payments and their total paid.
import type { MemberPayments } from '@gym/domain';
import { createQueryStore } from '../../lib/create-query-store';
import { fetchMemberPayments } from './api/payments-api';

export const useMemberPaymentsStore = createQueryStore<string, MemberPayments>(fetchMemberPayments, {
  keepsDataAcross: (previous, next) => previous === next,
});

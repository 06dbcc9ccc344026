// A member's payments: the 10 most recent with the total paid (recording one: lib/payments-api.ts).
import { apiPath, type MemberPayments } from '@gym/domain';
import { apiClient } from '../../../lib/api-client';

export function fetchMemberPayments(memberId: string): Promise<MemberPayments> {
  return apiClient.get<MemberPayments>(apiPath('getMemberPayments', { id: memberId }), { fallback: 'SERVER.ERROR' });
}

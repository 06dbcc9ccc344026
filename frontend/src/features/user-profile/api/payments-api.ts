// A member's payments: the 10 most recent with the total paid, and recording a new one.
import { apiPath, type MemberPayments, type RecordPaymentRequest, type RecordPaymentResponse } from '@gym/domain';
import { apiClient } from '../../../lib/api-client';

export function fetchMemberPayments(memberId: string): Promise<MemberPayments> {
  return apiClient.get<MemberPayments>(apiPath('getMemberPayments', { id: memberId }), { fallback: 'SERVER.ERROR' });
}

export function recordPayment(
  memberId: string,
  request: RecordPaymentRequest,
  idempotencyKey: string,
): Promise<RecordPaymentResponse> {
  return apiClient.post<RecordPaymentResponse>(apiPath('recordPayment', { id: memberId }), request, {
    fallback: 'PAYMENT.RECORD_FAILED',
    idempotencyKey,
  });
}

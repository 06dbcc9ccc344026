// Recording a member's payment: the profile's 'Registrar Nuevo Pago' and Ingreso's 'Cobrar' both send it.
import { apiPath, type RecordPaymentRequest, type RecordPaymentResponse } from '@gym/domain';
import { apiClient } from './api-client';

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

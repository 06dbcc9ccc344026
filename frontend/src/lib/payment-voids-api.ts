// R29: POST /api/payments/{paymentId}/void, from every screen that lists a payment (profile, Pagos, receipt).
import { apiPath, type CommandResponse, type VoidPaymentRequest } from '@gym/domain';
import { apiClient } from './api-client';

export function voidPayment(
  paymentId: string,
  request: VoidPaymentRequest,
  idempotencyKey: string,
): Promise<CommandResponse> {
  return apiClient.post<CommandResponse>(apiPath('voidPayment', { paymentId }), request, {
    fallback: 'PAYMENT.VOID_FAILED',
    idempotencyKey,
  });
}

// GET /api/receipts/:paymentId: what a payment's printed receipt says.
import { apiPath, type ReceiptView } from '@gym/domain';
import { apiClient } from '../../../lib/api-client';

export function fetchReceipt(paymentId: string): Promise<ReceiptView> {
  return apiClient.get<ReceiptView>(apiPath('getReceipt', { paymentId }), { fallback: 'SERVER.ERROR' });
}

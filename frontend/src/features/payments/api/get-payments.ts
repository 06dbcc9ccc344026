// GET /api/payments: one page of every payment of the gym (or of one method), newest first (R16, R22).
import { apiPath, type PaymentPage, type RecordedPaymentMethod } from '@gym/domain';
import { apiClient } from '../../../lib/api-client';
import { HISTORY_PAGE_SIZE, withQuery } from '../../../lib/with-query';

export function fetchPayments(page: number, method: RecordedPaymentMethod | null = null): Promise<PaymentPage> {
  return apiClient.get<PaymentPage>(withQuery(apiPath('listPayments'), { page, pageSize: HISTORY_PAGE_SIZE, method }), {
    fallback: 'SERVER.ERROR',
  });
}

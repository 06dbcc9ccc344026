// GET /api/payments: one page of every payment of the gym, newest first (R16, R22).
import { apiPaths, type PaymentPage } from '@gym/domain';
import { apiClient } from '../../../lib/api-client';
import { HISTORY_PAGE_SIZE, withQuery } from '../../../lib/with-query';

export function fetchPayments(page: number): Promise<PaymentPage> {
  return apiClient.get<PaymentPage>(withQuery(apiPaths.payments, { page, pageSize: HISTORY_PAGE_SIZE }), {
    fallback: 'SERVER.ERROR',
  });
}

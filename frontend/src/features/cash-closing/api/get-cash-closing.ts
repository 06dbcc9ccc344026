// GET /api/cash-closing?date=: the cierre de caja of one day.
import { apiPath, type CashClosingView } from '@gym/domain';
import { apiClient } from '../../../lib/api-client';
import { withQuery } from '../../../lib/with-query';

export function fetchCashClosing(date: string): Promise<CashClosingView> {
  return apiClient.get<CashClosingView>(withQuery(apiPath('getCashClosing'), { date }), { fallback: 'SERVER.ERROR' });
}

// R32: closing a day with the cash counted (any staff member) and reopening it (an Administrador).
import { apiPath, type CommandResponse } from '@gym/domain';
import { apiClient } from '../../../lib/api-client';

export function closeCashDay(date: string, countedCash: number, idempotencyKey: string): Promise<CommandResponse> {
  return apiClient.post<CommandResponse>(
    apiPath('closeCashDay', { date }),
    { countedCash },
    {
      fallback: 'CASH_CLOSING.CLOSE_FAILED',
      idempotencyKey,
    },
  );
}

export function reopenCashDay(date: string, reason: string, idempotencyKey: string): Promise<CommandResponse> {
  return apiClient.post<CommandResponse>(
    apiPath('reopenCashDay', { date }),
    { reason },
    {
      fallback: 'CASH_CLOSING.REOPEN_FAILED',
      idempotencyKey,
    },
  );
}

// 'Mi cuenta' over HTTP: the signed-in account's own password, given the current one.
import { apiPath, type ChangeOwnPasswordRequest, type StaffCommandResponse } from '@gym/domain';
import { apiClient } from '../../../lib/api-client';

export function changeOwnPassword(request: ChangeOwnPasswordRequest): Promise<StaffCommandResponse> {
  return apiClient.post<StaffCommandResponse>(apiPath('changeOwnPassword'), request, { fallback: 'STAFF.SAVE_FAILED' });
}

/** Issue 30: the signed-in account's own name, the one receipts and histories show. */
export function changeOwnDisplayName(displayName: string, idempotencyKey: string): Promise<StaffCommandResponse> {
  return apiClient.post<StaffCommandResponse>(
    apiPath('changeOwnDisplayName'),
    { displayName },
    { fallback: 'STAFF.SAVE_FAILED', idempotencyKey },
  );
}

// 'Mi cuenta' over HTTP: the signed-in account's own password, given the current one.
import { staffPaths, type ChangeOwnPasswordRequest, type StaffCommandResponse } from '@gym/domain';
import { apiClient } from '../../../lib/api-client';

export function changeOwnPassword(request: ChangeOwnPasswordRequest): Promise<StaffCommandResponse> {
  return apiClient.post<StaffCommandResponse>(staffPaths.myPassword, request, { fallback: 'STAFF.SAVE_FAILED' });
}

// Staff accounts over HTTP (Administrador only, R25): the list, and every change to an account.
import {
  apiPath,
  type CreateStaffAccountRequest,
  type StaffCommandResponse,
  type StaffList,
  type StaffRole,
} from '@gym/domain';
import { apiClient } from '../../../lib/api-client';

const write = { fallback: 'STAFF.SAVE_FAILED' } as const;

export function fetchStaff(): Promise<StaffList> {
  return apiClient.get<StaffList>(apiPath('listStaff'), { fallback: 'SERVER.ERROR' });
}

export function createStaffAccount(request: CreateStaffAccountRequest): Promise<StaffCommandResponse> {
  return apiClient.post<StaffCommandResponse>(apiPath('createStaffAccount'), request, write);
}

export function setStaffPassword(id: string, password: string): Promise<StaffCommandResponse> {
  return apiClient.post<StaffCommandResponse>(apiPath('changeStaffPassword', { id }), { password }, write);
}

export function changeStaffRole(id: string, role: StaffRole): Promise<StaffCommandResponse> {
  return apiClient.post<StaffCommandResponse>(apiPath('changeStaffRole', { id }), { role }, write);
}

export function disableStaffAccount(id: string): Promise<StaffCommandResponse> {
  return apiClient.post<StaffCommandResponse>(apiPath('disableStaffAccount', { id }), {}, write);
}

export function enableStaffAccount(id: string): Promise<StaffCommandResponse> {
  return apiClient.post<StaffCommandResponse>(apiPath('enableStaffAccount', { id }), {}, write);
}

// The gym's details over HTTP (issue 30): read by receipts' and the cash closing's heading, saved in Configuración.
import { apiPath, type ChangeGymDetailsRequest, type CommandResponse, type GymDetailsView } from '@gym/domain';
import { apiClient } from './api-client';

export function fetchGymDetails(): Promise<GymDetailsView> {
  return apiClient.get<GymDetailsView>(apiPath('getGymDetails'), { fallback: 'SERVER.ERROR' });
}

export function changeGymDetails(request: ChangeGymDetailsRequest, idempotencyKey: string): Promise<CommandResponse> {
  return apiClient.post<CommandResponse>(apiPath('changeGymDetails'), request, {
    fallback: 'SETTINGS.GYM_DETAILS_SAVE_FAILED',
    idempotencyKey,
  });
}

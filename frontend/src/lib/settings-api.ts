// The gym's public settings: its name (header, login title) and the time zone that defines "today".
import { apiPath } from '@gym/domain';
import { apiClient } from './api-client';

export interface GymSettings {
  readonly gymName: string;
  readonly timeZone: string;
}

export function fetchSettings(): Promise<GymSettings> {
  return apiClient.get<GymSettings>(apiPath('getSettings'), { fallback: 'SERVER.ERROR' });
}

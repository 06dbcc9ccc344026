// Today's date (`YYYY-MM-DD`) in the gym's time zone (R1), for form defaults and the month picker.
import { localDate } from '@gym/domain';
import { usePublicSettingsStore } from '../stores/public-settings-store';

export function gymToday(timeZone: string, now: Date = new Date()): string {
  return localDate(now.toISOString(), timeZone);
}

export function useGymToday(): string {
  const timeZone = usePublicSettingsStore((state) => state.timeZone);
  return gymToday(timeZone);
}

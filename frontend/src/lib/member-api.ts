// One member's profile as the server reads it: the profile screen shows it, Ingreso's 'Cobrar' needs
// its price and amount paid.
import { apiPath, type MemberProfile } from '@gym/domain';
import { apiClient } from './api-client';

/** The profile, or an ApiError with status 404 ('Usuario no encontrado.') for an unknown or deleted id. */
export function fetchMember(memberId: string): Promise<MemberProfile> {
  return apiClient.get<MemberProfile>(apiPath('getMemberProfile', { id: memberId }), { fallback: 'SERVER.ERROR' });
}

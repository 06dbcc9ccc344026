// One member's profile: read it, edit it, renew the membership (R20).
import {
  apiPath,
  type CommandResponse,
  type EditMemberProfileRequest,
  type MemberProfile,
  type RenewMembershipRequest,
  type RenewMembershipResponse,
} from '@gym/domain';
import { apiClient } from '../../../lib/api-client';

/** The profile, or an ApiError with status 404 ('Usuario no encontrado.') for an unknown or deleted id. */
export function fetchMember(memberId: string): Promise<MemberProfile> {
  return apiClient.get<MemberProfile>(apiPath('getMemberProfile', { id: memberId }), { fallback: 'SERVER.ERROR' });
}

export function editMemberProfile(
  memberId: string,
  request: EditMemberProfileRequest,
  idempotencyKey: string,
): Promise<CommandResponse> {
  return apiClient.patch<CommandResponse>(apiPath('editMemberProfile', { id: memberId }), request, {
    fallback: 'MEMBER.UPDATE_FAILED',
    idempotencyKey,
  });
}

export function renewMembership(
  memberId: string,
  request: RenewMembershipRequest,
  idempotencyKey: string,
): Promise<RenewMembershipResponse> {
  return apiClient.post<RenewMembershipResponse>(apiPath('renewMembership', { id: memberId }), request, {
    fallback: 'MEMBERSHIP.RENEW_FAILED',
    idempotencyKey,
  });
}

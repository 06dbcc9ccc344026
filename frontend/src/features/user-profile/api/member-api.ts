// One member's profile: edit it, renew the membership (R20); reading it is lib/member-api.ts.
import {
  apiPath,
  type CommandResponse,
  type EditMemberProfileRequest,
  type RenewMembershipRequest,
  type RenewMembershipResponse,
} from '@gym/domain';
import { apiClient } from '../../../lib/api-client';

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

// R31: freezing a membership and ending the freeze (an Administrador's).
import { apiPath, type FreezeMembershipRequest, type OperationAnswer } from '@gym/domain';
import { apiClient } from '../../../lib/api-client';

export function freezeMembership(memberId: string, request: FreezeMembershipRequest, idempotencyKey: string) {
  return apiClient.post<OperationAnswer<'freezeMembership'>>(apiPath('freezeMembership', { id: memberId }), request, {
    fallback: 'PROFILE.FREEZE_FAILED',
    idempotencyKey,
  });
}

export function unfreezeMembership(memberId: string, idempotencyKey: string) {
  return apiClient.post<OperationAnswer<'unfreezeMembership'>>(
    apiPath('unfreezeMembership', { id: memberId }),
    {},
    {
      fallback: 'PROFILE.UNFREEZE_FAILED',
      idempotencyKey,
    },
  );
}

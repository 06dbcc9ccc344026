// A member's body-composition records (newest first) and saving a new set of measures.
import {
  apiPath,
  type MemberBodyCompositions,
  type RecordBodyCompositionRequest,
  type RecordBodyCompositionResponse,
} from '@gym/domain';
import { apiClient } from '../../../lib/api-client';

export function fetchMemberBodyCompositions(memberId: string): Promise<MemberBodyCompositions> {
  return apiClient.get<MemberBodyCompositions>(apiPath('getMemberBodyCompositions', { id: memberId }), {
    fallback: 'SERVER.ERROR',
  });
}

export function recordBodyComposition(
  memberId: string,
  request: RecordBodyCompositionRequest,
  idempotencyKey: string,
): Promise<RecordBodyCompositionResponse> {
  return apiClient.post<RecordBodyCompositionResponse>(apiPath('recordBodyComposition', { id: memberId }), request, {
    fallback: 'BODY_COMPOSITION.SAVE_FAILED',
    idempotencyKey,
  });
}

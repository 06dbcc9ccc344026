// A member's body-composition records (newest first) and saving a new set of measures.
import {
  apiPaths,
  type MemberBodyCompositions,
  type RecordBodyCompositionRequest,
  type RecordBodyCompositionResponse,
} from '@gym/domain';
import { apiClient } from '../../../lib/api-client';

export function fetchMemberBodyCompositions(memberId: string): Promise<MemberBodyCompositions> {
  return apiClient.get<MemberBodyCompositions>(apiPaths.memberBodyCompositions(memberId), { fallback: 'SERVER.ERROR' });
}

export function recordBodyComposition(
  memberId: string,
  request: RecordBodyCompositionRequest,
  idempotencyKey: string,
): Promise<RecordBodyCompositionResponse> {
  return apiClient.post<RecordBodyCompositionResponse>(apiPaths.memberBodyCompositions(memberId), request, {
    fallback: 'BODY_COMPOSITION.SAVE_FAILED',
    idempotencyKey,
  });
}

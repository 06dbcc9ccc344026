// The check-in desk's two calls: find members by what was typed or scanned, and record a visit (R28).
import { apiPath, type CheckInSearchResult, type RecordVisitResponse } from '@gym/domain';
import { apiClient } from '../../../lib/api-client';
import { withQuery } from '../../../lib/with-query';

export function searchCheckIn(text: string): Promise<CheckInSearchResult> {
  return apiClient.get<CheckInSearchResult>(withQuery(apiPath('searchCheckIn'), { q: text }), {
    fallback: 'SERVER.ERROR',
  });
}

export function recordVisit(memberId: string, idempotencyKey: string): Promise<RecordVisitResponse> {
  return apiClient.post<RecordVisitResponse>(
    apiPath('recordVisit', { id: memberId }),
    {},
    { fallback: 'VISIT.RECORD_FAILED', idempotencyKey },
  );
}

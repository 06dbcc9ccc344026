// GET /api/body-compositions: one page of every measurement, newest first, with every measure key found.
import { apiPath, type BodyCompositionPage } from '@gym/domain';
import { apiClient } from '../../../lib/api-client';
import { HISTORY_PAGE_SIZE, withQuery } from '../../../lib/with-query';

export function fetchBodyCompositions(page: number): Promise<BodyCompositionPage> {
  return apiClient.get<BodyCompositionPage>(
    withQuery(apiPath('listBodyCompositions'), { page, pageSize: HISTORY_PAGE_SIZE }),
    { fallback: 'SERVER.ERROR' },
  );
}

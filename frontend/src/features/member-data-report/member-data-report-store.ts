// R48 (a): the report of everything the gym holds on one member, loaded once for its page.
import { send } from '../../lib/api-client';
import { createQueryStore } from '../../lib/create-query-store';

export const useMemberDataReportStore = createQueryStore(
  (id: string) => send('getMemberDataReport', { params: { id }, fallback: 'DATA_REPORT.LOAD_FAILED' }),
  { keepsDataAcross: (previous, next) => previous === next },
);

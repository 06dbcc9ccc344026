// The member a filled authorisation form is printed for (R47), when the address names one.
import { send } from '../../lib/api-client';
import { createQueryStore } from '../../lib/create-query-store';

export const useFormMemberStore = createQueryStore(
  (id: string) => send('getMemberProfile', { params: { id }, fallback: 'SERVER.ERROR' }),
  { keepsDataAcross: (previous, next) => previous === next },
);

// The open member's body-composition records, newest first.
import { send } from '../../lib/api-client';
import { createQueryStore } from '../../lib/create-query-store';

export const useMemberBodyCompositionsStore = createQueryStore(
  (memberId: string) => send('getMemberBodyCompositions', { params: { id: memberId }, fallback: 'SERVER.ERROR' }),
  { keepsDataAcross: (previous, next) => previous === next },
);

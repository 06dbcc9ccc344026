// R49: the member's open reclamo, if any, for the profile's 'Reclamo en trámite'.
import { send } from '../../lib/api-client';
import { createQueryStore } from '../../lib/create-query-store';

export const useMemberOpenReclamoStore = createQueryStore(
  (memberId: string) => send('getMemberOpenReclamo', { params: { id: memberId }, fallback: 'SERVER.ERROR' }),
  // Another member's badge must never show while this one loads.
  { keepsDataAcross: (previous, next) => previous === next },
);

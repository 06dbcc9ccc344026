// The member whose profile is open: their profile as the server reads it, or why it could not be read.
import { send } from '../../lib/api-client';
import { createQueryStore } from '../../lib/create-query-store';

/** An unknown or deleted id fails with an ApiError of status 404 ('Usuario no encontrado.'). */
export const useMemberProfileStore = createQueryStore(
  (memberId: string) => send('getMemberProfile', { params: { id: memberId }, fallback: 'SERVER.ERROR' }),
  // Another member's profile must never show while this one loads.
  { keepsDataAcross: (previous, next) => previous === next },
);

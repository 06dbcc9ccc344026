// The member whose profile is open: their profile as the server reads it, or why it could not be read.
import type { MemberProfile } from '@gym/domain';
import { createQueryStore } from '../../lib/create-query-store';
import { fetchMember } from '../../lib/member-api';

export const useMemberProfileStore = createQueryStore<string, MemberProfile>(fetchMember, {
  // Another member's profile must never show while this one loads.
  keepsDataAcross: (previous, next) => previous === next,
});

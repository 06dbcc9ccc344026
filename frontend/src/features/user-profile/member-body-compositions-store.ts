// The open member's body-composition records, newest first.
import type { MemberBodyCompositions } from '@gym/domain';
import { createQueryStore } from '../../lib/create-query-store';
import { fetchMemberBodyCompositions } from './api/body-compositions-api';

export const useMemberBodyCompositionsStore = createQueryStore<string, MemberBodyCompositions>(
  fetchMemberBodyCompositions,
  { keepsDataAcross: (previous, next) => previous === next },
);

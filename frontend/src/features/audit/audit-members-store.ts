// The Auditoría screen's search: its text, the page shown and the members found.
import type { AuditMemberEntry, PageOf } from '@gym/domain';
import { createQueryStore } from '../../lib/create-query-store';
import { fetchAuditMembers, type AuditMembersQuery } from './api/audit-members-api';

export const useAuditMembersStore = createQueryStore<AuditMembersQuery, PageOf<AuditMemberEntry>>(fetchAuditMembers);

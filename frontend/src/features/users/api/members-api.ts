// The member list's calls: one page of members (searched and sorted by the server), register, delete.
import {
  apiPath,
  type CommandResponse,
  type MemberListItem,
  type MemberMatches,
  type MemberSortField,
  type PageOf,
  type RegisterMemberRequest,
  type RegisterMemberResponse,
  type SortDirection,
} from '@gym/domain';
import { apiClient } from '../../../lib/api-client';
import { withQuery } from '../../../lib/with-query';

export interface MemberListQuery {
  readonly search: string;
  /** null: the server's own order. */
  readonly sort: MemberSortField | null;
  readonly direction: SortDirection;
  readonly page: number;
  readonly pageSize: number;
}

export function fetchMembers(query: MemberListQuery): Promise<PageOf<MemberListItem>> {
  const path = withQuery(apiPath('listMembers'), {
    search: query.search.trim(),
    sort: query.sort,
    direction: query.sort === null ? null : query.direction,
    page: query.page,
    pageSize: query.pageSize,
  });
  return apiClient.get<PageOf<MemberListItem>>(path, { fallback: 'SERVER.ERROR' });
}

export function registerMember(
  request: RegisterMemberRequest,
  idempotencyKey: string,
): Promise<RegisterMemberResponse> {
  return apiClient.post<RegisterMemberResponse>(apiPath('registerMember'), request, {
    fallback: 'MEMBER.ADD_FAILED',
    idempotencyKey,
  });
}

export function deleteMember(memberId: string, idempotencyKey: string): Promise<CommandResponse> {
  return apiClient.delete<CommandResponse>(apiPath('deleteMember', { id: memberId }), {
    fallback: 'MEMBER.DELETE_FAILED',
    idempotencyKey,
  });
}

/** R36: the members already registered with this name and phone (same name without accents, same digits). */
export function fetchMemberMatches(name: string, phone: string): Promise<MemberMatches> {
  return apiClient.get<MemberMatches>(
    withQuery(apiPath('findMemberMatches'), { name: name.trim(), phone: phone.trim() }),
    {
      fallback: 'SERVER.ERROR',
    },
  );
}

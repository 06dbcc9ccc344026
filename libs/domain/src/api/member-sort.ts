// How the member list sorts: its fields and directions. Apart from member.schemas.ts and its zod, so
// the browser's Usuarios, which offers them, downloads no schema (issue 36).
export const MEMBER_SORT_FIELDS = ['name', 'plan', 'expiresOn', 'debt'] as const;
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type MemberSortField = (typeof MEMBER_SORT_FIELDS)[number];
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

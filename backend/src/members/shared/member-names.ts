// Histories show the member's current name: joined at query time from the members projection, so a
// rename never has to rewrite every row (and a deleted member keeps its name, R22).
import type { ReadQueries, SortKey } from '../../shared/read-store/read-store.port.js';
import { MEMBER_NAMES, type MemberNameDocument } from '../member-list/member-documents.js';

export async function memberNames(
  readStore: ReadQueries,
  memberIds: readonly string[],
): Promise<ReadonlyMap<string, MemberNameDocument>> {
  const ids = [...new Set(memberIds)];
  if (ids.length === 0) return new Map();
  const found = await readStore.find<MemberNameDocument>(MEMBER_NAMES, { filter: { id: { $in: ids } } });
  return new Map(found.items.map((doc) => [doc.id, doc]));
}

/** R42: the cédula (digits, or null) of each member named, deleted ones too: the exports' payer column. */
export async function memberCedulas(
  readStore: ReadQueries,
  memberIds: readonly string[],
): Promise<ReadonlyMap<string, string | null>> {
  const names = await memberNames(readStore, memberIds);
  return new Map([...names].map(([id, doc]) => [id, doc.cedula ?? null]));
}

/** R16: by date, then by order of recording, newest first; each step walks an index backwards. */
export function newestFirst(dateField: string): SortKey[] {
  return [dateField, 'sequence', 'id'].map((field) => ({ field, direction: 'desc' as const }));
}

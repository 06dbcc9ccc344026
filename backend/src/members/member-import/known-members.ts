// The gym's live members as the import matches rows against them (cédula, or name and phone),
// read from the members projection a page at a time.
import type { KnownMember } from '@gym/domain';
import type { ReadQueries } from '../../shared/read-store/read-store.port.js';
import { MEMBERS, type MemberListDocument } from '../member-list/member-documents.js';

const PAGE = 2_000;

export async function knownMembersIn(readStore: ReadQueries): Promise<KnownMember[]> {
  const members: KnownMember[] = [];
  for (let skip = 0; ; skip += PAGE) {
    const { items } = await readStore.find<MemberListDocument>(MEMBERS, {
      sort: [{ field: 'nameKey', direction: 'asc' }],
      skip,
      limit: PAGE,
    });
    for (const { id, name, phone, cedula } of items) members.push({ memberId: id, name, phone, cedula });
    if (items.length < PAGE) return members;
  }
}

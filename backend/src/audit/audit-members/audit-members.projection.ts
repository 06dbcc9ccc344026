// Every member stream ever written, deleted ones included, so an auditor can find and replay them.
import { eventOccurredAt, MEMBER_EVENT_TYPES, normaliseSearchText, searchTextOf } from '@gym/domain';
import { defineProjection } from '../../shared/projections/projection.js';

export const AUDIT_MEMBERS = 'audit_members';

export interface AuditMemberDocument {
  readonly id: string;
  readonly name: string;
  readonly phone: string;
  /** The name lower-cased without accents: the list sorts by it ('Ángela' before 'Julián'). */
  readonly nameKey: string;
  readonly search: string;
  readonly deleted: boolean;
  readonly registeredAt: string;
  readonly lastEventAt: string;
  readonly events: number;
  readonly [key: string]: unknown;
}

export const auditMembersProjection = defineProjection({
  name: 'audit_members',
  version: 2,
  collections: [
    {
      name: AUDIT_MEMBERS,
      fields: { nameKey: 'text', search: 'text', deleted: 'boolean', registeredAt: 'text' },
      indexes: [['nameKey', 'id'], ['registeredAt']],
    },
  ],
  eventTypes: MEMBER_EVENT_TYPES,
  documentsRead: (event) => [{ collection: AUDIT_MEMBERS, id: event.data.memberId }],
  apply(event, documents) {
    const at = eventOccurredAt(event);
    if (event.type === 'MemberRegistered' || event.type === 'MemberImported') {
      const { memberId, name, phone } = event.data;
      const entry: AuditMemberDocument = {
        id: memberId,
        name,
        phone,
        nameKey: normaliseSearchText(name),
        search: searchTextOf(name, phone),
        deleted: false,
        registeredAt: at,
        lastEventAt: at,
        events: 1,
      };
      documents.put(AUDIT_MEMBERS, entry);
      return;
    }
    const entry = documents.get<AuditMemberDocument>(AUDIT_MEMBERS, event.data.memberId);
    if (!entry) return;
    const name = event.type === 'MemberDetailsChanged' ? (event.data.changes.name ?? entry.name) : entry.name;
    const phone = event.type === 'MemberDetailsChanged' ? (event.data.changes.phone ?? entry.phone) : entry.phone;
    const renamed = name !== entry.name || phone !== entry.phone;
    documents.put(AUDIT_MEMBERS, {
      ...entry,
      name,
      phone,
      nameKey: renamed ? normaliseSearchText(name) : entry.nameKey,
      search: renamed ? searchTextOf(name, phone) : entry.search,
      deleted: entry.deleted || event.type === 'MemberDeleted',
      lastEventAt: at,
      events: entry.events + 1,
    });
  },
});

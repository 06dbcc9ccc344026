// Every member stream ever written, deleted ones included, so an auditor can find and replay them.
import {
  eventOccurredAt,
  eventStaffId,
  MEMBER_EVENT_TYPES,
  message,
  normaliseSearchText,
  searchTextOf,
} from '@gym/domain';
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
  /** R44: the cédula it has (digits), for 'Eliminados'; null without one. */
  readonly cedula?: string | null;
  /** R44: when and by whom it was deleted ('Eliminados'); null while it is not. */
  readonly deletedAt?: string | null;
  readonly deletedBy?: string | null;
  /** R48: the member's data was suppressed ('Titular suprimido'). */
  readonly suppressed?: boolean;
  readonly registeredAt: string;
  readonly lastEventAt: string;
  readonly events: number;
  readonly [key: string]: unknown;
}

export const auditMembersProjection = defineProjection({
  name: 'audit_members',
  // 3: the cédula, and who deleted a member and when, for 'Eliminados' (R44). 4: a supresión blanks the entry (R48).
  version: 4,
  collections: [
    {
      name: AUDIT_MEMBERS,
      fields: { nameKey: 'text', search: 'text', deleted: 'boolean', registeredAt: 'text', deletedAt: 'text' },
      indexes: [['nameKey', 'id'], ['registeredAt'], ['deleted', 'deletedAt']],
    },
  ],
  eventTypes: MEMBER_EVENT_TYPES,
  documentsRead: (event) => [{ collection: AUDIT_MEMBERS, id: event.data.memberId }],
  apply(event, documents) {
    const at = eventOccurredAt(event);
    if (event.type === 'MemberRegistered' || event.type === 'MemberImported') {
      const { memberId, name, phone, cedula } = event.data;
      const entry: AuditMemberDocument = {
        id: memberId,
        name,
        phone,
        nameKey: normaliseSearchText(name),
        search: searchTextOf(name, phone),
        deleted: false,
        cedula: cedula ?? null,
        deletedAt: null,
        deletedBy: null,
        registeredAt: at,
        lastEventAt: at,
        events: 1,
      };
      documents.put(AUDIT_MEMBERS, entry);
      return;
    }
    const entry = documents.get<AuditMemberDocument>(AUDIT_MEMBERS, event.data.memberId);
    if (!entry) return;
    if (event.type === 'MemberSuppressed' || entry.suppressed === true) {
      // R48 (c): nothing personal stays; out of 'Eliminados', since a supresión is never restored.
      const holder = message('PRIVACY.SUPPRESSED_HOLDER');
      documents.put(AUDIT_MEMBERS, {
        ...entry,
        name: holder,
        phone: '',
        nameKey: normaliseSearchText(holder),
        search: '',
        cedula: null,
        deleted: false,
        deletedAt: null,
        deletedBy: null,
        suppressed: true,
        lastEventAt: at,
        events: entry.events + 1,
      });
      return;
    }
    const name = event.type === 'MemberDetailsChanged' ? (event.data.changes.name ?? entry.name) : entry.name;
    const phone = event.type === 'MemberDetailsChanged' ? (event.data.changes.phone ?? entry.phone) : entry.phone;
    const renamed = name !== entry.name || phone !== entry.phone;
    const changedCedula = event.type === 'MemberDetailsChanged' ? event.data.changes.cedula : undefined;
    const deletion = deletionOf(event.type, entry, at, eventStaffId(event));
    documents.put(AUDIT_MEMBERS, {
      ...entry,
      name,
      phone,
      nameKey: renamed ? normaliseSearchText(name) : entry.nameKey,
      search: renamed ? searchTextOf(name, phone) : entry.search,
      cedula: changedCedula === undefined ? (entry.cedula ?? null) : changedCedula,
      ...deletion,
      lastEventAt: at,
      events: entry.events + 1,
    });
  },
});

/** R22 + R44: deleted with who and when, and back again on a restore; other events leave it be. */
function deletionOf(
  type: string,
  entry: AuditMemberDocument,
  at: string,
  staffId: string,
): Pick<AuditMemberDocument, 'deleted' | 'deletedAt' | 'deletedBy'> {
  if (type === 'MemberDeleted') return { deleted: true, deletedAt: at, deletedBy: staffId };
  if (type === 'MemberRestored') return { deleted: false, deletedAt: null, deletedBy: null };
  return { deleted: entry.deleted, deletedAt: entry.deletedAt ?? null, deletedBy: entry.deletedBy ?? null };
}

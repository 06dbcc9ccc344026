// Actividad del personal: one document per thing a staff account did (a payment, a date edit, a
// reset, a deletion, an account or a price changed), with who, when and whom it is about, newest
// first by its place in the log. The events it lists are the domain's STAFF_ACTIVITY_EVENT_TYPES;
// the sentence is written when read (the catalogue's, and the member's audit timeline's). Issue 41:
// the rows one account imported from one file on one day are one line, its first row's document, and
// the others hang under it (`inGroup`); the group's count is kept in its own small document.
// R48: an entry whose event holds a member's personal data keeps it erased; the data itself is kept
// beside, by the entry's id, as the query shows it: with the health fields (STAFF_ACTIVITY_SENSITIVE),
// and without them (STAFF_ACTIVITY_PERSONAL). A revocation deletes the first, a supresión both, so
// the read store keeps what a rebuild, which reads those fields erased, would hold.
import {
  activityGroupKey,
  activityKind,
  activityRecord,
  activitySubject,
  eventOccurredAt,
  eventStaffId,
  isListedActivity,
  personalFieldsOf,
  STAFF_ACTIVITY_EVENT_TYPES,
  type ActivityKind,
  type StaffActivityRecord,
} from '@gym/domain';
import type { JsonObject } from '../../shared/event-store/event-store.port.js';
import { erasedPersonalFields, erasedSensitiveFields } from '../../shared/personal-data/personal-fields.js';
import { defineProjection, type DocumentSession, type ProjectedEvent } from '../../shared/projections/projection.js';

export const STAFF_ACTIVITY = 'staff_activity';
export const STAFF_ACTIVITY_GROUPS = 'staff_activity_groups';
/** The records of the entries holding a member's personal data, their health fields erased (R48 c). */
export const STAFF_ACTIVITY_PERSONAL = 'staff_activity_personal';
/** The records of the entries holding a member's health data, as they are (R48 b). */
export const STAFF_ACTIVITY_SENSITIVE = 'staff_activity_sensitive';

/** A record of an entry kept beside it (`id`: the entry's), under the member whose data it holds. */
export interface StaffActivityRecordDocument {
  readonly id: string;
  readonly personalOf?: string;
  readonly sensitiveOf?: string;
  readonly record: StaffActivityRecord;
  readonly [key: string]: unknown;
}

export interface StaffActivityDocument {
  /** The event's id: one document per event, never replaced. */
  readonly id: string;
  /** Who did it (the event's metadata, R23); `system` for start-up and tooling. */
  readonly staffId: string;
  /** When (ISO instant): the screen asks for a gym-local day as a range of these. */
  readonly occurredAt: string;
  /** The event's place in the log: the order of the day. */
  readonly position: number;
  readonly subjectKind: 'member' | 'staff' | 'gym';
  /** The member or the staff account it is about; null for the gym's prices. */
  readonly subjectId: string | null;
  /** The event without secrets, to write its sentence from. */
  readonly record: StaffActivityRecord;
  /** What the screen filters by. */
  readonly kind: ActivityKind;
  /** The group of imported rows it belongs to (its first row and the others), or null. */
  readonly groupKey: string | null;
  /** The group it is listed under, for every row but the group's first; null for a line of its own. */
  readonly inGroup: string | null;
  /** The member whose personal data the record holds, erased here and kept beside (R48); or null. */
  readonly personalOf: string | null;
  readonly [key: string]: unknown;
}

export interface StaffActivityGroupDocument {
  /** The group's key (`activityGroupKey`). */
  readonly id: string;
  readonly rows: number;
  /** The group's first row: its line. */
  readonly firstId: string;
  readonly lastPosition: number;
  readonly [key: string]: unknown;
}

const withData = (record: StaffActivityRecord, data: JsonObject): StaffActivityRecord =>
  ({ ...record, data }) as StaffActivityRecord;

/**
 * The entry as kept, its member's personal fields erased, and the records kept beside it; the entry
 * as it is for an event that holds no member's personal data.
 */
function entryWithData(entry: StaffActivityDocument, documents: DocumentSession): StaffActivityDocument {
  const { record, subjectKind, subjectId } = entry;
  if (subjectKind !== 'member' || subjectId === null || personalFieldsOf(record.type) === undefined) return entry;
  const data = record.data as unknown as JsonObject;
  const withoutHealth = erasedSensitiveFields(record.type, data);
  if (withoutHealth !== data) documents.put(STAFF_ACTIVITY_SENSITIVE, { id: entry.id, sensitiveOf: subjectId, record });
  documents.put(STAFF_ACTIVITY_PERSONAL, {
    id: entry.id,
    personalOf: subjectId,
    record: withData(record, withoutHealth),
  });
  return { ...entry, record: withData(record, erasedPersonalFields(record.type, data)), personalOf: subjectId };
}

function groupKeyOf(event: ProjectedEvent<(typeof STAFF_ACTIVITY_EVENT_TYPES)[number]>): string | null {
  return activityGroupKey(activityRecord(event), eventStaffId(event), eventOccurredAt(event));
}

export const staffActivityProjection = defineProjection({
  name: 'staff_activity',
  // 2: voids, freezes and the cash days' closings and reopenings (R29, R31, R32). 3: kinds, an import
  // as one line, saldos migrados left to it (issue 41, R43). 4: products, their stock and sales (R40).
  // 5: a member's personal data kept beside the entries, deleted by a revocation or a supresión (R48).
  version: 5,
  collections: [
    {
      name: STAFF_ACTIVITY,
      fields: {
        staffId: 'text',
        occurredAt: 'text',
        position: 'number',
        kind: 'text',
        groupKey: 'text',
        inGroup: 'text',
      },
      indexes: [
        ['occurredAt', 'position'],
        ['staffId', 'occurredAt', 'position'],
        ['kind', 'occurredAt', 'position'],
        ['groupKey', 'position'],
      ],
      appendOnly: true,
    },
    { name: STAFF_ACTIVITY_GROUPS, fields: { rows: 'number' } },
    { name: STAFF_ACTIVITY_PERSONAL, fields: { personalOf: 'text' }, indexes: [['personalOf']] },
    { name: STAFF_ACTIVITY_SENSITIVE, fields: { sensitiveOf: 'text' }, indexes: [['sensitiveOf']] },
  ],
  eventTypes: STAFF_ACTIVITY_EVENT_TYPES,
  documentsRead: (event) => {
    const key = groupKeyOf(event);
    return key === null ? [] : [{ collection: STAFF_ACTIVITY_GROUPS, id: key }];
  },
  apply(event, documents) {
    const record = activityRecord(event);
    if (event.type === 'MemberSuppressed')
      documents.deleteWhere(STAFF_ACTIVITY_PERSONAL, { personalOf: event.data.memberId });
    if (event.type === 'MemberSuppressed' || event.type === 'MemberSensitiveAuthorizationRevoked')
      documents.deleteWhere(STAFF_ACTIVITY_SENSITIVE, { sensitiveOf: event.data.memberId });
    if (!isListedActivity(record)) return;
    const subject = activitySubject(record);
    const groupKey = groupKeyOf(event);
    const group = groupKey === null ? null : documents.get<StaffActivityGroupDocument>(STAFF_ACTIVITY_GROUPS, groupKey);
    const entry: StaffActivityDocument = {
      id: event.id,
      staffId: eventStaffId(event),
      occurredAt: eventOccurredAt(event),
      position: event.position,
      subjectKind: subject.kind,
      subjectId: subject.kind === 'gym' ? null : subject.id,
      record,
      kind: activityKind(record),
      groupKey,
      inGroup: group === null || group.firstId === event.id ? null : groupKey,
      personalOf: null,
    };
    documents.put(STAFF_ACTIVITY, entryWithData(entry, documents));
    // Counted once per event, even if an event were applied again.
    if (groupKey === null || (group !== null && group.lastPosition >= event.position)) return;
    documents.put(STAFF_ACTIVITY_GROUPS, {
      id: groupKey,
      rows: (group?.rows ?? 0) + 1,
      firstId: group?.firstId ?? event.id,
      lastPosition: event.position,
    });
  },
});

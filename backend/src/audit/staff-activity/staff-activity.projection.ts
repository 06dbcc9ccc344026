// Actividad del personal: one document per thing a staff account did (a payment, a date edit, a
// reset, a deletion, an account or a price changed), with who, when and whom it is about, newest
// first by its place in the log. The events it lists are the domain's STAFF_ACTIVITY_EVENT_TYPES;
// the sentence is written when read (the catalogue's, and the member's audit timeline's). Issue 41:
// the rows one account imported from one file on one day are one line, its first row's document, and
// the others hang under it (`inGroup`); the group's count is kept in its own small document.
// R48 (c): an entry whose event holds a member's personal data is kept twice, as it is and with those
// fields erased (STAFF_ACTIVITY_ERASED); the member's supresión swaps the second in for the first, so
// the read store keeps none of it (as a rebuild, which reads the erased fields, would hold).
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
import { erasedPersonalFields } from '../../shared/personal-data/personal-fields.js';
import { defineProjection, type DocumentSession, type ProjectedEvent } from '../../shared/projections/projection.js';

export const STAFF_ACTIVITY = 'staff_activity';
export const STAFF_ACTIVITY_GROUPS = 'staff_activity_groups';
/** The entries holding a member's personal data, with it erased: what a supresión puts in their place. */
export const STAFF_ACTIVITY_ERASED = 'staff_activity_erased';

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
  /** The member whose personal data the record holds (R48), or null: the entry a supresión replaces. */
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

/** The entry with its member's personal fields erased, or null for a kind of event that holds none. */
function erasedEntry(entry: StaffActivityDocument): StaffActivityDocument | null {
  const { type, data } = entry.record;
  if (entry.subjectKind !== 'member' || entry.subjectId === null || personalFieldsOf(type) === undefined) return null;
  const erased = erasedPersonalFields(type, data);
  return { ...entry, record: { ...entry.record, data: erased } as StaffActivityRecord, personalOf: entry.subjectId };
}

/** R48 (c): every entry holding the member's personal data replaced by its erased copy. */
function eraseMember(memberId: string, documents: DocumentSession): void {
  documents.deleteWhere(STAFF_ACTIVITY, { personalOf: memberId });
  documents.copyWhere(STAFF_ACTIVITY_ERASED, STAFF_ACTIVITY, { personalOf: memberId });
  documents.deleteWhere(STAFF_ACTIVITY_ERASED, { personalOf: memberId });
}

function groupKeyOf(event: ProjectedEvent<(typeof STAFF_ACTIVITY_EVENT_TYPES)[number]>): string | null {
  return activityGroupKey(activityRecord(event), eventStaffId(event), eventOccurredAt(event));
}

export const staffActivityProjection = defineProjection({
  name: 'staff_activity',
  // 2: voids, freezes and the cash days' closings and reopenings (R29, R31, R32). 3: kinds, an import
  // as one line, saldos migrados left to it (issue 41, R43). 4: products, their stock and sales (R40).
  // 5: a suppressed member's personal data erased from the entries (R48 c).
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
        personalOf: 'text',
      },
      indexes: [
        ['occurredAt', 'position'],
        ['staffId', 'occurredAt', 'position'],
        ['kind', 'occurredAt', 'position'],
        ['groupKey', 'position'],
        ['personalOf'],
      ],
      appendOnly: true,
    },
    { name: STAFF_ACTIVITY_GROUPS, fields: { rows: 'number' } },
    { name: STAFF_ACTIVITY_ERASED, fields: { personalOf: 'text' }, indexes: [['personalOf']], appendOnly: true },
  ],
  eventTypes: STAFF_ACTIVITY_EVENT_TYPES,
  documentsRead: (event) => {
    const key = groupKeyOf(event);
    return key === null ? [] : [{ collection: STAFF_ACTIVITY_GROUPS, id: key }];
  },
  apply(event, documents) {
    const record = activityRecord(event);
    if (event.type === 'MemberSuppressed') eraseMember(event.data.memberId, documents);
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
    const erased = erasedEntry(entry);
    documents.put(STAFF_ACTIVITY, erased === null ? entry : { ...entry, personalOf: erased.personalOf });
    if (erased !== null) documents.put(STAFF_ACTIVITY_ERASED, erased);
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

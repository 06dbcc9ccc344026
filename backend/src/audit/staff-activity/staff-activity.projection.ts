// Actividad del personal: one document per thing a staff account did (a payment, a date edit, a
// reset, a deletion, an account or a price changed), with who, when and whom it is about, newest
// first by its place in the log. The events it lists are the domain's STAFF_ACTIVITY_EVENT_TYPES;
// the sentence is written when read (the catalogue's, and the member's audit timeline's).
import {
  activityRecord,
  activitySubject,
  eventOccurredAt,
  eventStaffId,
  STAFF_ACTIVITY_EVENT_TYPES,
  type StaffActivityRecord,
} from '@gym/domain';
import { defineProjection } from '../../shared/projections/projection.js';

export const STAFF_ACTIVITY = 'staff_activity';

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
  readonly [key: string]: unknown;
}

export const staffActivityProjection = defineProjection({
  name: 'staff_activity',
  // 2: voids, freezes and the cash days' closings and reopenings (R29, R31, R32).
  version: 2,
  collections: [
    {
      name: STAFF_ACTIVITY,
      fields: { staffId: 'text', occurredAt: 'text', position: 'number' },
      indexes: [
        ['occurredAt', 'position'],
        ['staffId', 'occurredAt', 'position'],
      ],
      appendOnly: true,
    },
  ],
  eventTypes: STAFF_ACTIVITY_EVENT_TYPES,
  documentsRead: () => [],
  apply(event, documents) {
    const record = activityRecord(event);
    const subject = activitySubject(record);
    const entry: StaffActivityDocument = {
      id: event.id,
      staffId: eventStaffId(event),
      occurredAt: eventOccurredAt(event),
      position: event.position,
      subjectKind: subject.kind,
      subjectId: subject.kind === 'gym' ? null : subject.id,
      record,
    };
    documents.put(STAFF_ACTIVITY, entry);
  },
});

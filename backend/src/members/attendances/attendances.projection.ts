// The attendances projection: every visit of a live member (R28): a Tiquetera's attendance or
// another plan's check-in. R22 drops a deleted member's; R44 keeps them aside for a restore.
import type { PlanId } from '@gym/domain';
import { defineProjection, unhandled } from '../../shared/projections/projection.js';
import type { CollectionSpec } from '../../shared/read-store/read-store.port.js';

export const ATTENDANCES = 'attendances';
/** R44: a deleted member's visits, read by no screen, until a restore puts them back. */
export const DELETED_MEMBERS_ATTENDANCES = 'deleted_members_attendances';

export interface AttendanceDocument {
  readonly id: string;
  readonly memberId: string;
  readonly attendedOn: string;
  readonly attendedAt: string;
  /** The member's plan that day: 'ticket_book' for an attendance that used a day. */
  readonly plan: PlanId;
  /** The event's global position: the order of recording (R16). */
  readonly sequence: number;
  readonly [key: string]: unknown;
}

const collections: readonly CollectionSpec[] = [
  {
    name: ATTENDANCES,
    fields: { memberId: 'text', attendedOn: 'text', sequence: 'number' },
    indexes: [
      ['attendedOn', 'sequence'],
      ['memberId', 'attendedOn', 'sequence'],
    ],
    // One document per attendance event, never replaced (a deleted member's go all at once).
    appendOnly: true,
  },
  { name: DELETED_MEMBERS_ATTENDANCES, fields: { memberId: 'text' }, indexes: [['memberId']] },
];

export const attendancesProjection = defineProjection({
  name: 'attendances',
  // 2: every plan's visits (R28), with the plan. 3: a deleted member's kept aside (R44).
  version: 3,
  collections,
  eventTypes: ['AttendanceMarked', 'VisitRecorded', 'MemberDeleted', 'MemberRestored'],
  documentsRead: () => [],
  apply(event, documents) {
    switch (event.type) {
      case 'AttendanceMarked': {
        const { attendanceId, memberId, attendedOn, attendedAt } = event.data;
        const attendance: AttendanceDocument = {
          id: attendanceId,
          memberId,
          attendedOn,
          attendedAt,
          plan: 'ticket_book',
          sequence: event.position,
        };
        documents.put(ATTENDANCES, attendance);
        return;
      }
      case 'VisitRecorded': {
        const { visitId, memberId, visitedOn, visitedAt, plan } = event.data;
        const visit: AttendanceDocument = {
          id: visitId,
          memberId,
          attendedOn: visitedOn,
          attendedAt: visitedAt,
          plan,
          sequence: event.position,
        };
        documents.put(ATTENDANCES, visit);
        return;
      }
      case 'MemberDeleted':
        documents.copyWhere(ATTENDANCES, DELETED_MEMBERS_ATTENDANCES, { memberId: event.data.memberId });
        documents.deleteWhere(ATTENDANCES, { memberId: event.data.memberId });
        return;
      case 'MemberRestored':
        documents.copyWhere(DELETED_MEMBERS_ATTENDANCES, ATTENDANCES, { memberId: event.data.memberId });
        documents.deleteWhere(DELETED_MEMBERS_ATTENDANCES, { memberId: event.data.memberId });
        return;
      default:
        unhandled(event);
    }
  },
});

// The attendances projection: every Tiquetera attendance of a live member (R22 drops a deleted one's).
import { defineProjection, unhandled } from '../../shared/projections/projection.js';
import type { CollectionSpec } from '../../shared/read-store/read-store.port.js';

export const ATTENDANCES = 'attendances';

export interface AttendanceDocument {
  readonly id: string;
  readonly memberId: string;
  readonly attendedOn: string;
  readonly attendedAt: string;
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
];

export const attendancesProjection = defineProjection({
  name: 'attendances',
  version: 1,
  collections,
  eventTypes: ['AttendanceMarked', 'MemberDeleted'],
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
          sequence: event.position,
        };
        documents.put(ATTENDANCES, attendance);
        return;
      }
      case 'MemberDeleted':
        documents.deleteWhere(ATTENDANCES, { memberId: event.data.memberId });
        return;
      default:
        unhandled(event);
    }
  },
});

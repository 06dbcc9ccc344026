// The body-composition projection: each live member's measurement records (R22 drops a deleted
// one's; R44 keeps them aside for a restore) and the count of records per measure key, gym-wide and
// per member.
import { eventOccurredAt } from '@gym/domain';
import { defineProjection, unhandled } from '../../shared/projections/projection.js';
import {
  addCounts,
  ALL_MEMBERS,
  BODY_COMPOSITIONS,
  bodyCompositionCollections,
  DELETED_MEMBERS_BODY_COMPOSITIONS,
  deletedMemberCounts,
  MEASURE_KEY_COUNTS,
  type BodyCompositionDocument,
  type MeasureKeyCountsDocument,
} from './body-composition-documents.js';

const noCounts = (id: string): MeasureKeyCountsDocument => ({ id, counts: {} });

export const bodyCompositionsProjection = defineProjection({
  name: 'body_compositions',
  // 2: a deleted member's records and counts kept aside (R44). 3: erased by a revocation or a supresión (R48).
  version: 3,
  collections: bodyCompositionCollections,
  eventTypes: [
    'BodyCompositionRecorded',
    'MemberDeleted',
    'MemberRestored',
    'MemberSensitiveAuthorizationRevoked',
    'MemberSuppressed',
  ],
  documentsRead: (event) => [
    { collection: MEASURE_KEY_COUNTS, id: event.data.memberId },
    { collection: MEASURE_KEY_COUNTS, id: ALL_MEMBERS },
    ...(event.type === 'BodyCompositionRecorded' || event.type === 'MemberDeleted'
      ? []
      : [{ collection: MEASURE_KEY_COUNTS, id: deletedMemberCounts(event.data.memberId) }]),
  ],
  apply(event, documents) {
    const { memberId } = event.data;
    const mine = documents.get<MeasureKeyCountsDocument>(MEASURE_KEY_COUNTS, memberId) ?? noCounts(memberId);
    const all = documents.get<MeasureKeyCountsDocument>(MEASURE_KEY_COUNTS, ALL_MEMBERS) ?? noCounts(ALL_MEMBERS);
    switch (event.type) {
      case 'BodyCompositionRecorded': {
        const { recordId, measuredOn, gender, measures } = event.data;
        const recordedAt = eventOccurredAt(event);
        const record: BodyCompositionDocument = {
          id: recordId,
          memberId,
          gender,
          measuredOn,
          measures,
          recordedAt,
          sequence: event.position,
        };
        documents.put(BODY_COMPOSITIONS, record);
        const change = Object.fromEntries(Object.keys(measures).map((key) => [key, 1]));
        documents.put(MEASURE_KEY_COUNTS, { id: memberId, counts: addCounts(mine.counts, change, 1) });
        documents.put(MEASURE_KEY_COUNTS, { id: ALL_MEMBERS, counts: addCounts(all.counts, change, 1) });
        return;
      }
      case 'MemberDeleted':
        if (Object.keys(mine.counts).length === 0) return;
        documents.copyWhere(BODY_COMPOSITIONS, DELETED_MEMBERS_BODY_COMPOSITIONS, { memberId });
        documents.deleteWhere(BODY_COMPOSITIONS, { memberId });
        documents.delete(MEASURE_KEY_COUNTS, memberId);
        documents.put(MEASURE_KEY_COUNTS, { id: deletedMemberCounts(memberId), counts: mine.counts });
        documents.put(MEASURE_KEY_COUNTS, { id: ALL_MEMBERS, counts: addCounts(all.counts, mine.counts, -1) });
        return;
      case 'MemberRestored': {
        const aside = documents.get<MeasureKeyCountsDocument>(MEASURE_KEY_COUNTS, deletedMemberCounts(memberId));
        if (aside === null) return;
        documents.copyWhere(DELETED_MEMBERS_BODY_COMPOSITIONS, BODY_COMPOSITIONS, { memberId });
        documents.deleteWhere(DELETED_MEMBERS_BODY_COMPOSITIONS, { memberId });
        documents.delete(MEASURE_KEY_COUNTS, deletedMemberCounts(memberId));
        documents.put(MEASURE_KEY_COUNTS, { id: memberId, counts: aside.counts });
        documents.put(MEASURE_KEY_COUNTS, { id: ALL_MEMBERS, counts: addCounts(all.counts, aside.counts, 1) });
        return;
      }
      case 'MemberSensitiveAuthorizationRevoked':
      case 'MemberSuppressed': {
        // R48: health data erased at once, live or set aside by a deletion.
        const aside = documents.get<MeasureKeyCountsDocument>(MEASURE_KEY_COUNTS, deletedMemberCounts(memberId));
        documents.deleteWhere(BODY_COMPOSITIONS, { memberId });
        documents.deleteWhere(DELETED_MEMBERS_BODY_COMPOSITIONS, { memberId });
        if (aside !== null) documents.delete(MEASURE_KEY_COUNTS, deletedMemberCounts(memberId));
        // Also a count of none (records whose measures a rebuild reads erased): the same documents as live.
        if (documents.get(MEASURE_KEY_COUNTS, memberId) !== null) documents.delete(MEASURE_KEY_COUNTS, memberId);
        if (Object.keys(mine.counts).length === 0) return;
        documents.put(MEASURE_KEY_COUNTS, { id: ALL_MEMBERS, counts: addCounts(all.counts, mine.counts, -1) });
        return;
      }
      default:
        unhandled(event);
    }
  },
});

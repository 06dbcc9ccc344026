// The attendances projection: every visit of a live member, of every plan (R28); R22 drops a
// deleted member's.
import {
  attendanceMarked,
  memberDeleted,
  registeredMonthly,
  registeredTiquetera,
  visitRecorded,
} from '../../../../libs/domain/src/testing/member.builders.js';
import { projectionSpecification } from '../../shared/projections/testing/projection-specification.js';
import { ATTENDANCES, attendancesProjection } from './attendances.projection.js';

const spec = projectionSpecification(attendancesProjection);

describe('attendances projection', () => {
  it('R28: a Tiquetera attendance and another plan’s visit are both listed, with the plan and their order', () =>
    spec
      .given(registeredTiquetera(), attendanceMarked('2026-03-02'), visitRecorded('2026-03-03', '07:42'))
      .then((documents) =>
        expect(documents[ATTENDANCES]).toEqual([
          expect.objectContaining({ attendedOn: '2026-03-02', plan: 'ticket_book', sequence: 2 }),
          expect.objectContaining({ attendedOn: '2026-03-03', plan: 'monthly', sequence: 3 }),
        ]),
      ));

  it('R22: a deleted member’s visits go with the member', () =>
    spec
      .given(registeredMonthly(), visitRecorded('2026-03-02'), visitRecorded('2026-03-03'), memberDeleted())
      .then((documents) => expect(documents[ATTENDANCES]).toEqual([])));

  it('is idempotent when applied twice', () =>
    spec.given(registeredTiquetera(), attendanceMarked('2026-03-02'), visitRecorded('2026-03-03')).thenIdempotent());
});

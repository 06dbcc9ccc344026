// The body compositions projection: every measurement of a live member, and how many records use
// each measure name (the global table's columns); R22 drops a deleted member's.
import {
  bodyCompositionRecorded,
  memberDeleted,
  registeredMonthly,
} from '../../../../libs/domain/src/testing/member.builders.js';
import { projectionSpecification } from '../../shared/projections/testing/projection-specification.js';
import { BODY_COMPOSITIONS, MEASURE_KEY_COUNTS } from './body-composition-documents.js';
import { bodyCompositionsProjection } from './body-compositions.projection.js';

const spec = projectionSpecification(bodyCompositionsProjection);

describe('body compositions projection', () => {
  it('R13: keeps each record with its measures and counts the measure names in use', () =>
    spec
      .given(registeredMonthly(), bodyCompositionRecorded('2026-03-02'), bodyCompositionRecorded('2026-04-02'))
      .then((documents) => {
        expect(documents[BODY_COMPOSITIONS]).toEqual([
          expect.objectContaining({ measuredOn: '2026-03-02', gender: 'female', sequence: 2 }),
          expect.objectContaining({ measuredOn: '2026-04-02', gender: 'female', sequence: 3 }),
        ]);
        expect(documents[MEASURE_KEY_COUNTS]?.[0]?.['counts']).toMatchObject({ cuello: 2, pecho: 2 });
      }));

  it('R22: a deleted member’s records go, and their measure names stop counting', () =>
    spec.given(registeredMonthly(), bodyCompositionRecorded('2026-03-02'), memberDeleted()).then((documents) => {
      expect(documents[BODY_COMPOSITIONS]).toEqual([]);
      expect(documents[MEASURE_KEY_COUNTS]?.[0]?.['counts'] ?? {}).not.toMatchObject({ cuello: 1 });
    }));

  it('is idempotent when applied twice', () =>
    spec.given(registeredMonthly(), bodyCompositionRecorded('2026-03-02'), memberDeleted()).thenIdempotent());
});

// The auditors' list of every member ever registered: deleted ones stay, marked, with how many
// events their stream holds and when the last one happened.
import {
  memberDeleted,
  paymentRecorded,
  registeredMonthly,
} from '../../../../libs/domain/src/testing/member.builders.js';
import { projectionSpecification } from '../../shared/projections/testing/projection-specification.js';
import { AUDIT_MEMBERS, auditMembersProjection } from './audit-members.projection.js';

const spec = projectionSpecification(auditMembersProjection);

describe('audit members projection', () => {
  it('R22: a deleted member stays findable, marked deleted, with every event counted', () =>
    spec.given(registeredMonthly(), paymentRecorded(), memberDeleted()).then((documents) =>
      expect(documents[AUDIT_MEMBERS]).toEqual([
        expect.objectContaining({
          name: 'Ana Pérez',
          deleted: true,
          events: 3,
          lastEventAt: '2026-03-02T15:02:00.000Z',
        }),
      ]),
    ));

  it('is idempotent when applied twice', () =>
    spec.given(registeredMonthly(), paymentRecorded(), memberDeleted()).thenIdempotent());
});

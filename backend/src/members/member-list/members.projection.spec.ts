// The members projection: each live member's list document and profile (the write side's own
// state), every name ever registered, and the gym's running figures (spec §4, R22).
import {
  memberDeleted,
  paymentRecorded,
  registeredMonthly,
  visitRecorded,
} from '../../../../libs/domain/src/testing/member.builders.js';
import { projectionSpecification } from '../../shared/projections/testing/projection-specification.js';
import { GYM_STATS, MEMBER_NAMES, MEMBER_PROFILES, MEMBERS } from './member-documents.js';
import { membersProjection } from './members.projection.js';

const spec = projectionSpecification(membersProjection);

describe('members projection', () => {
  it('spec §4: the list and the profile follow the member’s payments and visits; the figures count it', () =>
    spec
      .given(registeredMonthly(), paymentRecorded({ amountPaid: 80_000, debt: 0 }), visitRecorded('2026-03-03'))
      .then((documents) => {
        expect(documents[MEMBERS]).toEqual([
          expect.objectContaining({ name: 'Ana Pérez', plan: 'monthly', debt: 0, lastVisitOn: '2026-03-03' }),
        ]);
        expect(documents[MEMBER_PROFILES]).toEqual([
          expect.objectContaining({
            member: expect.objectContaining({ amountPaid: 80_000, lastVisitOn: '2026-03-03' }),
          }),
        ]);
        expect(documents[GYM_STATS]).toEqual([
          expect.objectContaining({
            totalMembers: 1,
            pendingDebts: 0,
            planDistribution: { fortnight: 0, monthly: 1, ticket_book: 0 },
          }),
        ]);
      }));

  it('R22: a deleted member leaves the list and the profiles, and keeps its name for histories', () =>
    spec.given(registeredMonthly(), memberDeleted()).then((documents) => {
      expect(documents[MEMBERS]).toEqual([]);
      expect(documents[MEMBER_PROFILES]).toEqual([]);
      expect(documents[MEMBER_NAMES]).toEqual([expect.objectContaining({ name: 'Ana Pérez', deleted: true })]);
    }));

  it('is idempotent when applied twice: no member counted twice in the figures', () =>
    spec.given(registeredMonthly(), paymentRecorded(), visitRecorded('2026-03-03'), memberDeleted()).thenIdempotent());
});

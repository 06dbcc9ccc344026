// The members projection: each live member's list document and profile (the write side's own
// state), every name ever registered, and the gym's running figures (spec §4, R22).
import {
  memberDeleted,
  paymentRecorded,
  registeredMonthly,
  visitRecorded,
} from '../../../../libs/domain/src/testing/member.builders.js';
import { MEMBER_STATE_VERSION } from '@gym/domain';
import type { DocumentSession } from '../../shared/projections/projection.js';
import { projectionSpecification, recorded } from '../../shared/projections/testing/projection-specification.js';
import type { Doc } from '../../shared/read-store/read-store.port.js';
import { GYM_STATS, MEMBER_NAMES, MEMBER_PROFILES, MEMBERS, type MemberProfileDocument } from './member-documents.js';
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

  it('marks a profile with the fold that computed it, and keeps the mark of an older fold on later events', () => {
    const stored = new Map<string, Doc | null>();
    const session: DocumentSession = {
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the session's own signature
      get: <T extends Doc>(collection: string, id: string) => (stored.get(`${collection}/${id}`) ?? null) as T | null,
      put: (collection, doc) => stored.set(`${collection}/${doc.id}`, doc),
      putBuilt: (collection, id, build) => stored.set(`${collection}/${id}`, build()),
      delete: (collection, id) => stored.set(`${collection}/${id}`, null),
      deleteWhere: () => undefined,
      copyWhere: () => undefined,
    };
    const profile = () => session.get<MemberProfileDocument>(MEMBER_PROFILES, 'member-1');
    const [registration, payment, visit] = recorded([
      registeredMonthly(),
      paymentRecorded({ amountPaid: 80_000, debt: 0 }),
      visitRecorded('2026-03-03'),
    ]);
    membersProjection.apply(registration!, session);
    expect(profile()?.stateVersion).toBe(MEMBER_STATE_VERSION);

    // As a profile written by the code before a change of evolveMember: the state it holds was
    // computed by the old fold, so folding the next event with the new one does not make it current.
    session.put(MEMBER_PROFILES, { ...profile()!, stateVersion: 'f0f0f0f0f0f0f0f0' });
    membersProjection.apply(payment!, session);
    expect(profile()).toMatchObject({ stateVersion: 'f0f0f0f0f0f0f0f0', revision: 1 });
    const { stateVersion: _version, ...beforeFingerprints } = profile()!;
    session.put(MEMBER_PROFILES, { ...beforeFingerprints, foldedBy: 5 });
    membersProjection.apply(visit!, session);
    expect(profile()).toMatchObject({ stateVersion: null, revision: 2 });
  });
});

// The staff accounts projection: what sign-in and every request's role check read (R25).
import type { StaffEvent } from '@gym/domain';
import type { Doc } from '../../shared/read-store/read-store.port.js';
import { projectionSpecification, type Documents } from '../../shared/projections/testing/projection-specification.js';
import { STAFF_ACCOUNTS, staffAccountsProjection } from './staff-accounts.projection.js';

const spec = projectionSpecification(staffAccountsProjection);
const SOME_SESSION = '2d8b5e3a-4f6c-4b7d-9e0f-1a2b3c4d5e6f';
const LATE = '2026-03-03T03:00:00.000Z';
/** The one account of a scenario ('desk'). */
const deskOf = (documents: Documents): Doc => {
  const desk = documents[STAFF_ACCOUNTS]?.at(0);
  if (desk === undefined) throw new Error('no account projected');
  return desk;
};
const created = (staffId: string, role?: 'admin' | 'reception'): StaffEvent => ({
  type: 'StaffAccountCreated',
  data: {
    staffId,
    email: `${staffId}@gimnasio.co`,
    displayName: staffId,
    passwordHash: 'scrypt$16384$8$1$c2FsdA$aGFzaA',
    ...(role ? { role } : {}),
  },
});

describe('staff accounts projection', () => {
  it('R25: the gym’s first account reads as Administrador without a role recorded; a later one as Recepción', () =>
    spec
      .given(created('owner'), created('desk'))
      .then((documents) =>
        expect(documents[STAFF_ACCOUNTS]).toEqual([
          expect.objectContaining({ id: 'desk', role: 'reception', disabled: false }),
          expect.objectContaining({ id: 'owner', role: 'admin', disabled: false }),
        ]),
      ));

  it('R25: a demotion ends the account’s sessions; a sign-in is its last sign-in', () =>
    spec
      .given(
        created('owner', 'admin'),
        created('desk', 'admin'),
        { type: 'StaffRoleChanged', data: { staffId: 'desk', role: 'reception', previousRole: 'admin' } },
        { type: 'StaffSignedIn', data: { staffId: 'owner' } },
      )
      .then((documents) => {
        const [desk, owner] = documents[STAFF_ACCOUNTS] ?? [];
        expect(desk).toMatchObject({ role: 'reception', sessionsValidFrom: '2026-03-02T15:02:00.000Z' });
        expect(owner).toMatchObject({ role: 'admin', lastSignInAt: '2026-03-02T15:03:00.000Z' });
      }));

  describe('sessions ended on the server', () => {
    const SESSION = '0b6f3c1e-2d4a-4f5b-9c8d-7e6f5a4b3c2d';
    const LATER = '1c7a4d2f-3e5b-4a6c-8d9e-0f1a2b3c4d5e';
    const ended = (sessionId: string, expiresAt: string): StaffEvent => ({
      type: 'StaffSessionEnded',
      data: { staffId: 'desk', sessionId, expiresAt },
    });

    it("'Cerrar Sesión': the session is kept on the account until its token expires, then forgotten", () =>
      spec
        .given(
          created('desk'), // 15:00
          ended(SESSION, '2026-03-02T15:01:30.000Z'), // 15:01
          ended(LATER, '2026-03-03T03:00:00.000Z'), // 15:02: the first is still within the clock skew
          { type: 'StaffSignedIn', data: { staffId: 'desk' } }, // 15:03: the first expired over a minute ago
        )
        .then((documents) => {
          expect(deskOf(documents)).toEqual(
            expect.objectContaining({
              endedSessions: { [LATER]: '2026-03-03T03:00:00.000Z' },
              sessionsValidFrom: '2026-03-02T15:00:00.000Z',
            }),
          );
        }));

    it('one ended within the last minute of its token is still refused', () =>
      spec
        .given(created('desk'), ended(SESSION, '2026-03-02T15:01:30.000Z'), ended(LATER, LATE))
        .then((documents) =>
          expect(Object.keys(deskOf(documents)['endedSessions'] as object).sort()).toEqual([SESSION, LATER].sort()),
        ));

    it("'Cerrar todas mis sesiones': sessionsValidFrom moves (unique to the event) and nothing is left to remember", () =>
      spec
        .given(created('desk'), ended(SESSION, '2026-03-03T03:00:00.000Z'), {
          type: 'StaffSessionsEnded',
          data: { staffId: 'desk' },
        })
        .then((documents) =>
          expect(deskOf(documents)).toEqual(
            expect.objectContaining({ endedSessions: {}, sessionsValidFrom: '2026-03-02T15:02:00.000Z#event-3' }),
          ),
        ));

    it('a new password ends every session, so the ones ended one by one are forgotten too', () =>
      spec
        .given(created('desk'), ended(SESSION, '2026-03-03T03:00:00.000Z'), {
          type: 'StaffPasswordChanged',
          data: { staffId: 'desk', passwordHash: 'scrypt$16384$8$1$bmV3$bmV3' },
        })
        .then((documents) =>
          expect(deskOf(documents)).toEqual(
            expect.objectContaining({ endedSessions: {}, sessionsValidFrom: '2026-03-02T15:02:00.000Z' }),
          ),
        ));
  });

  it('is idempotent when applied twice', () =>
    spec
      .given(
        created('owner'),
        created('desk'),
        { type: 'StaffSessionEnded', data: { staffId: 'desk', sessionId: SOME_SESSION, expiresAt: LATE } },
        { type: 'StaffSessionsEnded', data: { staffId: 'owner' } },
        { type: 'StaffAccountDisabled', data: { staffId: 'desk' } },
      )
      .thenIdempotent());
});

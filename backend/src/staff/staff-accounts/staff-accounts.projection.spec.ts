// The staff accounts projection: what sign-in and every request's role check read (R25).
import type { StaffEvent } from '@gym/domain';
import { projectionSpecification } from '../../shared/projections/testing/projection-specification.js';
import { STAFF_ACCOUNTS, staffAccountsProjection } from './staff-accounts.projection.js';

const spec = projectionSpecification(staffAccountsProjection);
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

  it('is idempotent when applied twice', () =>
    spec
      .given(created('owner'), created('desk'), { type: 'StaffAccountDisabled', data: { staffId: 'desk' } })
      .thenIdempotent());
});

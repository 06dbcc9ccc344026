// Issue 28: an account as it stands now in its stream, whoever appended to it (this app, the CLI in
// another process): a request is checked against what was written, never a projection behind it.
import { randomUUID } from 'node:crypto';
import { tempStores } from '../cli/event-log/testing/temp-stores.js';
import { CurrentStaffAccounts } from './current-staff-accounts.js';

const stores = tempStores('gym-current-staff-');
const metadata = (occurredAt: string) => ({ staffId: 'system', occurredAt, correlationId: 'c' });

describe('CurrentStaffAccounts', () => {
  it('reads each change the moment it is stored, reading only what came after the last one', async () => {
    const file = stores.path('events.db');
    const app = stores.open(file);
    const cli = stores.open(file);
    const accounts = new CurrentStaffAccounts(app, () => Promise.resolve(undefined));
    const staffId = randomUUID();
    const stream = `staff-${staffId}`;
    const created = {
      staffId,
      email: 'Socia@Gimnasio.co',
      displayName: 'Socia',
      passwordHash: 'scrypt$x',
      role: 'admin',
    };
    await app.append(
      stream,
      [
        {
          id: randomUUID(),
          type: 'StaffAccountCreated',
          data: created,
          metadata: metadata('2026-03-02T15:00:00.000Z'),
        },
      ],
      'no_stream',
    );
    expect(await accounts.current(staffId)).toMatchObject({
      role: 'admin',
      disabled: false,
      email: 'socia@gimnasio.co',
    });

    const reads = jest.spyOn(app, 'readStream');
    const demoted = { staffId, role: 'reception', previousRole: 'admin' };
    await cli.append(
      stream,
      [{ id: randomUUID(), type: 'StaffRoleChanged', data: demoted, metadata: metadata('2026-03-02T15:01:00.000Z') }],
      0,
    );
    expect(await accounts.current(staffId)).toMatchObject({
      role: 'reception',
      sessionsValidFrom: '2026-03-02T15:01:00.000Z',
    });
    expect(reads).toHaveBeenLastCalledWith(stream, { fromRevision: 1 });
    expect(await accounts.current(staffId)).toMatchObject({ role: 'reception' });
    expect(reads).toHaveBeenLastCalledWith(stream, { fromRevision: 2 });
  });

  it('no account: null', async () => {
    const accounts = new CurrentStaffAccounts(stores.open(), () => Promise.resolve(undefined));
    expect(await accounts.current(randomUUID())).toBeNull();
  });

  it('an account created before roles existed reads as Administrador only if it is the gym’s first (R25)', async () => {
    const store = stores.open();
    const [first, later] = [randomUUID(), randomUUID()];
    for (const staffId of [first, later])
      await store.append(
        `staff-${staffId}`,
        [
          {
            id: randomUUID(),
            type: 'StaffAccountCreated',
            data: { staffId, email: `${staffId}@gym.co`, displayName: 'x', passwordHash: 'scrypt$x' },
            metadata: metadata('2026-03-02T15:00:00.000Z'),
          },
        ],
        'no_stream',
      );
    const accounts = new CurrentStaffAccounts(store, () => Promise.resolve(first));
    expect((await accounts.current(first))?.role).toBe('admin');
    expect((await accounts.current(later))?.role).toBe('reception');
  });

  it('while the log cannot be read, a request is checked as the account was last read, else as projected', async () => {
    const store = stores.open();
    const [known, neverRead] = [randomUUID(), randomUUID()];
    const projected = { id: neverRead, role: 'reception' };
    const accounts = new CurrentStaffAccounts(
      store,
      () => Promise.resolve(undefined),
      (staffId) => Promise.resolve(staffId === neverRead ? (projected as never) : null),
    );
    const data = { staffId: known, email: 'ana@gym.co', displayName: 'Ana', passwordHash: 'scrypt$x', role: 'admin' };
    await store.append(
      `staff-${known}`,
      [{ id: randomUUID(), type: 'StaffAccountCreated', data, metadata: metadata('2026-03-02T15:00:00.000Z') }],
      'no_stream',
    );
    await accounts.current(known);
    await store.close();
    await expect(accounts.current(known)).rejects.toThrow();
    expect(await accounts.currentOrLastKnown(known)).toMatchObject({ role: 'admin' });
    expect(await accounts.currentOrLastKnown(neverRead)).toBe(projected);
  });
});

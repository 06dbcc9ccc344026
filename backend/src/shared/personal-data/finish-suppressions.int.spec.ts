// A supresión finished at start (issue 39): a `MemberSuppressed` whose key still stands (a crash
// between the event and the destruction) destroys it; the search goes on from where it ended, and
// from the start for a log that was replaced (a restore) or imported.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventToAppend } from '../event-store/event-store.port.js';
import { SqliteEventStore } from '../event-store/sqlite-event-store.js';
import { memberRegistered } from '../../../../libs/domain/src/testing/member.builders.js';
import { finishSuppressions } from './finish-suppressions.js';
import { PersonalDataEventStore } from './personal-data-event-store.js';
import { SqliteMemberDataKeys } from './sqlite-member-data-keys.js';

const event = (type: string, data: object): EventToAppend => ({
  id: randomUUID(),
  type,
  data: data as EventToAppend['data'],
  metadata: {},
});
const registration = (memberId: string): EventToAppend => {
  const { type, data } = memberRegistered({ memberId, details: { name: 'Zacarías Quintero', cedula: '10203040' } });
  return event(type, data);
};

describe('finishSuppressions', () => {
  let dir: string;
  let store: PersonalDataEventStore;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'gym-finish-'));
    store = new PersonalDataEventStore(
      SqliteEventStore.open(join(dir, 'events.db')),
      SqliteMemberDataKeys.open(join(dir, 'keys.db')),
    );
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a supresión whose key still stands (a crash in between) destroys it; the member then reads erased', async () => {
    await store.append('member-a', [registration('a')], 'no_stream');
    await store.append('member-b', [registration('b')], 'no_stream');
    await store.append('member-a', [event('MemberSuppressed', { memberId: 'a', reason: 'Solicitud del titular' })], 0);
    expect((await store.readStream('member-a'))[0]?.data['name']).toBe('Zacarías Quintero');

    const finished = await finishSuppressions(store.stored, store.keys);
    expect(finished).toMatchObject({ read: 3, destroyed: ['a'] });
    expect(await store.keys.get('a')).toBe('destroyed');
    expect((await store.readStream('member-a'))[0]?.data['name']).toBe('[dato suprimido]');
    expect((await store.readStream('member-b'))[0]?.data['name']).toBe('Zacarías Quintero');
  });

  it('the next search starts where the last one ended; a second run destroys nothing', async () => {
    await store.append('member-a', [registration('a')], 'no_stream');
    await finishSuppressions(store.stored, store.keys);
    await store.append('member-a', [event('MemberSuppressed', { memberId: 'a', reason: 'x' })], 0);
    expect(await finishSuppressions(store.stored, store.keys)).toMatchObject({ read: 1, destroyed: ['a'] });
    expect(await finishSuppressions(store.stored, store.keys)).toMatchObject({ read: 0, destroyed: [] });
  });

  it('a log replaced since the last search (a restore) is searched from its start', async () => {
    await store.append('member-a', [registration('a')], 'no_stream');
    await store.append('member-b', [registration('b')], 'no_stream');
    await finishSuppressions(store.stored, store.keys);
    await store.close();
    // Another log in the same place, with a supresión before the position the mark names.
    rmSync(join(dir, 'events.db'), { force: true });
    rmSync(join(dir, 'events.db-wal'), { force: true });
    rmSync(join(dir, 'events.db-shm'), { force: true });
    store = new PersonalDataEventStore(
      SqliteEventStore.open(join(dir, 'events.db')),
      SqliteMemberDataKeys.open(join(dir, 'keys.db')),
    );
    await store.stored.append('member-b', [event('MemberSuppressed', { memberId: 'b', reason: 'x' })], 'no_stream');
    await store.stored.append('member-c', [registration('c')], 'no_stream');
    expect(await finishSuppressions(store.stored, store.keys)).toMatchObject({ read: 2, destroyed: ['b'] });
  });

  it('fromStart (after an import) searches the whole log whatever the mark says', async () => {
    await store.append('member-a', [registration('a')], 'no_stream');
    await store.append('member-a', [event('MemberSuppressed', { memberId: 'a', reason: 'x' })], 0);
    await finishSuppressions(store.stored, store.keys);
    expect(await finishSuppressions(store.stored, store.keys, { fromStart: true })).toMatchObject({
      read: 2,
      destroyed: [],
    });
  });
});

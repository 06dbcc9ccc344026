// R48 (b) by crypto-shredding (issue 39): the health fields are sealed under the member's sensitive
// key; the revocation destroys that key alone, so weight, height and measures read as erased in every
// later read (a rebuild too) while the name and cédula stay readable; the key's bytes are gone from
// keys.db, so the log's bytes alone cannot give the weight back. A new 'Sí' seals new health data
// under the next generation; a log from before (health data under the member's key) keeps working.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { EventToAppend } from '../event-store/event-store.port.js';
import { SqliteEventStore } from '../event-store/sqlite-event-store.js';
import { bodyCompositionRecorded, memberRegistered } from '../../../../libs/domain/src/testing/member.builders.js';
import { isEnvelope, open as openEnvelope, type Envelope } from './envelope.js';
import { finishSuppressions } from './finish-suppressions.js';
import { PersonalDataEventStore } from './personal-data-event-store.js';
import { sealPersonalFields } from './personal-fields.js';
import { currentSensitiveKey, destroySensitiveKeys, sensitiveKeyId } from './sensitive-keys.js';
import { SqliteMemberDataKeys } from './sqlite-member-data-keys.js';

const NAME = 'Rosaura Benítez';
const CEDULA = '40506070';

function toAppend(event: { readonly type: string; readonly data: object }): EventToAppend {
  return { id: randomUUID(), type: event.type, data: event.data as EventToAppend['data'], metadata: {} };
}

describe('R48 (b): the sensitive key, on SQLite', () => {
  let dir: string;
  let store: PersonalDataEventStore;
  let keys: SqliteMemberDataKeys;
  const memberId = 'member-rb';
  const streamId = `member-${memberId}`;
  const registered = memberRegistered({
    memberId,
    details: { name: NAME, cedula: CEDULA, weightKg: 71.25, heightCm: 163 },
  });
  const body = {
    ...bodyCompositionRecorded('2026-03-05'),
    data: { ...bodyCompositionRecorded('2026-03-05').data, memberId },
  };
  const revocation = { type: 'MemberSensitiveAuthorizationRevoked', data: { memberId, reason: 'Lo pidió la titular' } };

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'gym-sensitive-'));
    keys = SqliteMemberDataKeys.open(join(dir, 'keys.db'));
    store = new PersonalDataEventStore(SqliteEventStore.open(join(dir, 'events.db')), keys);
    await store.append(streamId, [toAppend(registered), toAppend(body)], 'no_stream');
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const fileBytes = (name: string): Buffer =>
    Buffer.concat([join(dir, name), join(dir, `${name}-wal`)].filter(existsSync).map((file) => readFileSync(file)));

  it('health fields are sealed under the sensitive key, the others under the member’s key', async () => {
    const [stored, storedBody] = await store.stored.readStream(streamId);
    expect((stored?.data['name'] as Envelope).kid).toBe(memberId);
    expect((stored?.data['weightKg'] as Envelope).kid).toBe(sensitiveKeyId(memberId, 0));
    expect((stored?.data['heightCm'] as Envelope).kid).toBe(sensitiveKeyId(memberId, 0));
    expect((storedBody?.data['measures'] as Envelope).kid).toBe(sensitiveKeyId(memberId, 0));
    const [first, second] = await store.readStream(streamId);
    expect(first?.data).toEqual(registered.data);
    expect(second?.data['measures']).toEqual(body.data.measures);
  });

  it('after the revocation the health data reads erased everywhere; name and cédula stay; the key row is gone', async () => {
    const before = await keys.get(sensitiveKeyId(memberId, 0));
    if (before === undefined || before === 'destroyed') throw new Error('the member has a sensitive key');
    await store.append(streamId, [toAppend(revocation)], 1);
    expect(await destroySensitiveKeys(keys, memberId)).toBe(true);

    const [first, second] = await store.readStream(streamId);
    expect(first?.data).toMatchObject({ name: NAME, cedula: CEDULA, weightKg: null, heightCm: null });
    expect(second?.data['measures']).toEqual({});
    const [all] = await store.readAll(0, 1);
    expect(all?.data['weightKg']).toBeNull();
    // Raw bytes: the envelope is still in events.db, but keys.db no longer holds its key, so nothing opens it.
    const [stored] = await store.stored.readStream(streamId);
    const envelope = stored?.data['weightKg'];
    if (!isEnvelope(envelope)) throw new Error('the weight is sealed');
    expect(fileBytes('events.db').includes(Buffer.from(envelope.ct, 'utf8'))).toBe(true);
    expect(openEnvelope(envelope, before.key)).toBe(71.25); // what the destroyed key opened
    const keyBytes = fileBytes('keys.db');
    expect(keyBytes.includes(before.key)).toBe(false);
    expect(await keys.get(sensitiveKeyId(memberId, 0))).toBe('destroyed');
    expect(await keys.listDestroyed()).not.toContain(sensitiveKeyId(memberId, 0));
  });

  it('a new Sí after the revocation seals new health data under the next generation, readable', async () => {
    await destroySensitiveKeys(keys, memberId);
    const later = {
      ...bodyCompositionRecorded('2026-04-05'),
      data: { ...bodyCompositionRecorded('2026-04-05').data, memberId },
    };
    await store.append(streamId, [toAppend(later)], 1);
    const [, , stored] = await store.stored.readStream(streamId);
    expect((stored?.data['measures'] as Envelope).kid).toBe(sensitiveKeyId(memberId, 1));
    const [, old, fresh] = await store.readStream(streamId);
    expect(old?.data['measures']).toEqual({});
    expect(fresh?.data['measures']).toEqual(later.data.measures);
  });

  it('the start-up pass finishes a revocation a crash cut short, and counts: a later generation survives a pass from the start', async () => {
    await store.append(streamId, [toAppend(revocation)], 1);
    const finished = await finishSuppressions(store.stored, keys);
    expect(finished.revoked).toEqual([memberId]);
    expect(await keys.get(sensitiveKeyId(memberId, 0))).toBe('destroyed');
    const gen1 = await currentSensitiveKey(keys, memberId);
    expect(gen1 !== 'destroyed' && gen1.kid).toBe(sensitiveKeyId(memberId, 1));
    await finishSuppressions(store.stored, keys, { fromStart: true });
    expect(await keys.get(sensitiveKeyId(memberId, 1))).not.toBe('destroyed');
  });

  it('a supresión destroys both keys: nothing of the member reads', async () => {
    await store.append(
      streamId,
      [toAppend({ type: 'MemberSuppressed', data: { memberId, reason: 'x', suppressedOn: '2026-03-06' } })],
      1,
    );
    await finishSuppressions(store.stored, keys);
    expect(await keys.get(memberId)).toBe('destroyed');
    expect(await keys.get(sensitiveKeyId(memberId, 0))).toBe('destroyed');
  });

  it('an old log (health data under the member’s one key) keeps reading', async () => {
    const oldId = 'member-old';
    const standing = await keys.keyFor(oldId);
    const old = memberRegistered({ memberId: oldId, details: { name: 'Antigua', weightKg: 60 } });
    const sealedOld = sealPersonalFields(old.type, old.data, standing);
    expect((sealedOld['weightKg'] as Envelope).kid).toBe(oldId);
    await store.stored.append(`member-${oldId}`, [toAppend({ type: old.type, data: sealedOld })], 'no_stream');
    const [read] = await store.readStream(`member-${oldId}`);
    expect(read?.data).toMatchObject({ name: 'Antigua', weightKg: 60 });
  });

  it('reading stays one key lookup per batch: a micro-bench of reveal over 2,000 registrations', async () => {
    const events = Array.from({ length: 2_000 }, (_, index) =>
      toAppend(
        memberRegistered({
          memberId: `member-b${index}`,
          details: { name: `Socio ${index}`, weightKg: 70, heightCm: 170 },
        }),
      ),
    );
    for (let index = 0; index < events.length; index += 500)
      await store.appendMany(
        events.slice(index, index + 500).map((event) => ({
          streamId: `member-${(event.data as { memberId: string }).memberId}`,
          events: [event],
          expected: 'no_stream' as const,
        })),
      );
    const getMany = jest.spyOn(keys, 'getMany');
    const rounds = 5;
    const started = performance.now();
    for (let round = 0; round < rounds; round += 1) {
      for (let after = 0; ;) {
        const batch = await store.readAll(after, 1_000);
        if (batch.length === 0) break;
        after = batch[batch.length - 1]!.position;
      }
    }
    const perEvent = ((performance.now() - started) / rounds / 2_002) * 1_000;
    expect(getMany).toHaveBeenCalledTimes(rounds * 3); // three batches of the log: one lookup each

    console.log(`reveal with sensitive keys: ${perEvent.toFixed(1)} µs per registration event`);
  });
});

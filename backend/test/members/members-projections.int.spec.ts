// The member projections on real SQLite stores: documents built while a generated gym history is
// being written equal a replay from zero, batches of 1 and of 1000 build the same documents, a
// rebuild changes nothing, and a batch applied twice is refused without touching anything.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { foldMember, MEMBER_STATE_VERSION, memberStreamId, type MemberEvent } from '@gym/domain';
import { memberProjections as memberOnlyProjections } from '../../src/members/members.projections.js';
import { paymentsProjection } from '../../src/money/payments/payments.projection.js';
import { cashDaysProjection } from '../../src/money/cash-days/cash-days.projection.js';

/** Every projection a member's events feed: the member screens', the payments' and the closed days' (R32). */
const memberProjections = [...memberOnlyProjections, paymentsProjection, cashDaysProjection];
import type { EventStore } from '../../src/shared/event-store/event-store.port.js';
import { SqliteEventStore } from '../../src/shared/event-store/sqlite-event-store.js';
import { applyBatch, toLoggedEvent } from '../../src/shared/projections/apply-batch.js';
import { ProjectionRunner } from '../../src/shared/projections/projection-runner.js';
import { CheckpointConflictError } from '../../src/shared/read-store/projection-store.port.js';
import type { Doc } from '../../src/shared/read-store/read-store.port.js';
import type { ReadStore } from '../../src/shared/read-store/read-store.adapter.js';
import { SqliteReadStore } from '../../src/shared/read-store/sqlite-read-store.js';
import { generateGymHistory } from './support/gym-history.js';

type Snapshot = Partial<Record<string, Doc[]>>;

async function snapshot(readStore: ReadStore): Promise<Snapshot> {
  const result: Snapshot = {};
  for (const collection of memberProjections.flatMap((projection) => projection.collections)) {
    const page = await readStore.find(collection.name, { sort: [{ field: 'id', direction: 'asc' }] });
    result[collection.name] = page.items;
  }
  return result;
}

async function caughtUp(runner: ProjectionRunner, events: EventStore): Promise<void> {
  if (!(await runner.waitFor(await events.headPosition(), 60_000))) throw new Error('projections did not catch up');
}

/** A fresh read store that replays the whole log in batches of `batchSize`. */
async function replay(dir: string, name: string, events: EventStore, batchSize: number): Promise<Snapshot> {
  const readStore = await SqliteReadStore.open(join(dir, `${name}.db`));
  const runner = new ProjectionRunner(events, readStore, memberProjections, { batchSize, pollMs: 10 });
  await runner.start();
  await caughtUp(runner, events);
  await runner.stop();
  const documents = await snapshot(readStore);
  await readStore.close();
  return documents;
}

describe('member projections over a generated gym history', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gym-member-projections-'));
  let events: SqliteEventStore;
  let live: SqliteReadStore;
  let runner: ProjectionRunner;
  let incremental: Snapshot;

  beforeAll(async () => {
    events = SqliteEventStore.open(join(dir, 'events.db'));
    live = await SqliteReadStore.open(join(dir, 'live.db'));
    runner = new ProjectionRunner(events, live, memberProjections, { batchSize: 37, pollMs: 5 });
    await runner.start();
    // The projections follow while the history is written: batches of every size, as in a real day.
    await generateGymHistory(events, {
      members: 300,
      seed: 20260315,
      afterCommand: async (count) => {
        runner.notify();
        if (count % 50 === 0) await caughtUp(runner, events);
      },
    });
    await caughtUp(runner, events);
    incremental = await snapshot(live);
  }, 120_000);

  afterAll(async () => {
    await runner.stop();
    await live.close();
    await events.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('builds a history with every kind of document', () => {
    expect(incremental.members?.length).toBeGreaterThan(100);
    expect(incremental.member_names?.some((doc) => doc['deleted'] === true)).toBe(true);
    expect(incremental.payments?.length).toBeGreaterThan(300);
    expect(incremental.monthly_income?.length).toBeGreaterThan(6);
    expect(incremental.attendances?.length).toBeGreaterThan(50);
    expect(incremental.body_compositions?.length).toBeGreaterThan(50);
    expect(incremental.gym_stats?.[0]).toMatchObject({ totalMembers: incremental.members?.length });
    // The money book (issue 28): voids, freezes, closed and reopened days are in the log too.
    expect(incremental.payment_voids?.length).toBeGreaterThan(5);
    expect(incremental.member_profiles?.some((doc) => (doc['member'] as { freeze: unknown }).freeze !== null)).toBe(
      true,
    );
    expect(incremental.cash_days?.some((doc) => doc['status'] === 'closed')).toBe(true);
    expect(incremental.cash_days?.some((doc) => (doc['history'] as unknown[]).length > 1)).toBe(true);
    // R44: the deleted members' profiles and rows are kept aside for a restore.
    expect(incremental.deleted_member_profiles?.length).toBeGreaterThan(0);
    expect(incremental.deleted_members_attendances?.length).toBeGreaterThan(0);
    expect(incremental.deleted_members_body_compositions?.length).toBeGreaterThan(0);
  });

  it('each live profile is a snapshot of its stream: the fold of every event up to the revision it names', async () => {
    const profiles = incremental.member_profiles ?? [];
    // R48: a suppressed member keeps a blanked profile (its money history) but leaves the list.
    const suppressed = profiles.filter((doc) => (doc['member'] as { status: string }).status === 'suppressed');
    expect(suppressed.length).toBeGreaterThan(0);
    expect(suppressed.every((doc) => (doc['member'] as { details: { name: string } }).details.name === '')).toBe(true);
    expect(profiles.length - suppressed.length).toBe(incremental.members?.length);
    let restored = 0;
    for (const profile of profiles) {
      const stream = await events.readStream(memberStreamId(profile.id));
      if (stream.some((event) => event.type === 'MemberRestored')) restored += 1;
      const folded = foldMember(stream.map((event) => ({ type: event.type, data: event.data }) as MemberEvent));
      expect({
        revision: profile['revision'],
        stateVersion: profile['stateVersion'],
        member: profile['member'],
      }).toEqual({
        revision: stream.at(-1)?.revision,
        stateVersion: MEMBER_STATE_VERSION,
        member: folded,
      });
    }
    // R44: members deleted and restored are live again, their state as their stream leaves it.
    expect(restored).toBeGreaterThan(0);
  });

  it('equals a replay from zero in batches of 1000', async () => {
    expect(await replay(dir, 'replay-1000', events, 1000)).toEqual(incremental);
  }, 60_000);

  it('equals a replay from zero in batches of 1', async () => {
    expect(await replay(dir, 'replay-1', events, 1)).toEqual(incremental);
  }, 120_000);

  it('a rebuild into a fresh generation swaps in the same documents', async () => {
    await runner.rebuild(memberProjections.map((projection) => projection.name));
    const states = await live.projectionStates();
    expect(states.filter((state) => state.active).every((state) => state.generation === 2)).toBe(true);
    expect(await snapshot(live)).toEqual(incremental);
  }, 60_000);

  it('a batch applied again (a crash after its commit) is refused and changes nothing', async () => {
    const all = (await events.readAll(0, 500)).map(toLoggedEvent);
    for (const definition of memberProjections) {
      const state = (await live.projectionStates()).find((s) => s.projection === definition.name && s.active);
      if (!state) throw new Error(`no active generation of ${definition.name}`);
      const fact = (await live.generationFacts()).find((candidate) => candidate.projection === definition.name);
      const ref = { projection: state.projection, generation: state.generation };
      const stale = { definition, ref, position: 0, generationsVersion: fact?.version ?? 0, failure: null };
      await expect(applyBatch(live, stale, all)).rejects.toBeInstanceOf(CheckpointConflictError);
    }
    expect(await snapshot(live)).toEqual(incremental);
  });
});

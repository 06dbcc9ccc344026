// Operators: the built CLI's rebuild, run twice beside the built app while a client keeps
// recording (each command read back with X-Read-After), and once killed with SIGKILL half-way. The
// app follows every swap, never stalls on a dropped generation, keeps read-your-writes, and its
// documents then equal an app that built them from the same events alone. On MongoDB too when
// MONGODB_URL is set.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localDate } from '@gym/domain';
import { MongoClient } from 'mongodb';
import { startBuilt } from '../../src/cli/testing/built-cli.js';
import { SqliteEventStore } from '../../src/shared/event-store/sqlite-event-store.js';
import { generateGymHistory } from '../members/support/gym-history.js';
import { type BuiltServer, killRunningServers, projectionsCaughtUp, startBuiltServer } from './support/built-server.js';
import { expectSameAsFromScratch } from './support/from-scratch.js';
import { GymWorkload } from './support/gym-workload.js';
import { Ledger } from './support/ledger.js';
import { FrontDesk } from './support/front-desk.js';

const ledger = new Ledger('rebuild-beside-app');
const ROOT = join(__dirname, '../../..');

/**
 * With MONGODB_URL set, the app and the CLI share read documents in a throwaway database of that
 * server (the from-scratch reference stays on SQLite: the screens are compared, not the stores).
 */
const mongoDatabase = process.env['MONGODB_URL'] ? `gym_rebuild_beside_${randomBytes(4).toString('hex')}` : null;
const readStoreEnv: Record<string, string> =
  mongoDatabase === null
    ? {}
    : {
        MONGODB_URL: (process.env['MONGODB_URL'] ?? '').replace(
          /^(mongodb(?:\+srv)?:\/\/[^/?]+)(\/[^?]*)?/,
          `$1/${mongoDatabase}`,
        ),
      };

async function dropMongoDatabase(): Promise<void> {
  if (mongoDatabase === null || !readStoreEnv['MONGODB_URL']) return;
  const client = await MongoClient.connect(readStoreEnv['MONGODB_URL']);
  try {
    await client.db(mongoDatabase).dropDatabase();
  } finally {
    await client.close();
  }
}

interface HealthProjection {
  readonly name: string;
  readonly generation: number;
  readonly position: number;
  readonly active: boolean;
  readonly failure: unknown;
}

async function health(server: BuiltServer): Promise<{ maxLag: number; projections: HealthProjection[] }> {
  return (await server.staff.request('GET', '/api/health', { headers: { 'X-Read-After': '0' } })).body;
}

const activeGenerations = async (server: BuiltServer): Promise<Record<string, number>> =>
  Object.fromEntries((await health(server)).projections.filter((p) => p.active).map((p) => [p.name, p.generation]));

function rebuildCommand(server: BuiltServer) {
  return startBuilt('projections', ['rebuild'], { DATA_DIR: server.dataDir, LOG_LEVEL: 'warn', ...readStoreEnv }, ROOT);
}

/** The app's own log must not show a batch failing (the original race: 'No generation …' for ever). */
function expectNoFailedBatches(server: BuiltServer): void {
  expect(server.output()).not.toMatch(/No generation|projection batch failed|projections could not run/);
}

describe('reliability: the operator rebuild beside the running app, under writes', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'gym-rebuild-beside-'));
  let server: BuiltServer;
  let desk: FrontDesk;

  beforeAll(async () => {
    const events = SqliteEventStore.open(join(dataDir, 'events.db'));
    await generateGymHistory(events, { members: 400, seed: 20_261_124, commandsPerMember: 10 });
    await events.close();
    server = await startBuiltServer(dataDir, readStoreEnv);
    await projectionsCaughtUp(server, 120_000);
    const today = localDate(new Date().toISOString(), 'America/Bogota');
    desk = new FrontDesk(server.staff, new GymWorkload(20_261_124, today), ledger);
  }, 300_000);

  afterAll(async () => {
    killRunningServers();
    rmSync(dataDir, { recursive: true, force: true });
    ledger.save();
    await dropMongoDatabase();
  });

  it('two rebuilds while a client writes: each swaps in, the app follows it and equals a build from zero', async () => {
    for (let round = 1; round <= 2; round += 1) {
      const before = await activeGenerations(server);
      desk.start(`rebuild-${round}`, 4);
      const cli = rebuildCommand(server);
      const exit = await cli.exited;
      expect({ round, exit, output: cli.output().slice(-400) }).toMatchObject({ exit: { status: 0 } });
      // The last frame of its progress is 100 % of what it set out to do.
      expect(cli.output()).toMatch(/Reconstruyendo: (\d+)\/\1 eventos \(100\.0 %\)/);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await desk.stop();
      const after = await activeGenerations(server);
      for (const [name, generation] of Object.entries(after)) expect(generation).toBeGreaterThan(before[name] ?? 0);
      await projectionsCaughtUp(server, 30_000);
      expect((await health(server)).projections.filter((p) => p.failure !== null)).toEqual([]);
      expectNoFailedBatches(server);
      expect(desk.staleReads).toEqual([]);
      await expectSameAsFromScratch(server);
    }
    expect(desk.acknowledged).toBeGreaterThan(20);
  }, 600_000);

  it('a rebuild killed with SIGKILL half-way leaves the app serving, following and exact; the next one swaps in', async () => {
    const before = await activeGenerations(server);
    desk.start('killed', 4);
    const cli = rebuildCommand(server);
    // Killed once it has created its generations (it builds them for a second or more from then).
    const building = async (): Promise<boolean> => (await health(server)).projections.some((p) => !p.active);
    while (!(await building())) await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 150));
    cli.kill('SIGKILL');
    ledger.add('faultsInjected');
    expect((await cli.exited).signal).toBe('SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await desk.stop();
    expect(await activeGenerations(server)).toEqual(before);
    await projectionsCaughtUp(server, 30_000);
    expectNoFailedBatches(server);
    expect(desk.staleReads).toEqual([]);
    await expectSameAsFromScratch(server);

    desk.start('after-kill', 4);
    const again = rebuildCommand(server);
    expect((await again.exited).status).toBe(0);
    await desk.stop();
    await projectionsCaughtUp(server, 30_000);
    expect(desk.staleReads).toEqual([]);
    await expectSameAsFromScratch(server);
    const states = (await health(server)).projections;
    expect(states.filter((p) => !p.active)).toEqual([]);
  }, 600_000);
});

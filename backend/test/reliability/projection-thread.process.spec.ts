// The projections in their own worker thread, as main.ts runs them (the built projections-worker.js):
// under a front desk's writes every read waits for its command and none is stale; a thread that
// dies is replaced and catches up; a rebuild asked through the API runs there; stopping the app
// ends the thread. The documents then equal a build from zero of the same events.
import { once } from 'node:events';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Worker } from 'node:worker_threads';
import { localDate } from '@gym/domain';
import { ProjectionService } from '../../src/shared/projections/projection-service.js';
import { ProjectionThread } from '../../src/shared/projections/projection-thread.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { ensureBuilt } from './support/built-server.js';
import { FrontDesk } from './support/front-desk.js';
import { expectSameAsFromScratch } from './support/from-scratch.js';
import { GymWorkload } from './support/gym-workload.js';
import { Ledger } from './support/ledger.js';

const WORKER = pathToFileURL(join(__dirname, '../../dist/projections-worker.js'));
const ledger = new Ledger('projection-thread');

/** The thread's Worker (null between a crash and its replacement): the tests end it as a crash would. */
function threadWorker(app: TestApp): Worker | null {
  const projections = app.app.get(ProjectionService);
  expect(projections).toBeInstanceOf(ProjectionThread);
  return (projections as unknown as { worker: Worker | null }).worker;
}

function workerOf(app: TestApp): Worker {
  const worker = threadWorker(app);
  if (!worker) throw new Error('The projection thread is not running');
  return worker;
}

async function health(app: TestApp) {
  return (await app.request('GET', '/api/health', { headers: { 'X-Read-After': '0' } })).body;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Not reached in ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const caughtUp = (app: TestApp) =>
  until(
    () => health(app),
    (h) => h.maxLag === 0 && h.projections.length > 0,
  );

describe('reliability: the projections in their own thread, as the started app runs them', () => {
  let app: TestApp;
  let closed = false;
  let desk: FrontDesk;

  beforeAll(async () => {
    ensureBuilt();
    app = await startTestApp({}, { projectionThread: WORKER });
    const today = localDate(new Date().toISOString(), 'America/Bogota');
    desk = new FrontDesk(app, new GymWorkload(20_261_125, today), ledger);
  }, 180_000);

  afterAll(async () => {
    if (!closed) await app.close();
    ledger.save();
  });

  it('under a front desk’s writes every read shows its command, and the documents equal a build from zero', async () => {
    desk.start('thread', 4);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await desk.stop();
    expect(desk.acknowledged).toBeGreaterThan(20);
    expect(desk.staleReads).toEqual([]);
    await caughtUp(app);
    const following = app.app.get(ProjectionService).liveGenerations();
    expect(following.map((g) => g.name).sort()).toEqual(
      (await health(app)).following.map((g: { name: string }) => g.name).sort(),
    );
    await expectSameAsFromScratch({ dataDir: app.dataDir, staff: app });
  }, 120_000);

  it('a thread that ends abruptly is replaced: writes go on, and reads are fresh again once it is back', async () => {
    const first = workerOf(app);
    const ended = once(first, 'exit');
    desk.start('crash', 2);
    await first.terminate();
    ledger.add('faultsInjected');
    await ended;
    // Until the new thread runs, the health check answers from the stores.
    const between = await app.request('GET', '/api/health', { headers: { 'X-Read-After': '0' } });
    expect(between.status).toBe(200);
    expect(between.body.projections.length).toBeGreaterThan(0);
    const second = await until(
      () => Promise.resolve(threadWorker(app)),
      (worker) => worker !== null && worker !== first,
    );
    expect(second?.threadId).not.toBe(first.threadId);
    await caughtUp(app);
    const staleBefore = desk.staleReads.length;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await desk.stop();
    // Reads made while no thread ran may be answered stale (X-Read-Stale), never wrong; once the
    // new thread runs, none is.
    expect(desk.staleReads.length).toBe(staleBefore);
    expect(desk.serverErrors).toEqual([]);
    await expectSameAsFromScratch({ dataDir: app.dataDir, staff: app });
  }, 120_000);

  it('a rebuild asked through the API runs in the thread and swaps a new generation in', async () => {
    const before = (await health(app)).following.find((g: { name: string }) => g.name === 'members').generation;
    const answer = await app.request('POST', '/api/admin/projections/rebuild', { body: { projections: ['members'] } });
    expect(answer.status).toBe(202);
    const after = await until(
      () => health(app),
      (h) =>
        h.rebuilds.length === 0 && h.following.find((g: { name: string }) => g.name === 'members').generation > before,
    );
    expect(after.projections.filter((p: { active: boolean }) => !p.active)).toEqual([]);
    await expectSameAsFromScratch({ dataDir: app.dataDir, staff: app });
  }, 120_000);

  it('stopping the app ends its thread', async () => {
    const ended = once(workerOf(app), 'exit');
    await app.close();
    closed = true;
    await expect(ended).resolves.toBeDefined();
  }, 60_000);
});

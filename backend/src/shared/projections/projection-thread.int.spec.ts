// A projection thread that ends is replaced, after waits that double while it keeps ending.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventually } from '../event-store/event-store.contract.fixtures.js';
import type { EventStore } from '../event-store/event-store.port.js';
import { ProjectionThread, restartDelayMs, type ThreadRestarts } from './projection-thread.js';
import { recordingLogger } from './testing/runner-fixtures.js';

// Stands in for projections-worker.js: answers `start` (failing it from the spawn number
// `failStartFrom` on), then ends itself `lifeMs` later with exit code 3.
const WORKER = `
import { appendFileSync, readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
appendFileSync(workerData.spawns, 'x');
const spawn = readFileSync(workerData.spawns, 'utf8').length;
parentPort.on('message', (message) => {
  if (message.kind === 'wake') appendFileSync(workerData.wakes, 'w');
  if (message.kind !== 'call') return;
  if (message.method === 'start' && spawn >= workerData.failStartFrom) {
    parentPort.postMessage({ kind: 'reply', id: message.id, error: { name: 'Error', message: 'read store damaged' } });
  } else if (message.method === 'start') {
    parentPort.postMessage({ kind: 'reply', id: message.id, value: { live: [], rebuilds: [] } });
    setTimeout(() => process.exit(3), workerData.lifeMs);
  } else {
    parentPort.postMessage({ kind: 'reply', id: message.id });
  }
});
`;

describe('ProjectionThread restarts', () => {
  let dir: string;
  let thread: ProjectionThread | null = null;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'gym-thread-'));
    writeFileSync(join(dir, 'worker.mjs'), WORKER);
  });

  afterEach(async () => {
    await thread?.stop();
    thread = null;
    rmSync(dir, { recursive: true, force: true });
  });

  function startThread(
    restarts: ThreadRestarts,
    behaviour: { lifeMs: number; failStartFrom?: number },
  ): { logger: ReturnType<typeof recordingLogger>; started: Promise<void> } {
    const logger = recordingLogger();
    thread = new ProjectionThread({
      script: join(dir, 'worker.mjs'),
      workerData: { spawns: join(dir, 'spawns'), wakes: join(dir, 'wakes'), failStartFrom: Infinity, ...behaviour },
      eventStore: {} as EventStore,
      logger,
      storedStatus: () => Promise.resolve({ head: 0, projections: [] }),
      restarts,
    });
    return { logger, started: thread.start() };
  }

  const waits = (errors: readonly string[]): number[] =>
    errors
      .filter((line) => line.startsWith('projection thread ended'))
      .map((line) => (JSON.parse(line.slice(line.indexOf('{'))) as { restartInMs: number }).restartInMs);

  it('given a thread that keeps ending, when it is replaced, then each wait doubles up to the most', async () => {
    const { logger, started } = startThread({ firstAfterMs: 20, maxAfterMs: 80, resetAfterMs: 60_000 }, { lifeMs: 5 });
    await started;
    await eventually(() => waits(logger.errors).length >= 5);
    expect(waits(logger.errors).slice(0, 5)).toEqual([20, 40, 80, 80, 80]);
    expect(logger.errors[0]).toContain('"code":3');
  });

  it('given a thread that ran longer than resetAfterMs, when it ends, then the first wait applies again', async () => {
    const { logger, started } = startThread({ firstAfterMs: 20, maxAfterMs: 80, resetAfterMs: 10 }, { lifeMs: 40 });
    await started;
    await eventually(() => waits(logger.errors).length >= 3);
    expect(waits(logger.errors).slice(0, 3)).toEqual([20, 20, 20]);
  });

  it('given a new thread whose projections cannot start, when it is replaced, then it is ended and tried again later', async () => {
    const { logger, started } = startThread(
      { firstAfterMs: 20, maxAfterMs: 1000, resetAfterMs: 60_000 },
      { lifeMs: 5, failStartFrom: 2 },
    );
    await started;
    await eventually(() => waits(logger.errors).length >= 3);
    expect(
      logger.errors.filter((line) => line.startsWith('projection thread could not start')).length,
    ).toBeGreaterThanOrEqual(2);
    expect(logger.errors.some((line) => line.includes('read store damaged'))).toBe(true);
    expect(waits(logger.errors).slice(0, 3)).toEqual([20, 40, 80]);
  });

  it('given many appends in one turn of the event loop, when each notifies, then the thread is woken once', async () => {
    const { started } = startThread({ firstAfterMs: 20, maxAfterMs: 80, resetAfterMs: 60_000 }, { lifeMs: 60_000 });
    await started;
    const wakes = () => (existsSync(join(dir, 'wakes')) ? readFileSync(join(dir, 'wakes'), 'utf8').length : 0);
    for (let append = 0; append < 10; append += 1) thread?.notify();
    await eventually(() => wakes() >= 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(wakes()).toBe(1);
    thread?.notify();
    await eventually(() => wakes() >= 2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(wakes()).toBe(2);
  });

  it('the wait before the nth restart in a row', () => {
    const restarts = { firstAfterMs: 1000, maxAfterMs: 30_000, resetAfterMs: 60_000 };
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => restartDelayMs(n, restarts))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
  });
});

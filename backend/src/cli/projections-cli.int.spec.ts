// `npm run projections -- status` tells the operator what the app's runner recorded: a projection
// whose batches fail shows why and since when, though the failure happened in another process.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../config.js';
import { allProjections } from '../projections.js';
import { ProjectionRunner } from '../shared/projections/projection-runner.js';
import { SqliteEventStore } from '../shared/event-store/sqlite-event-store.js';
import { SqliteReadStore } from '../shared/read-store/sqlite-read-store.js';
import { runProjectionsCli } from './projections-cli.js';

const dataDir = mkdtempSync(join(tmpdir(), 'gym-projections-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('status shows a failing projection with its reason and since when, and the others without', async () => {
  const events = SqliteEventStore.open(join(dataDir, 'events.db'));
  const read = await SqliteReadStore.open(join(dataDir, 'read.db'));
  const app = new ProjectionRunner(events, read, allProjections);
  await app.start();
  await app.stop();
  const payments = (await read.projectionStates()).find((state) => state.projection === 'payments');
  if (!payments) throw new Error('payments has no generation');
  await read.recordFailure(payments, {
    message: 'SQLITE_FULL: database or disk is full',
    since: '2026-03-02T15:04:05.000Z',
  });
  await read.close();
  await events.close();

  const out: string[] = [];
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  expect(await runProjectionsCli(['status'], { config, out: (text) => out.push(text), err: () => undefined })).toBe(0);
  const version = (name: string) => allProjections.find((projection) => projection.name === name)?.version;
  const [paymentsVersion, membersVersion] = [version('payments'), version('members')];
  expect(out.filter((line) => line.includes('falla desde'))).toEqual([
    `payments: versión ${paymentsVersion} (código ${paymentsVersion}), generación 1, posición 0, retraso 0 — falla desde 2026-03-02T15:04:05.000Z (se reintenta sola): SQLITE_FULL: database or disk is full`,
  ]);
  expect(out.filter((line) => line.startsWith('members:'))).toEqual([
    `members: versión ${membersVersion} (código ${membersVersion}), generación 1, posición 0, retraso 0`,
  ]);
});

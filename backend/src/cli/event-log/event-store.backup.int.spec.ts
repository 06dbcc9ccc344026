// Backups of the SQLite event store while another process and this one keep appending: the copy
// opens, passes SQLite's integrity check, replays cleanly, and restores as a working store.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { Database, SQLITE_PACKAGE } from '../../shared/sqlite-driver.js';
import { loadConfig } from '../../config.js';
import type { RecordedEvent } from '../../shared/event-store/event-store.port.js';
import { SqliteEventStore } from '../../shared/event-store/sqlite-event-store.js';
import { BackupError, backupEventStore, backupPaths } from './event-store.backup.js';
import { appendSampleLog } from './testing/sample-log.js';

const dir = mkdtempSync(join(tmpdir(), 'gym-backup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let cases = 0;
const caseDir = (): string => join(dir, `case-${(cases += 1)}`);
const AT = new Date('2026-11-23T15:15:00.000Z');

// Another process appending to its own stream as fast as it can, the way the adapter does (one
// IMMEDIATE transaction per append, the next revision read inside it). Plain JavaScript, so it
// runs outside jest's TypeScript transform. Writes 'appending' once its first append committed.
const APPENDER = `
  const [, modulePath, file] = process.argv;
  const { randomUUID } = require('node:crypto');
  const db = new (require(modulePath))(file);
  db.pragma('busy_timeout = 5000');
  const stream = 'member-' + randomUUID();
  const insert = db.prepare('INSERT INTO events (stream_id, revision, event_id, type, data, metadata, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const last = db.prepare('SELECT MAX(revision) FROM events WHERE stream_id = ?').pluck();
  const append = db.transaction((count) => {
    let revision = last.get(stream) ?? -1;
    for (let i = 0; i < count; i += 1) {
      revision += 1;
      insert.run(stream, revision, randomUUID(), 'AttendanceMarked', JSON.stringify({ n: revision }), '{}', new Date().toISOString());
    }
  });
  let appends = 0;
  const loop = () => {
    for (let i = 0; i < 20; i += 1) append.immediate(1 + (appends++ % 3));
    if (appends === 20) process.stdout.write('appending');
    setImmediate(loop);
  };
  loop();
`;

function startAppender(file: string): ChildProcess {
  const child = spawn(process.execPath, ['-e', APPENDER, require.resolve(SQLITE_PACKAGE), file]);
  child.stderr.pipe(process.stderr);
  return child;
}

/** Appends through the adapter in this process until `stop()`; resolves with how many appends ran. */
function appendInProcess(store: SqliteEventStore): { stop: () => Promise<number> } {
  const stopping = new AbortController();
  const stream = `staff-${randomUUID()}`;
  const done = (async () => {
    let appends = 0;
    while (!stopping.signal.aborted) {
      const event = {
        id: randomUUID(),
        type: 'StaffPasswordChanged',
        data: { staffId: 's', passwordHash: 'h' },
        metadata: {},
      };
      await store.append(stream, [event], appends === 0 ? 'no_stream' : appends - 1);
      appends += 1;
      await new Promise((resolve) => setImmediate(resolve));
    }
    return appends;
  })();
  return {
    stop: async () => {
      stopping.abort();
      return done;
    },
  };
}

/** Enough events (about 20 MB) that the copy takes a while: appends keep committing meanwhile. */
async function appendFiller(store: SqliteEventStore, count: number): Promise<void> {
  const stream = `member-${randomUUID()}`;
  const notes = 'x'.repeat(1000);
  for (let done = 0; done < count; done += 5000) {
    const events = Array.from({ length: 5000 }, () => ({
      id: randomUUID(),
      type: 'MemberDetailsChanged',
      data: { notes },
      metadata: {},
    }));
    await store.append(stream, events, done === 0 ? 'no_stream' : done - 1);
  }
}

function expectCleanReplay(events: readonly RecordedEvent[]): void {
  const next = new Map<string, number>();
  let position = 0;
  for (const event of events) {
    expect(event.position).toBeGreaterThan(position);
    position = event.position;
    expect(event.revision).toBe(next.get(event.streamId) ?? 0);
    next.set(event.streamId, event.revision + 1);
  }
}

describe('backup of the SQLite event store', () => {
  it('takes a consistent copy while two writers keep appending', async () => {
    const dataDir = caseDir();
    const source = join(dataDir, 'events.db');
    const store = SqliteEventStore.open(source);
    await appendSampleLog(store, 5, 1);
    await appendFiller(store, 20_000);
    const child = startAppender(source);
    await once(child.stdout as NodeJS.ReadableStream, 'data');
    const local = appendInProcess(store);
    const before = (await store.readAll(0, 1_000_000)).length;

    const backup = await backupEventStore(source, join(dataDir, 'backups'), AT);

    const localAppends = await local.stop();
    child.kill();
    await once(child, 'exit');
    const after = (await store.readAll(0, 1_000_000)).length;
    await store.close();
    expect(localAppends).toBeGreaterThan(0);
    expect(basename(backup.file)).toBe('events-2026-11-23T15-15-00Z.db');
    expect(readdirSync(join(dataDir, 'backups'))).toEqual(['events-2026-11-23T15-15-00Z.db']);
    expect(backup.events).toBeGreaterThanOrEqual(before);
    expect(backup.events).toBeLessThan(after);

    const raw = new Database(backup.file, { readonly: true });
    expect(raw.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(raw.pragma('journal_mode', { simple: true })).toBe('delete');
    raw.close();
    const copy = SqliteEventStore.open(backup.file, { readonly: true });
    const replayed = await copy.readAll(0, 1_000_000);
    await copy.close();
    expect(replayed).toHaveLength(backup.events);
    expectCleanReplay(replayed);
  });

  it('restores by copying the backup over events.db: the app reopens it and appends after it', async () => {
    const dataDir = caseDir();
    const store = SqliteEventStore.open(join(dataDir, 'events.db'));
    const sample = await appendSampleLog(store, 3, 1);
    const backedUp = await store.readAll(0, 10_000);
    const { file } = await backupEventStore(join(dataDir, 'events.db'), join(dataDir, 'backups'), AT);
    await appendSampleLog(store, 2, 0);
    await store.close();

    const restoredDir = caseDir();
    mkdirSync(restoredDir);
    copyFileSync(file, join(restoredDir, 'events.db'), 0);
    const restored = SqliteEventStore.open(join(restoredDir, 'events.db'));
    expect(await restored.readAll(0, 10_000)).toEqual(backedUp);
    const stream = sample.streams[0] ?? '';
    const last = (await restored.readStream(stream)).length - 1;
    await restored.append(
      stream,
      [{ id: randomUUID(), type: 'StaffAccountDisabled', data: { staffId: 's' }, metadata: {} }],
      last,
    );
    expect(await restored.headPosition()).toBe(sample.events + 1);
    await restored.close();
  });

  it('names a second backup of the same second apart, and never leaves a .partial file', async () => {
    const dataDir = caseDir();
    const store = SqliteEventStore.open(join(dataDir, 'events.db'));
    await appendSampleLog(store, 1, 1);
    await store.close();
    const first = await backupEventStore(join(dataDir, 'events.db'), join(dataDir, 'backups'), AT);
    const second = await backupEventStore(join(dataDir, 'events.db'), join(dataDir, 'backups'), AT);
    expect([basename(first.file), basename(second.file)]).toEqual([
      'events-2026-11-23T15-15-00Z.db',
      'events-2026-11-23T15-15-00Z-2.db',
    ]);
    expect(readdirSync(join(dataDir, 'backups')).sort()).toEqual([basename(first.file), basename(second.file)].sort());
  });

  it('refuses a missing store, and EventStoreDB (which has its own backups)', async () => {
    const dataDir = caseDir();
    const missing = backupEventStore(join(dataDir, 'events.db'), join(dataDir, 'backups'));
    await expect(missing).rejects.toThrow(
      new BackupError(`No hay almacén de eventos en ${join(dataDir, 'events.db')}: nada que copiar.`),
    );
    expect(existsSync(join(dataDir, 'backups'))).toBe(false);

    expect(backupPaths(loadConfig({ DATA_DIR: dataDir }))).toEqual({
      source: join(dataDir, 'events.db'),
      dir: join(dataDir, 'backups'),
    });
    const esdb = loadConfig({ DATA_DIR: dataDir, EVENTSTORE_URL: 'esdb://localhost:2113?tls=false' });
    expect(() => backupPaths(esdb)).toThrow(BackupError);
    expect(() => backupPaths(esdb)).toThrow(/EventStoreDB.*sus propias copias de seguridad/);
  });
});

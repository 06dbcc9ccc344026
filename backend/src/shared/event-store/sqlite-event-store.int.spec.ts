// The event-store contract on a SQLite file, plus what only the SQLite adapter promises.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from '@jest/globals';
import { describeEventStoreContract } from './event-store.contract.js';
import {
  anEvent,
  eventually,
  idsOf,
  pause,
  rejectionOf,
  someEvents,
  uniqueStream,
} from './event-store.contract.fixtures.js';
import { ConcurrencyError, DuplicateEventError, EventStoreUnavailableError } from './event-store.port.js';
import { SqliteEventStore } from './sqlite-event-store.js';
import { SQLITE_PACKAGE } from '../sqlite-driver.js';

const contractDir = mkdtempSync(join(tmpdir(), 'gym-event-store-contract-'));
let contractFiles = 0;
const contractFile = (): string => join(contractDir, `events-${contractFiles}.db`);
describeEventStoreContract(
  'SQLite',
  async () => SqliteEventStore.open(join(contractDir, `events-${(contractFiles += 1)}.db`)),
  async () => SqliteEventStore.open(contractFile()),
  async () => undefined,
);

describeEventStoreContract(
  'SQLite with group commit',
  async () => SqliteEventStore.open(join(contractDir, `events-${(contractFiles += 1)}.db`), { groupCommit: true }),
  async () => SqliteEventStore.open(contractFile(), { groupCommit: true }),
  async () => rmSync(contractDir, { recursive: true, force: true }),
);

describe('SqliteEventStore', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gym-event-store-'));
  let files = 0;
  const opened: SqliteEventStore[] = [];
  const freshFile = (): string => join(dir, `case-${(files += 1)}`, 'events.db');
  const open = (file: string, readonly = false, groupCommit = false): SqliteEventStore => {
    const store = SqliteEventStore.open(file, { readonly, groupCommit });
    opened.push(store);
    return store;
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((store) => store.close()));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('starts empty: head 0, nothing to read, no streams', async () => {
    const store = open(freshFile());
    expect(await store.headPosition()).toBe(0);
    expect(await store.readAll(0, 10)).toEqual([]);
    expect(await store.listStreams('')).toEqual([]);
  });

  it('creates its directory and keeps every event across close and reopen', async () => {
    const file = freshFile();
    const stream = uniqueStream();
    const batch = someEvents(3);
    const first = open(file);
    const written = await first.append(stream, batch, 'no_stream');
    const before = await first.readAll(0, 10);
    await first.close();

    const reopened = open(file);
    expect(await reopened.readAll(0, 10)).toEqual(before);
    expect(await reopened.headPosition()).toBe(written.position);
    const next = await reopened.append(stream, [anEvent()], written.nextExpectedRevision);
    expect(next).toEqual({ nextExpectedRevision: 3, position: written.position + 1 });
  });

  it('refuses an id already stored, unless the whole batch is a retry in the same stream', async () => {
    const store = open(freshFile());
    const [stream, other] = [uniqueStream(), uniqueStream()];
    const stored = anEvent();
    const first = await store.append(stream, [stored], 'no_stream');

    await expect(store.append(stream, [stored, anEvent()], 'no_stream')).rejects.toBeInstanceOf(DuplicateEventError);
    await expect(store.append(stream, [anEvent(), stored], 0)).rejects.toBeInstanceOf(DuplicateEventError);
    const elsewhere = await rejectionOf(store.append(other, [stored], 'no_stream'));
    expect(elsewhere).toEqual(new DuplicateEventError(stored.id));
    expect(await store.append(stream, [{ ...stored, id: stored.id.toUpperCase() }], 'any')).toEqual(first);
    expect(await store.readAll(0, 10)).toHaveLength(1);
  });

  it('an appendMany is a retry only when every stream of it is one: a repeat beside new events writes nothing', async () => {
    const store = open(freshFile());
    const [member, day] = [uniqueStream(), uniqueStream()];
    const stored = anEvent();
    await store.append(member, [stored], 'no_stream');
    const mixed = store.appendMany([
      { streamId: day, events: [anEvent()], expected: 'no_stream' },
      { streamId: member, events: [stored], expected: 'no_stream' },
    ]);
    await expect(mixed).rejects.toBeInstanceOf(DuplicateEventError);
    expect(await store.readAll(0, 10)).toHaveLength(1);
  });

  it('gives each revision to exactly one of two stores writing to the same file', async () => {
    const file = freshFile();
    const [one, two] = [open(file), open(file)];
    const stream = uniqueStream();
    const winners: string[] = [];
    for (let round = 0; round < 20; round += 1) {
      const expected = round === 0 ? 'no_stream' : round - 1;
      const writers = round % 2 === 0 ? [one, two] : [two, one];
      const candidates = [anEvent(), anEvent()];
      const outcomes = await Promise.allSettled(
        writers.map((writer, index) => writer.append(stream, [candidates[index] ?? anEvent()], expected)),
      );
      const won = outcomes.findIndex((outcome) => outcome.status === 'fulfilled');
      expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
      const lost = outcomes[1 - won];
      expect(lost?.status === 'rejected' && lost.reason).toMatchObject({ name: 'ConcurrencyError', actual: round });
      winners.push(candidates[won]?.id ?? '');
    }
    const stored = await two.readStream(stream);
    expect(idsOf(stored)).toEqual(winners);
    expect(stored.map((event) => event.revision)).toEqual(winners.map((_, revision) => revision));
    expect(await one.readAll(0, 100)).toEqual(stored);
  });

  it('waits for a write lock another process holds, then checks the revision it left', async () => {
    const file = freshFile();
    const store = open(file);
    const stream = uniqueStream();
    const [first, theirs, retry] = [anEvent(), anEvent(), anEvent()];
    await store.append(stream, [first], 'no_stream');
    const other = holdWriteLock(file, [stream, 1, theirs.id, theirs.type, '{}', '{}', new Date().toISOString()], 400);
    await other.locked;

    const startedAt = Date.now();
    const error = await rejectionOf(store.append(stream, [anEvent()], 0));
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(250);
    expect(error).toMatchObject({ name: 'ConcurrencyError', expected: 0, actual: 1 });
    await other.exited;
    await store.append(stream, [retry], 1);
    expect(idsOf(await store.readStream(stream))).toEqual(idsOf([first, theirs, retry]));
  });

  it('wakes a subscription for events another connection appends', async () => {
    const file = freshFile();
    const [reader, writer] = [open(file), open(file)];
    const controller = new AbortController();
    const received: string[] = [];
    const consuming = (async () => {
      for await (const event of reader.subscribe(0, controller.signal)) received.push(event.id);
    })();
    await pause(50);
    const batch = someEvents(3);
    await writer.append(uniqueStream(), batch, 'no_stream');
    await eventually(() => received.length === 3, 2000);
    expect(received).toEqual(idsOf(batch));
    controller.abort();
    await consuming;
  });

  it('refuses appends on a read-only file with EventStoreUnavailableError and still reads', async () => {
    const file = freshFile();
    const stream = uniqueStream();
    const writable = open(file);
    const stored = await writable.append(stream, [anEvent()], 'no_stream');
    await writable.close();

    const readonly = open(file, true);
    const error = await rejectionOf(readonly.append(stream, [anEvent()], 0));
    expect(error).toBeInstanceOf(EventStoreUnavailableError);
    expect((error as Error).message).toContain('readonly');
    expect(await readonly.readStream(stream)).toHaveLength(1);
    expect(await readonly.readAll(0, 10)).toHaveLength(1);
    expect(await readonly.headPosition()).toBe(stored.position);
    expect(await readonly.listStreams('contract-')).toEqual([stream]);
    expect(() => SqliteEventStore.open(join(dir, 'missing.db'), { readonly: true })).toThrow(
      EventStoreUnavailableError,
    );
  });

  it('reuses the statements compiled at open and decodes only the rows a read returns', async () => {
    const store = open(freshFile());
    const compiled = store.stats().statementsPrepared;
    const stream = uniqueStream();
    for (let revision = 0; revision < 100; revision += 1) {
      await store.append(stream, [anEvent()], revision === 0 ? 'no_stream' : revision - 1);
    }
    await store.readStream(stream, { limit: 5 });
    await store.readAll(0, 10);
    await store.headPosition();
    await store.listStreams('contract-');
    expect(store.stats()).toEqual({ statementsPrepared: compiled, eventsDecoded: 15, commits: 100 });
  });

  it('commits appends requested together in one transaction; a refused one is undone alone', async () => {
    const store = open(freshFile(), false, true);
    const [first, second, stale] = [uniqueStream(), uniqueStream(), uniqueStream()];
    await store.append(stale, [anEvent()], 'no_stream');
    const before = store.stats().commits;
    const kept = anEvent();
    const settled = await Promise.allSettled([
      store.append(first, someEvents(2), 'no_stream'),
      store.append(stale, [anEvent()], 'no_stream'),
      store.append(second, [kept], 'no_stream'),
      store.append(first, [anEvent()], 1),
    ]);
    expect(store.stats().commits).toBe(before + 1);
    expect(settled.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect((settled[1] as PromiseRejectedResult).reason).toBeInstanceOf(ConcurrencyError);
    expect(settled.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : null))).toEqual([
      { nextExpectedRevision: 1, position: 3 },
      null,
      { nextExpectedRevision: 0, position: 4 },
      { nextExpectedRevision: 2, position: 5 },
    ]);
    expect(await store.readStream(stale)).toHaveLength(1);
    expect(idsOf(await store.readStream(second))).toEqual([kept.id]);
    expect((await store.readAll(0, 10)).map((event) => event.position)).toEqual([1, 2, 3, 4, 5]);
  });

  it('commits a waiting append before its stream is read, so a command decided next sees it', async () => {
    const store = open(freshFile(), false, true);
    const [stream, other] = [uniqueStream(), uniqueStream()];
    const before = store.stats().commits;
    const waitingOther = store.append(other, [anEvent()], 'no_stream');
    const waiting = store.append(stream, [anEvent()], 'no_stream');
    expect(await store.readStream(stream)).toHaveLength(1);
    const next = store.append(stream, [anEvent()], 0);
    expect(await Promise.all([waitingOther, waiting, next])).toEqual([
      { nextExpectedRevision: 0, position: 1 },
      { nextExpectedRevision: 0, position: 2 },
      { nextExpectedRevision: 1, position: 3 },
    ]);
    expect(store.stats().commits).toBe(before + 2);
  });

  it('refuses the second of two appends to a new stream requested together, as if they came one after the other', async () => {
    const store = open(freshFile(), false, true);
    const stream = uniqueStream();
    const [winner, loser] = await Promise.allSettled([
      store.append(stream, [anEvent()], 'no_stream'),
      store.append(stream, [anEvent()], 'no_stream'),
    ]);
    expect(winner).toEqual({ status: 'fulfilled', value: { nextExpectedRevision: 0, position: 1 } });
    expect((loser as PromiseRejectedResult).reason).toBeInstanceOf(ConcurrencyError);
    expect(await store.readStream(stream)).toHaveLength(1);
  });
});

// Another process (think of the CLI) that takes the write lock, inserts one row, and commits
// after `holdMs`. Plain JavaScript, so it runs outside jest's TypeScript transform.
const LOCK_HOLDER = `
  const [, modulePath, file, row, holdMs] = process.argv;
  const db = new (require(modulePath))(file);
  db.exec('BEGIN IMMEDIATE');
  db.prepare('INSERT INTO events (stream_id, revision, event_id, type, data, metadata, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .run(...JSON.parse(row));
  process.stdout.write('locked');
  setTimeout(() => { db.exec('COMMIT'); db.close(); }, Number(holdMs));
`;

function holdWriteLock(
  file: string,
  row: readonly unknown[],
  holdMs: number,
): { locked: Promise<unknown>; exited: Promise<unknown> } {
  const child = spawn(process.execPath, [
    '-e',
    LOCK_HOLDER,
    require.resolve(SQLITE_PACKAGE),
    file,
    JSON.stringify(row),
    String(holdMs),
  ]);
  child.stderr.pipe(process.stderr);
  return { locked: once(child.stdout, 'data'), exited: once(child, 'exit') };
}

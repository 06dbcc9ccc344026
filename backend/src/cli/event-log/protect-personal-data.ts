// `npm run events -- protect [--dry-run]` (issue 39): the one sanctioned rewrite of the log. A gym's
// log from before crypto-shredding holds its members' personal data in clear; this copies it, event
// by event at the same positions, revisions, ids, instants and metadata, with each personal field
// sealed under its member's key (each health field under the member's sensitive key) and each cédula claim moved from the cédula in clear to its
// fingerprint's stream. First a backup; then every projection is built from the old log and from
// the copy, and only when their documents are identical does the copy replace the log, with the
// rewrite recorded as its last event (`EventLogProtected` in `log-protection`). SQLite only: the
// copy holds the log's write lock throughout, so nothing is appended meanwhile (stop the app first).
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { LOG_PROTECTION_STREAM_ID, SYSTEM_STAFF_ID, type EventLogProtected } from '@gym/domain';
import type { AppConfig } from '../../config.js';
import { allProjections } from '../../projections.js';
import type { EventStore, JsonObject } from '../../shared/event-store/event-store.port.js';
import { EVENT_STORE_SCHEMA, type EventRow } from '../../shared/event-store/sqlite-event-store.schema.js';
import { SqliteEventStore } from '../../shared/event-store/sqlite-event-store.js';
import { openMemberDataKeys } from '../../shared/open-stores.js';
import { cedulaFingerprintWith, isCedulaFingerprint } from '../../shared/personal-data/cedula-fingerprint.js';
import type { KeyStanding, MemberDataKeys } from '../../shared/personal-data/member-data-keys.port.js';
import { PersonalDataEventStore } from '../../shared/personal-data/personal-data-event-store.js';
import {
  hasClearPersonalFields,
  hasClearSensitiveFields,
  protectedMemberOf,
  sealPersonalFields,
} from '../../shared/personal-data/personal-fields.js';
import { sensitiveKeyId } from '../../shared/personal-data/sensitive-keys.js';
import { makePrivateFile } from '../../shared/private-files.js';
import { ProjectionRunner } from '../../shared/projections/projection-runner.js';
import type { Doc } from '../../shared/read-store/read-store.port.js';
import { SqliteReadStore } from '../../shared/read-store/sqlite-read-store.js';
import { Database } from '../../shared/sqlite-driver.js';
import { backupEventStore } from './event-store.backup.js';

const CEDULA_PREFIX = 'cedula-';
const BATCH = 5_000;

export interface ProtectPlan {
  readonly events: number;
  /** Events with a personal field in clear, and the streams they are in. */
  readonly clearEvents: number;
  readonly clearStreams: number;
  /** Cédula claims under the cédula in clear: moved to their fingerprint's stream, or dropped when it exists (migrated at start). */
  readonly claimsToMove: number;
  readonly claimsToDrop: number;
}

export interface ProtectResult extends ProtectPlan {
  readonly backupFile: string;
  readonly projectionsIdentical: boolean;
}

/** The projections' documents differ between the log and its protected copy: nothing was changed. */
export class ProtectMismatchError extends Error {
  constructor(readonly collections: readonly string[]) {
    super(`the projections differ in ${collections.join(', ')}`);
  }
}

const rowsAfter = (db: Database) =>
  db.prepare<[number, number], EventRow>(
    'SELECT position, stream_id, revision, event_id, type, data, metadata, recorded_at FROM events WHERE position > ? ORDER BY position LIMIT ?',
  );

function* batches(db: Database): Generator<EventRow[]> {
  const statement = rowsAfter(db);
  for (let after = 0; ;) {
    const rows = statement.all(after, BATCH);
    if (rows.length === 0) return;
    yield rows;
    after = rows.at(-1)?.position ?? after;
  }
}

/** What the copy would change: read only. */
export async function planProtection(
  db: Database,
  fingerprint: (cedula: string) => Promise<string>,
): Promise<{
  plan: ProtectPlan;
  claimStreams: ReadonlyMap<string, string | null>;
}> {
  let events = 0;
  let clearEvents = 0;
  const clearStreams = new Set<string>();
  for (const rows of batches(db)) {
    for (const row of rows) {
      events += 1;
      if (hasClearPersonalFields(row.type, JSON.parse(row.data) as JsonObject)) {
        clearEvents += 1;
        clearStreams.add(row.stream_id);
      }
    }
  }
  const hasStream = db.prepare<[string], number>('SELECT 1 FROM events WHERE stream_id = ? LIMIT 1').pluck();
  const claimStreams = new Map<string, string | null>();
  const streams = db
    .prepare<[], string>("SELECT DISTINCT stream_id FROM events WHERE stream_id >= 'cedula-' AND stream_id < 'cedula.'")
    .pluck()
    .all();
  for (const streamId of streams) {
    const name = streamId.slice(CEDULA_PREFIX.length);
    if (isCedulaFingerprint(name)) continue;
    const target = `${CEDULA_PREFIX}${await fingerprint(name)}`;
    // Null: its fingerprint's stream exists already (claimed again at a start): the old one is dropped.
    claimStreams.set(streamId, hasStream.get(target) === 1 ? null : target);
  }
  const claimsToDrop = [...claimStreams.values()].filter((target) => target === null).length;
  return {
    plan: {
      events,
      clearEvents,
      clearStreams: clearStreams.size,
      claimsToMove: claimStreams.size - claimsToDrop,
      claimsToDrop,
    },
    claimStreams,
  };
}

/** Every projection's documents built from `log` into a throwaway read store. */
export async function projectedDocuments(log: EventStore): Promise<Record<string, Doc[]>> {
  const dir = mkdtempSync(join(tmpdir(), 'gym-protect-'));
  const readStore = await SqliteReadStore.open(join(dir, 'read.db'));
  try {
    const runner = new ProjectionRunner(log, readStore, allProjections, { batchSize: 2000, pollMs: 20 });
    await runner.start();
    const head = await log.headPosition();
    const caughtUp = await runner.waitFor(head, 30 * 60_000);
    await runner.stop();
    if (!caughtUp) throw new Error('the projections did not catch up with the log');
    const documents: Record<string, Doc[]> = {};
    for (const collection of allProjections.flatMap((projection) => projection.collections)) {
      documents[collection.name] = (
        await readStore.find(collection.name, { sort: [{ field: 'id', direction: 'asc' }] })
      ).items;
    }
    return documents;
  } finally {
    await readStore.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

function differences(before: Record<string, Doc[]>, after: Record<string, Doc[]>): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => !isDeepStrictEqual(before[name], after[name]));
}

const REVOCATION = 'MemberSensitiveAuthorizationRevoked';

/**
 * R48 (b): the sensitive key a health field in clear is sealed under: the generation its member was
 * in when it was written (the k-th revocation ended generation k − 1), so a revocation recorded
 * before the copy erases what came before it, and one after erases it too. Counted in log order.
 */
class SensitiveGenerations {
  private readonly revocations = new Map<string, number>();

  /** The key id for the event's health fields (undefined: none in clear); counts a revocation. */
  next(type: string, data: JsonObject, memberId: string | undefined): string | undefined {
    if (memberId === undefined) return undefined;
    const generation = this.revocations.get(memberId) ?? 0;
    if (type === REVOCATION) this.revocations.set(memberId, generation + 1);
    return hasClearSensitiveFields(type, data) ? sensitiveKeyId(memberId, generation) : undefined;
  }
}

/**
 * Copies the rows of `source` into `target`, each member's personal fields sealed under that member's
 * key and their health fields under the member's sensitive key (as the app appends them), old claims
 * moved or dropped.
 */
async function copyProtected(
  source: Database,
  target: Database,
  keys: MemberDataKeys,
  claimStreams: ReadonlyMap<string, string | null>,
): Promise<{ sealed: number; copied: number }> {
  const insert = target.prepare(
    'INSERT INTO events (position, stream_id, revision, event_id, type, data, metadata, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const standings = new Map<string, KeyStanding>();
  const generations = new SensitiveGenerations();
  const standingOf = async (id: string): Promise<void> => {
    if (!standings.has(id)) standings.set(id, await keys.keyFor(id));
  };
  let sealed = 0;
  let copied = 0;
  for (const rows of batches(source)) {
    const parsed = rows.map((row) => {
      const data = JSON.parse(row.data) as JsonObject;
      const memberId = protectedMemberOf(row.type, data);
      return { row, data, memberId, sensitiveKey: generations.next(row.type, data, memberId) };
    });
    for (const { memberId, sensitiveKey } of parsed) {
      if (memberId !== undefined) await standingOf(memberId);
      if (sensitiveKey !== undefined) await standingOf(sensitiveKey);
    }
    target.transaction(() => {
      for (const { row, data, memberId, sensitiveKey } of parsed) {
        const moved = claimStreams.get(row.stream_id);
        if (moved === null) continue;
        const sensitive = sensitiveKey === undefined ? undefined : standings.get(sensitiveKey);
        const protectedData =
          memberId === undefined ? data : sealPersonalFields(row.type, data, standings.get(memberId), sensitive);
        if (protectedData !== data) sealed += 1;
        const streamId = moved ?? row.stream_id;
        insert.run(
          row.position,
          streamId,
          row.revision,
          row.event_id,
          row.type,
          JSON.stringify(protectedData),
          row.metadata,
          row.recorded_at,
        );
        copied += 1;
      }
    })();
  }
  return { sealed, copied };
}

/**
 * Protects the SQLite log of `config` (see the top of this file). `dryRun`: only the plan. Throws
 * ProtectMismatchError (the log untouched) when the projections would differ.
 */
export async function protectEventLog(
  config: AppConfig,
  options: { readonly dryRun?: boolean; readonly now?: () => Date } = {},
): Promise<ProtectResult | ProtectPlan> {
  const file = join(config.dataDir, 'events.db');
  const keys = await openMemberDataKeys(config);
  const fingerprint = cedulaFingerprintWith(keys);
  const source = new Database(file, { fileMustExist: true });
  let locked = false;
  const copyFile = `${file}.protecting`;
  try {
    source.pragma('busy_timeout = 5000');
    const { plan, claimStreams } = await planProtection(source, fingerprint);
    if (options.dryRun || (plan.clearEvents === 0 && claimStreams.size === 0)) return plan;
    // Nothing is appended while the copy is made: this connection holds the log's write lock.
    source.exec('BEGIN IMMEDIATE');
    locked = true;
    const backup = await backupEventStore(file, join(config.dataDir, 'backups'), options.now?.());
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${copyFile}${suffix}`, { force: true });
    makePrivateFile(copyFile);
    const target = new Database(copyFile);
    let copy: { sealed: number; copied: number };
    try {
      target.pragma('journal_mode = DELETE');
      target.exec(EVENT_STORE_SCHEMA);
      copy = await copyProtected(source, target, keys, claimStreams);
    } finally {
      target.close();
    }
    const before = await projectedDocuments(
      new PersonalDataEventStore(SqliteEventStore.open(file, { readonly: true }), keys, { closeKeys: false }),
    );
    const copied = new PersonalDataEventStore(SqliteEventStore.open(copyFile), keys, { closeKeys: false });
    let after: Record<string, Doc[]>;
    try {
      after = await projectedDocuments(copied);
      const differing = differences(before, after);
      if (differing.length > 0) throw new ProtectMismatchError(differing);
      const head = source.prepare<[], number>('SELECT COALESCE(MAX(position), 0) FROM events').pluck().get() ?? 0;
      const recorded: EventLogProtected['data'] = {
        sealedEvents: copy.sealed,
        movedClaims: plan.claimsToMove,
        droppedClaims: plan.claimsToDrop,
        copiedEvents: copy.copied,
        head,
        backupFile: backup.file,
        projectionsIdentical: true,
      };
      const now = (options.now?.() ?? new Date()).toISOString();
      await copied.append(
        LOG_PROTECTION_STREAM_ID,
        [
          {
            id: randomUUID(),
            type: 'EventLogProtected',
            data: recorded,
            metadata: { staffId: SYSTEM_STAFF_ID, occurredAt: now, correlationId: randomUUID() },
          },
        ],
        'any',
      );
    } catch (error) {
      await copied.close();
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${copyFile}${suffix}`, { force: true });
      throw error;
    }
    await copied.close();
    source.exec('ROLLBACK');
    locked = false;
    source.close();
    // The copy takes the log's place; the old file's companions go with it.
    for (const suffix of ['-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
    for (const suffix of ['-wal', '-shm'])
      if (existsSync(`${copyFile}${suffix}`)) rmSync(`${copyFile}${suffix}`, { force: true });
    renameSync(copyFile, file);
    return { ...plan, backupFile: backup.file, projectionsIdentical: true };
  } finally {
    if (locked) source.exec('ROLLBACK');
    if (source.open) source.close();
    await keys.close();
  }
}

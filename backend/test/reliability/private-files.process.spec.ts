// Private files (issue 18), with the built app and commands under umask 000 (the loosest a machine
// can have): DATA_DIR is 0700 and every file written there or by the commands is 0600 — events.db,
// read.db, the -wal/-shm SQLite creates beside them, jwt-secret, backups, exports, the import's
// scratch file — and what an older version left readable by others is tightened at start, with a
// log line per file.
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ImportLedger } from '../../src/cli/event-log/event-log.import-ledger.js';
import { ensureBuilt as ensureCliBuilt, runBuilt } from '../../src/cli/testing/built-cli.js';
import { expectStatus, registerBody } from '../members/support/members-api.js';
import { killRunningServers, projectionsCaughtUp, startBuiltServer } from './support/built-server.js';
import { Ledger } from './support/ledger.js';

const ledger = new Ledger('private-files');
const SAMPLE = resolve(__dirname, '../../../samples/firestore-export.sample.json');

const modeOf = (path: string): string => (statSync(path).mode & 0o777).toString(8);

/** Every folder and file under `dir` with its mode, relative paths, sorted. */
function modesUnder(dir: string, prefix = ''): [string, string][] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry): [string, string][] => {
    const path = join(dir, entry.name);
    const name = `${prefix}${entry.name}`;
    ledger.add('inputsTried');
    return entry.isDirectory() ? [[`${name}/`, modeOf(path)], ...modesUnder(path, `${name}/`)] : [[name, modeOf(path)]];
  });
}

const loose = (modes: [string, string][]): [string, string][] =>
  modes.filter(([name, mode]) => mode !== (name.endsWith('/') ? '700' : '600'));

describe('reliability: private files under umask 000', () => {
  let root: string;
  let umask: number;

  beforeAll(() => {
    umask = process.umask(0);
    root = mkdtempSync(join(tmpdir(), 'gym-private-files-'));
    ensureCliBuilt();
  }, 180_000);
  afterAll(() => {
    killRunningServers();
    process.umask(umask);
    rmSync(root, { recursive: true, force: true });
    ledger.save();
  });

  const dataDir = (): string => join(root, 'gym', 'data');

  it('the app creates DATA_DIR 0700 and events.db, read.db, their -wal/-shm and jwt-secret 0600', async () => {
    const server = await startBuiltServer(dataDir());
    const created = await server.staff.request('POST', '/api/members', { body: registerBody({ amountPaid: 80_000 }) });
    ledger.answered(created.status, 'POST');
    expectStatus(created, 201);
    await projectionsCaughtUp(server);
    const modes = modesUnder(dataDir());
    const names = modes.map(([name]) => name);
    expect(names).toEqual(
      expect.arrayContaining(['events.db', 'events.db-wal', 'events.db-shm', 'read.db', 'read.db-wal', 'read.db-shm']),
    );
    expect(names).toContain('jwt-secret');
    expect(modeOf(dataDir())).toBe('700');
    expect(loose(modes)).toEqual([]);
    await server.stop();
  }, 60_000);

  it('what an older version left readable by others is tightened at start, each with a log line', async () => {
    const planted = [
      dataDir(),
      join(dataDir(), 'events.db'),
      join(dataDir(), 'jwt-secret'),
      join(dataDir(), 'backups'),
    ];
    mkdirSync(join(dataDir(), 'backups'), { recursive: true });
    writeFileSync(join(dataDir(), 'backups', 'events-old.db'), 'copia antigua');
    planted.push(join(dataDir(), 'backups', 'events-old.db'));
    for (const path of planted) chmodSync(path, statSync(path).isDirectory() ? 0o755 : 0o644);
    ledger.add('faultsInjected', planted.length);
    const server = await startBuiltServer(dataDir());
    const tightened = server
      .output()
      .split('\n')
      .filter((line) => line.includes('permissions tightened'))
      .map((line) => (JSON.parse(line) as { path: string; from: string; to: string }).path);
    expect(tightened.sort()).toEqual([...planted].sort());
    // SQLite made new -wal/-shm for the restarted app: they follow the database file, still 0600.
    expect(loose(modesUnder(dataDir()))).toEqual([]);
    await server.stop();
  }, 60_000);

  it('backups, exports and imports the commands write are 0600 in folders 0700', () => {
    const env = { DATA_DIR: dataDir(), TMPDIR: join(root, 'scratch') };
    mkdirSync(env.TMPDIR, { recursive: true });
    mkdirSync(join(root, 'exports'), { recursive: true });
    const restored = { ...env, DATA_DIR: join(root, 'restored', 'data') };
    const migrated = { ...env, DATA_DIR: join(root, 'migrated', 'data') };
    const runs = [
      runBuilt('backup', [], env, root),
      runBuilt('backup', [join(root, 'usb', 'gym')], env, root),
      runBuilt('events', ['export', '--out', join(root, 'exports', 'eventos.jsonl')], env, root),
      runBuilt('events', ['import', join(root, 'exports', 'eventos.jsonl')], restored, root),
      runBuilt('import-firestore', [SAMPLE], migrated, root),
    ];
    ledger.sent(runs.length);
    expect(runs.map((run) => run.status)).toEqual([0, 0, 0, 0, 1]); // the sample leaves 3 members out: 1
    expect(loose(modesUnder(join(dataDir(), 'backups')))).toEqual([]);
    expect(loose([['gym/', modeOf(join(root, 'usb', 'gym'))], ...modesUnder(join(root, 'usb', 'gym'))])).toEqual([]);
    expect(loose(modesUnder(join(root, 'exports')))).toEqual([]);
    expect(loose(modesUnder(restored.DATA_DIR))).toEqual([]);
    expect(loose(modesUnder(migrated.DATA_DIR))).toEqual([]);
    expect(readdirSync(env.TMPDIR)).toEqual([]); // the import's scratch folder is gone
  }, 120_000);

  it("the import's scratch file is 0600 in a folder of its own (0700), removed at close", () => {
    const scratch = new ImportLedger();
    try {
      expect([modeOf(scratch.folder), modeOf(scratch.file)]).toEqual(['700', '600']);
      expect(loose(modesUnder(scratch.folder))).toEqual([]);
    } finally {
      scratch.close();
    }
    expect(() => statSync(scratch.folder)).toThrow();
  });
});

// The built app (backend/dist/main.js) as a child process on a DATA_DIR the test keeps, so it can
// be killed, stopped and started again on the same files; and the event log read straight from disk.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Database } from '../../../src/shared/sqlite-driver.js';
import { createClient, TEST_ADMIN, type TestClient } from '../../support/test-app.js';

const ROOT = resolve(__dirname, '../../../..');
const MAIN = join(ROOT, 'backend/dist/main.js');
let built = false;
const running = new Set<ChildProcess>();

/** Kills every server this test file started and has not stopped (for afterAll, whatever failed). */
export function killRunningServers(): void {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
}

/** Builds once per test process when the sources changed (scripts/build.mjs; a no-op when current). */
export function ensureBuilt(): void {
  if (built) return;
  const result = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`The app does not build:\n${result.stdout}${result.stderr}`);
  built = true;
}

export interface Exit {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
}

export interface BuiltServer {
  readonly baseUrl: string;
  readonly pid: number;
  readonly dataDir: string;
  /** Signed in as TEST_ADMIN. */
  readonly staff: TestClient;
  readonly exited: Promise<Exit>;
  output(): string;
  kill(signal: NodeJS.Signals): void;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<Exit>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

export async function startBuiltServer(dataDir: string, env: Record<string, string> = {}): Promise<BuiltServer> {
  ensureBuilt();
  const port = await freePort();
  let log = '';
  // The app gets its own DATA_DIR: a server URL set for the contract suites is passed on only by a
  // test about that server (in `env`), never inherited.
  const { EVENTSTORE_URL: _events, MONGODB_URL: _read, ...inherited } = process.env;
  const child: ChildProcess = spawn(process.execPath, [MAIN], {
    env: {
      ...inherited,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      GYM_ADMIN_EMAIL: TEST_ADMIN.email,
      GYM_ADMIN_PASSWORD: TEST_ADMIN.password,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  running.add(child);
  const exited = new Promise<Exit>((done) =>
    child.once('exit', (code, signal) => {
      running.delete(child);
      done({ code, signal });
    }),
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilHealthy(baseUrl, exited, () => log);
  const staff = createClient(baseUrl);
  const signedIn = await staff.signIn();
  if (signedIn.status !== 200) {
    child.kill('SIGKILL');
    throw new Error(`Could not sign in: ${signedIn.status} ${JSON.stringify(signedIn.body)}\n${log}`);
  }
  return {
    baseUrl,
    pid: child.pid ?? 0,
    dataDir,
    staff,
    exited,
    output: () => log,
    kill: (signal) => child.kill(signal),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

async function waitUntilHealthy(baseUrl: string, exited: Promise<Exit>, output: () => string): Promise<void> {
  const app: { exit?: Exit } = {};
  void exited.then((value) => (app.exit = value));
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (app.exit) throw new Error(`The app exited (${JSON.stringify(app.exit)}):\n${output()}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`The app did not become healthy in 30 s:\n${output()}`);
}

/** Waits until every projection has applied the whole log (GET /api/health, signed in). */
export async function projectionsCaughtUp(server: BuiltServer, timeoutMs = 15_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const health = await server.staff.request('GET', '/api/health');
    const head = Number(health.body?.head);
    if (health.status === 200 && health.body.maxLag === 0 && head === lastPosition(server.dataDir)) return head;
    if (Date.now() > deadline) throw new Error(`Projections did not catch up: ${JSON.stringify(health.body)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export interface LoggedEvent {
  readonly position: number;
  readonly streamId: string;
  readonly type: string;
  readonly idempotencyKey: string | undefined;
}

function readOnly<T>(file: string, use: (db: Database) => T): T {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return use(db);
  } finally {
    db.close();
  }
}

/** Every event in DATA_DIR/events.db, read through a read-only connection of its own. */
export function eventLog(dataDir: string): LoggedEvent[] {
  type Row = { position: number; stream_id: string; type: string; metadata: string };
  const rows = readOnly(join(dataDir, 'events.db'), (db) =>
    db.prepare<[], Row>('SELECT position, stream_id, type, metadata FROM events ORDER BY position').all(),
  );
  return rows.map((row) => ({
    position: row.position,
    streamId: row.stream_id,
    type: row.type,
    idempotencyKey: (JSON.parse(row.metadata) as { idempotencyKey?: string }).idempotencyKey,
  }));
}

export function lastPosition(dataDir: string): number {
  return readOnly(join(dataDir, 'events.db'), (db) =>
    Number(db.prepare('SELECT COALESCE(MAX(position), 0) FROM events').pluck().get()),
  );
}

/** `PRAGMA integrity_check` of a database file: 'ok' when sound. */
export function integrityOf(file: string): string {
  return readOnly(file, (db) => String(db.pragma('integrity_check', { simple: true })));
}

/** A consistent copy of DATA_DIR/events.db and keys.db (SQLite online backup) into `targetDir`. */
export async function copyEventLog(dataDir: string, targetDir: string): Promise<void> {
  // The members' data keys with it (issue 39): without them the log's personal data cannot be read.
  for (const file of ['events.db', 'keys.db']) {
    if (file === 'keys.db' && !existsSync(join(dataDir, file))) continue;
    const db = new Database(join(dataDir, file), { readonly: true, fileMustExist: true });
    try {
      await db.backup(join(targetDir, file));
    } finally {
      db.close();
    }
  }
}

// The built operator commands run as an operator runs them (`node backend/dist/cli/<name>.js`),
// building the backend first when its output is missing or older than the commands' sources.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '../../../..');
const dist = join(root, 'backend/dist/cli');

/** Newest modification time of the sources the built commands come from. */
function newestSource(folder: string): number {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(path));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts'))
      newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

/** tsc rewrites only the outputs that change, but always its build info: that tells when it last built. */
function upToDate(commands: readonly string[]): boolean {
  const buildInfo = join(root, 'backend/tsconfig.tsbuildinfo');
  const built = [buildInfo, ...commands.map((command) => join(dist, `${command}.js`))];
  const sources = Math.max(newestSource(join(root, 'backend/src/cli')), newestSource(join(root, 'libs/domain/src')));
  return built.every(existsSync) && statSync(buildInfo).mtimeMs >= sources;
}

const LOCK = join(root, 'backend/.cli-build.lock');
const STALE_LOCK_MS = 300_000;

/** Builds when needed; one spec at a time (jest runs spec files in parallel), the others wait for it. */
export function ensureBuilt(commands: readonly string[]): void {
  while (!upToDate(commands)) {
    try {
      mkdirSync(LOCK);
    } catch {
      const lockedAt = statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
      if (Date.now() - lockedAt > STALE_LOCK_MS) rmSync(LOCK, { recursive: true, force: true });
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
      continue;
    }
    try {
      const build = spawnSync('npx', ['tsc', '-b', 'libs/domain', 'backend'], { cwd: root, encoding: 'utf8' });
      if (build.status !== 0) throw new Error(`The backend does not build:\n${build.stdout}${build.stderr}`);
      return;
    } finally {
      rmSync(LOCK, { recursive: true, force: true });
    }
  }
}

export interface Run {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs a built command in `cwd` with the test's environment minus the server URLs, plus `env`. */
export function runBuilt(command: string, args: readonly string[], env: Record<string, string>, cwd: string): Run {
  const { EVENTSTORE_URL: _events, MONGODB_URL: _read, ...inherited } = process.env;
  const result = spawnSync(process.execPath, [join(dist, `${command}.js`), ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...inherited, ...env },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

export interface RunningCommand {
  readonly pid: number;
  /** Everything it wrote so far, stdout and stderr together. */
  output(): string;
  kill(signal: NodeJS.Signals): void;
  readonly exited: Promise<{ readonly status: number | null; readonly signal: NodeJS.Signals | null }>;
}

/** Starts a built command without blocking the test's event loop (a server in the test keeps answering). */
export function startBuilt(
  command: string,
  args: readonly string[],
  env: Record<string, string>,
  cwd: string,
): RunningCommand {
  const { EVENTSTORE_URL: _events, MONGODB_URL: _read, ...inherited } = process.env;
  const child = spawn(process.execPath, [join(dist, `${command}.js`), ...args], {
    cwd,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<{ status: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (status, signal) => resolve({ status, signal })),
  );
  return { pid: child.pid ?? 0, output: () => output, kill: (signal) => child.kill(signal), exited };
}

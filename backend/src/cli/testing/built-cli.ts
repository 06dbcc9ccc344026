// The built operator commands run as an operator runs them (`node backend/dist/cli/<name>.js`),
// building the app first when its sources changed (scripts/build.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '../../../..');
const dist = join(root, 'backend/dist/cli');

/**
 * Builds when the sources changed since the build in use (scripts/build.mjs decides, in a fraction of
 * a second when nothing changed, and lets one spec file build while the others wait for it).
 */
export function ensureBuilt(): void {
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`The app does not build:\n${build.stdout}${build.stderr}`);
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

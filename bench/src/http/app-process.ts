// The real built app (backend/dist/main.js) as a child process on a free loopback port: started
// on a data directory, timed until /api/health answers, watched for its peak memory, stopped.
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { HttpClient } from './http-client.js';

export const REPO_ROOT = new URL('../../../', import.meta.url).pathname;
/**
 * To measure a fix before it lands: GYM_BENCH_APP_ROOT runs another build of the app (a patched
 * copy), GYM_BENCH_APP_NODE_ARGS adds node flags (e.g. `--max-old-space-size=192`).
 */
const APP_ROOT = process.env['GYM_BENCH_APP_ROOT'] ?? REPO_ROOT;
const APP_NODE_ARGS = (process.env['GYM_BENCH_APP_NODE_ARGS'] ?? '').split(' ').filter(Boolean);
const START_TIMEOUT_MS = 60_000;

/**
 * The environment of a process the bench starts on its own DATA_DIR: without EVENTSTORE_URL and
 * MONGODB_URL, which would point it at a server that does not hold the generated gym.
 */
export function benchEnvironment(env: Readonly<Record<string, string>>): NodeJS.ProcessEnv {
  const { EVENTSTORE_URL: _events, MONGODB_URL: _read, ...inherited } = process.env;
  return { ...inherited, ...env };
}

export interface AppStart {
  readonly dataDir: string;
  readonly adminEmail: string;
  readonly adminPassword: string;
  readonly logLevel: string;
  /** Extra node flags, e.g. `--cpu-prof` to profile the app. */
  readonly nodeArgs?: readonly string[];
}

export class AppProcess {
  private constructor(
    readonly child: ChildProcess,
    readonly port: number,
    /** From spawning the process until /api/health first answered 200. */
    readonly startupMs: number,
  ) {}

  static async start(options: AppStart): Promise<AppProcess> {
    const port = await freePort();
    const log = openSync(join(options.dataDir, 'app.log'), 'a');
    const started = performance.now();
    const child = spawn(
      process.execPath,
      [...APP_NODE_ARGS, ...(options.nodeArgs ?? []), join(APP_ROOT, 'backend/dist/main.js')],
      {
        cwd: REPO_ROOT,
        env: benchEnvironment({
          PORT: String(port),
          DATA_DIR: options.dataDir,
          GYM_ADMIN_EMAIL: options.adminEmail,
          GYM_ADMIN_PASSWORD: options.adminPassword,
          LOG_LEVEL: options.logLevel,
        }),
        stdio: ['ignore', log, log],
      },
    );
    const exited = new Promise<never>((_resolve, reject) =>
      child.once('exit', (code) =>
        reject(new Error(`The app exited with code ${code} (see ${options.dataDir}/app.log)`)),
      ),
    );
    exited.catch(() => undefined);
    // Should the bench fail or exit early, the app must not outlive it.
    process.once('exit', () => child.kill('SIGKILL'));
    await Promise.race([waitForHealth(port), exited]);
    return new AppProcess(child, port, performance.now() - started);
  }

  /** Peak resident memory of the app since it started (VmHWM), in MB. */
  peakRssMb(): number {
    return peakRssMb(this.child.pid);
  }

  /** CPU time (user + system) the app has used so far, in ms. */
  cpuMs(): number {
    try {
      const fields = readFileSync(`/proc/${this.child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      // utime and stime are fields 14 and 15 of /proc/<pid>/stat, in clock ticks (100 per second).
      return (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      return Number.NaN;
    }
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
}

export function peakRssMb(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1]);
    return Math.round((kb / 1024) * 10) / 10;
  } catch {
    return Number.NaN;
  }
}

async function waitForHealth(port: number): Promise<void> {
  const client = new HttpClient(port);
  const deadline = performance.now() + START_TIMEOUT_MS;
  try {
    while (performance.now() < deadline) {
      const answer = await client.send('GET', '/api/health').catch(() => null);
      if (answer?.status === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`The app did not answer /api/health within ${START_TIMEOUT_MS / 1000} s`);
  } finally {
    client.close();
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

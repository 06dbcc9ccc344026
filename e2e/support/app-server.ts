// Starts the built app as a child process on a free port with a fresh DATA_DIR, for one test file.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface AppServer {
  readonly baseUrl: string;
  readonly dataDir: string;
  readonly output: () => string;
  stop(): Promise<void>;
}

const MAIN = resolve(__dirname, '../../backend/dist/main.js');

/** The first administrator every browser-test app starts with (GYM_ADMIN_EMAIL / GYM_ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: 'admin@gimnasio.test', password: 'clave-de-prueba-2026' } as const;

async function freePort(): Promise<number> {
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

async function waitUntilHealthy(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The app exited (${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The app did not become healthy in 30 s:\n${output()}`);
}

/** Writes into the fresh DATA_DIR before the app starts (e.g. events decided with a past clock). */
export type DataDirSeed = (dataDir: string) => Promise<void>;

export async function startAppServer(env: Record<string, string> = {}, seed?: DataDirSeed): Promise<AppServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'gym-e2e-'));
  try {
    await seed?.(dataDir);
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  let log = '';
  // Its own DATA_DIR, never a store shared through a URL set for the contract suites.
  const { EVENTSTORE_URL: _events, MONGODB_URL: _read, ...inherited } = process.env;
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...inherited,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      GYM_ADMIN_EMAIL: E2E_ADMIN.email,
      GYM_ADMIN_PASSWORD: E2E_ADMIN.password,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const output = (): string => log;
  await waitUntilHealthy(baseUrl, child, output);
  return {
    baseUrl,
    dataDir,
    output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

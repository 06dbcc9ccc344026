// `npm start` on a copy of the image's build context (the repository minus .dockerignore): the first
// start builds, the second starts the built app without building; a build made while the app runs
// swaps a new folder in and leaves the running app's folder (and the page it serves) alone until the
// app has stopped.
import { type ChildProcess, spawn } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { freePort } from '../reliability/support/built-server.js';
import { dockerContextFiles, ROOT } from './support/docker-context.js';

/**
 * The files of the image's build context (.dockerignore applied: no tests, bench or docs), so the
 * first start also shows that the Dockerfile's `npm run build` finds everything it needs there.
 */
function copyRepository(target: string): void {
  for (const file of dockerContextFiles()) {
    mkdirSync(dirname(join(target, file)), { recursive: true });
    cpSync(join(ROOT, file), join(target, file));
  }
  mkdirSync(join(target, 'docs'), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(target, 'node_modules'));
  symlinkSync(join(ROOT, 'frontend/node_modules'), join(target, 'frontend/node_modules'));
}

interface Started {
  readonly child: ChildProcess;
  readonly baseUrl: string;
  /** From `npm start` until /api/health answered 200. */
  readonly seconds: number;
  output(): string;
  stop(): Promise<void>;
}

async function npmStart(repo: string, dataDir: string): Promise<Started> {
  const port = await freePort();
  const { EVENTSTORE_URL: _events, MONGODB_URL: _read, ...inherited } = process.env;
  const started = performance.now();
  // Its own process group, so stopping it reaches node under npm too.
  const child = spawn('npm', ['start'], {
    cwd: repo,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...inherited,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      GYM_ADMIN_EMAIL: 'admin@gimnasio.test',
      GYM_ADMIN_PASSWORD: 'clave-de-prueba-2026',
    },
  });
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 280_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start ended (${child.exitCode}):\n${log}`);
    if (Date.now() > deadline) throw new Error(`npm start did not answer in time:\n${log}`);
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const seconds = (performance.now() - started) / 1000;
  return {
    child,
    baseUrl,
    seconds,
    output: () => log,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) process.kill(-(child.pid ?? 0), 'SIGTERM');
      await exited;
    },
  };
}

/** The build folders under build/ (not compile/, current, the lock). */
function builds(repo: string): string[] {
  return readdirSync(join(repo, 'build'))
    .filter((name) => /^\d{8}-\d{6}-\d+$/.test(name))
    .sort();
}

const currentBuild = (repo: string): string => basename(realpathSync(join(repo, 'build/current')));

describe('npm start', () => {
  const work = mkdtempSync(join(tmpdir(), 'gym-npm-start-'));
  const repo = join(work, 'repo');
  const running: Started[] = [];
  afterAll(async () => {
    await Promise.all(running.map((app) => app.stop()));
    rmSync(work, { recursive: true, force: true });
  });

  it('builds at the first start, not at the second, and a build under a running app never takes its files', async () => {
    copyRepository(repo);

    // 1. First start: nothing is built yet.
    const first = await npmStart(repo, join(work, 'data'));
    running.push(first);
    expect(first.output()).toContain('[build] no build yet: building');
    const firstBuild = currentBuild(repo);
    const page = await (await fetch(`${first.baseUrl}/`)).text();
    const script = /src="(\/assets\/index-[^"]+\.js)"/.exec(page)?.[1];
    expect(script).toBeDefined();
    // Built as the gym runs it, even under jest's NODE_ENV=test: React's production build (its
    // errors link to react.dev), not the development one (which checks ARIA attributes).
    const code = await (await fetch(`${first.baseUrl}${script ?? '/'}`)).text();
    expect({
      production: code.includes('react.dev/errors'),
      development: code.includes('Invalid ARIA attribute'),
    }).toEqual({ production: true, development: false });

    // 2. A source changes and a build runs while the app serves: the page and its script keep answering.
    appendFileSync(join(repo, 'frontend/src/app/app.tsx'), '\n// changed by npm-start.process.spec.ts\n');
    const answers: number[] = [];
    const rebuilding = { now: true };
    const poll = (async () => {
      while (rebuilding.now) {
        // The page, a screen's deep link (answered with the page too) and the page's script.
        for (const path of ['/', '/users', script ?? '/'])
          answers.push((await fetch(`${first.baseUrl}${path}`)).status);
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const rebuild = spawn(process.execPath, ['scripts/build.mjs'], { cwd: repo, stdio: 'ignore' });
    const rebuildStatus = await new Promise<number | null>((done) => rebuild.once('exit', done));
    rebuilding.now = false;
    await poll;
    expect(rebuildStatus).toBe(0);
    const secondBuild = currentBuild(repo);
    expect(secondBuild).not.toBe(firstBuild);
    expect(answers.length).toBeGreaterThan(10);
    expect(answers.filter((status) => status !== 200)).toEqual([]);
    // The running app still serves its own build's page; its folder is kept for it.
    expect(await (await fetch(`${first.baseUrl}/`)).text()).toBe(page);
    expect(await (await fetch(`${first.baseUrl}/users`)).text()).toBe(page);
    expect(builds(repo)).toEqual([firstBuild, secondBuild]);
    const markers = readdirSync(join(repo, 'build', firstBuild, 'running'));
    expect(markers).toHaveLength(1);
    expect(readFileSync(`/proc/${markers[0]}/cmdline`, 'utf8')).toContain('backend/dist/main.js');
    await first.stop();

    // 3. Second start: the sources did not change since the last build, so nothing is built.
    const second = await npmStart(repo, join(work, 'data'));
    running.push(second);
    expect(second.output()).toContain('[build] current: ');
    expect(second.output()).not.toContain('building');
    expect(builds(repo)).toEqual([firstBuild, secondBuild]);
    expect(second.seconds).toBeLessThan(first.seconds);
    console.log(
      `npm start: first (builds) ${first.seconds.toFixed(1)} s, second (built) ${second.seconds.toFixed(1)} s`,
    );

    // 4. The next build deletes the first folder (no process runs from it) and keeps the running one's.
    const forced = spawn(process.execPath, ['scripts/build.mjs', '--force'], { cwd: repo, stdio: 'ignore' });
    expect(await new Promise((done) => forced.once('exit', done))).toBe(0);
    expect(builds(repo)).not.toContain(firstBuild);
    expect(builds(repo)).toContain(secondBuild);
    expect((await fetch(`${second.baseUrl}/`)).status).toBe(200);
    await second.stop();
  }, 600_000);
});

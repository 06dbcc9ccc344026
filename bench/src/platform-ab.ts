// `node bench/dist/platform-ab.js prepare|run …`: Express against Fastify (issue 27) on one rebuilt
// large gym. `prepare` generates the gym (or reuses bench/.cache) and rebuilds its projections once
// into a base data directory; `run` starts the built app on a fresh copy of that base for each entry
// of `--order` (e.g. express,fastify,express,fastify), with HTTP_PLATFORM set accordingly, runs the
// command + read workload in phases (1 client, then 16 clients, warm), and prints one line per phase:
// command + read/s, p95, the app's CPU per command + read (every thread, and the main thread alone),
// peak RSS, and the load average when it ran. `--profile` slices a CPU profile of the app to the
// 16-client phases and prints the stages' shares.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { SIZES } from './bench-options.js';
import { dataDirWith, loadOrGenerateGym } from './generator/gym-cache.js';
import type { GymFacts } from './generator/generate-gym.js';
import { SeededRandom } from './generator/seeded-random.js';
import { AppProcess, REPO_ROOT } from './http/app-process.js';
import { HttpClient } from './http/http-client.js';
import { round } from './measure/latency-stats.js';
import { measureCommands, type CommandTargets } from './scenarios/commands.scenario.js';
import { gymToday } from './scenarios/gym-today.js';
import { rebuildProjections } from './scenarios/rebuild.scenario.js';
import { profileShares, sliceProfile, type CpuProfile } from './profile-breakdown.js';

const say = (text: string): void => void process.stderr.write(`${text}\n`);
const BASE_DIR = join(REPO_ROOT, 'bench/.cache/platform-ab-base');
const FACTS_FILE = join(BASE_DIR, 'facts.json');

interface Phase {
  readonly clients: number;
  readonly total: number;
}

async function prepare(): Promise<void> {
  const plan = SIZES.large;
  const gym = await loadOrGenerateGym(
    { members: plan.members, seed: 2026, until: gymToday(), years: 5 },
    { fresh: false, progress: (fraction) => say(`generating: ${Math.round(fraction * 100)} %`) },
  );
  rmSync(BASE_DIR, { recursive: true, force: true });
  const dataDir = join(BASE_DIR, 'data');
  dataDirWith(gym.eventsFile, dataDir);
  const rebuild = await rebuildProjections(dataDir, gym.facts.events);
  writeFileSync(FACTS_FILE, JSON.stringify(gym.facts));
  say(`base ready: ${gym.facts.events} events, rebuilt in ${rebuild.seconds.toFixed(1)} s (${dataDir})`);
}

/** CPU (user + system, ms) of the whole process and of its main thread, from /proc. */
function cpuOf(pid: number): { readonly all: number; readonly main: number } {
  const ticks = (file: string): number => {
    const fields = readFileSync(file, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  };
  return { all: ticks(`/proc/${pid}/stat`), main: ticks(`/proc/${pid}/task/${pid}/stat`) };
}

function copyBase(into: string): void {
  mkdirSync(into, { recursive: true });
  for (const name of readdirSync(join(BASE_DIR, 'data'))) {
    if (name === 'app.log') continue;
    copyFileSync(join(BASE_DIR, 'data', name), join(into, name));
  }
}

interface PhaseLine {
  readonly platform: string;
  readonly run: number;
  readonly phase: number;
  readonly clients: number;
  readonly total: number;
  readonly perSecond: number;
  readonly p50: number;
  readonly p95: number;
  readonly cpuAllMs: number;
  readonly cpuMainMs: number;
  readonly peakRssMb: number;
  readonly load1: number;
  readonly stale: number;
  readonly startedNs: string;
  readonly endedNs: string;
}

async function runOne(
  platform: string,
  run: number,
  phases: readonly Phase[],
  profileDir?: string,
): Promise<PhaseLine[]> {
  const facts = JSON.parse(readFileSync(FACTS_FILE, 'utf8')) as GymFacts;
  const work = mkdtempSync(join(tmpdir(), `gym-ab-${platform}-`));
  const dataDir = join(work, 'data');
  copyBase(dataDir);
  process.env['HTTP_PLATFORM'] = platform;
  const nodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${join(profileDir, `${platform}-${run}`)}`] : [];
  const app = await AppProcess.start({
    dataDir,
    adminEmail: facts.admin.email,
    adminPassword: facts.admin.password,
    logLevel: 'info',
    nodeArgs,
  });
  const pid = app.child.pid as number;
  const client = new HttpClient(app.port);
  const lines: PhaseLine[] = [];
  try {
    await client.login(facts.admin.email, facts.admin.password);
    // The same seed and attendees for every run: each run starts from the same copy of the base.
    const random = new SeededRandom(facts.spec.seed + 1);
    const targets: CommandTargets = { memberIds: facts.memberIds, canAttend: [...facts.canAttendToday].reverse() };
    for (const [index, phase] of phases.entries()) {
      const before = cpuOf(pid);
      const startedNs = process.hrtime.bigint();
      const result = await measureCommands(client, targets, random, {
        clients: phase.clients,
        total: phase.total,
        appCpuMs: () => 0,
      });
      const endedNs = process.hrtime.bigint();
      const after = cpuOf(pid);
      const line: PhaseLine = {
        platform,
        run,
        phase: index,
        clients: phase.clients,
        total: phase.total,
        perSecond: result.commandAndRead.perSecond,
        p50: result.commandAndRead.p50,
        p95: result.commandAndRead.p95,
        cpuAllMs: round((after.all - before.all) / phase.total, 3),
        cpuMainMs: round((after.main - before.main) / phase.total, 3),
        peakRssMb: app.peakRssMb(),
        load1: round(loadavg()[0] ?? 0),
        stale: result.staleReads,
        startedNs: String(startedNs),
        endedNs: String(endedNs),
      };
      say(
        `${platform} run ${run} phase ${index} (${phase.clients} × ${phase.total}): ${line.perSecond}/s ` +
          `p95 ${line.p95} ms, CPU ${line.cpuAllMs} ms (main ${line.cpuMainMs}), RSS ${line.peakRssMb} MB, load ${line.load1}`,
      );
      lines.push(line);
    }
  } finally {
    client.close();
    await app.stop();
    if (existsSync(join(dataDir, 'app.log'))) copyFileSync(join(dataDir, 'app.log'), join(work, `${platform}-app.log`));
    rmSync(dataDir, { recursive: true, force: true });
  }
  return lines;
}

function parsePhases(text: string): Phase[] {
  return text.split(',').map((part) => {
    const [clients, total] = part.split('x').map(Number);
    if (!clients || !total) throw new Error(`--phases: clientsxtotal,… (got ${part})`);
    return { clients, total };
  });
}

function printProfileShares(profileDir: string, lines: readonly PhaseLine[]): void {
  for (const line of lines.filter((entry) => entry.clients > 1 && entry.phase > 1)) {
    const dir = join(profileDir, `${line.platform}-${line.run}`);
    // Node names a thread's profile CPU.<date>.<time>.<pid>.<thread id>.<seq>.cpuprofile; the main thread is 0.
    const name = existsSync(dir)
      ? readdirSync(dir).find((entry) => /\.\d+\.0\.\d+\.cpuprofile$/.test(entry))
      : undefined;
    if (!name) continue;
    const file = join(dir, name);
    const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
    const slice = sliceProfile(profile, BigInt(line.startedNs) / 1000n, BigInt(line.endedNs) / 1000n);
    say(`\n${line.platform} run ${line.run} phase ${line.phase}: share of the main thread's busy time`);
    for (const [stage, ms, share] of profileShares(slice))
      say(`  ${stage}: ${(ms / 1000).toFixed(2)} s, ${share.toFixed(1)} %`);
  }
}

async function run(args: readonly string[]): Promise<void> {
  const value = (flag: string, fallback: string): string => {
    const index = args.indexOf(flag);
    return index >= 0 ? (args[index + 1] ?? fallback) : fallback;
  };
  const order = value('--order', 'express,fastify,express,fastify,express,fastify').split(',');
  const phases = parsePhases(value('--phases', '1x500,16x3000,16x3000,16x3000'));
  const out = value('--out', join(tmpdir(), `platform-ab-${Date.now()}.json`));
  const profileDir = args.includes('--profile') ? mkdtempSync(join(tmpdir(), 'gym-ab-profiles-')) : undefined;
  const lines: PhaseLine[] = [];
  for (const [index, platform] of order.entries()) {
    lines.push(...(await runOne(platform, index + 1, phases, profileDir)));
    writeFileSync(out, JSON.stringify(lines, null, 1));
  }
  say(`results: ${out}`);
  if (profileDir) {
    say(`profiles: ${profileDir}`);
    printProfileShares(profileDir, lines);
  }
}

const [command, ...rest] = process.argv.slice(2);
try {
  if (command === 'prepare') await prepare();
  else if (command === 'profile' && rest[0] && rest[1])
    printProfileShares(rest[0], JSON.parse(readFileSync(rest[1], 'utf8')) as PhaseLine[]);
  else if (command === 'run') await run(rest);
  else
    throw new Error(
      'usage: node bench/dist/platform-ab.js prepare | run [--order a,b,…] [--phases 1x500,16x3000] [--profile] [--out file]',
    );
} catch (error) {
  say(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exitCode = 1;
}

// `node bench/dist/profile-breakdown.js <file.cpuprofile>`: the app's CPU profile (written by
// `npm run bench -- --profile`) as the share of busy time in each stage of a request, the way
// issue 21 asks for it: self time of every sample, put in the first stage its stack belongs to.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

interface CallFrame {
  readonly functionName: string;
  readonly url: string;
}
interface ProfileNode {
  readonly id: number;
  readonly callFrame: CallFrame;
  readonly children?: readonly number[];
}
export interface CpuProfile {
  readonly nodes: readonly ProfileNode[];
  /** Microseconds on the monotonic clock (as process.hrtime in another process of the machine). */
  readonly startTime: number;
  readonly endTime: number;
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

/**
 * Stages in the order a sample is matched against them. The app's own stages match any frame of
 * the sample's stack; the framework's only the sampled frame itself, since every request runs
 * below Nest's, Fastify's and the request logger's frames.
 */
const OWN_STAGES: ReadonlyArray<readonly [string, RegExp]> = [
  ['session check (JWT, passport, account)', /jsonwebtoken|jws|jwa|passport|session\.strategy|session\.guard/],
  ['validation (zod)', /\/zod\//],
  ['projection apply', /apply-batch|projection-runner|projection-store|document-session|\.projection\.js/],
  ['append and fsync', /sqlite-group-commit|sqlite-event-store\.append/],
  ['load and fold', /stream-fold|stream-state-cache|member-snapshots| readStream$/],
  ['decide (domain)', /libs\/domain/],
  ['the read (read store)', /read-store|\.queries\.js|\.query\.js/],
];
const FRAMEWORK_STAGES: ReadonlyArray<readonly [string, RegExp]> = [
  ['logging', /pino|sonic-boom|request-logging/],
  ["Nest's pipeline", /@nestjs|rxjs|reflect-metadata/],
  // By package directory: the repository's own path may name fastify too (a worktree called so).
  [
    'fastify and plugins',
    /\/node_modules\/(fastify|@fastify|find-my-way|avvio|light-my-request|secure-json-parse|fast-json-stringify|toad-cache|fast-querystring|fastify-plugin)\//,
  ],
];

function stageOf(stack: readonly CallFrame[]): string {
  const [frame] = stack;
  if (frame?.functionName === '(idle)') return 'idle';
  if (frame?.functionName === '(garbage collector)') return 'garbage collection';
  if (frame?.functionName === '(program)') return 'V8 (program)';
  if (frame && frame.url === '' && /^(parse|stringify)$/.test(frame.functionName)) return 'JSON';
  const described = stack.map((f) => `${f.url} ${f.functionName}`);
  for (const [stage, pattern] of OWN_STAGES) if (described.some((text) => pattern.test(text))) return stage;
  for (const [stage, pattern] of FRAMEWORK_STAGES) if (frame && pattern.test(frame.url)) return stage;
  return frame && (frame.url === '' || frame.url.startsWith('node:')) ? 'Node internals (http, net, timers)' : 'other';
}

/** Milliseconds of self time per stage. */
function breakdown(profile: CpuProfile): Map<string, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const stackOf = (id: number): CallFrame[] => {
    const stack: CallFrame[] = [];
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const node = byId.get(at);
      if (node) stack.push(node.callFrame);
    }
    return stack;
  };
  const stages = new Map<string, number>();
  const stageById = new Map<number, string>();
  profile.samples.forEach((id, index) => {
    const stage = stageById.get(id) ?? stageOf(stackOf(id));
    stageById.set(id, stage);
    stages.set(stage, (stages.get(stage) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return stages;
}

function main(file: string | undefined): void {
  if (!file) throw new Error('usage: node bench/dist/profile-breakdown.js <file.cpuprofile>');
  const stages = breakdown(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile);
  const busy = [...stages].filter(([stage]) => stage !== 'idle').reduce((sum, [, ms]) => sum + ms, 0);
  const rows = [...stages].filter(([stage]) => stage !== 'idle').sort((a, b) => b[1] - a[1]);
  process.stdout.write(`| stage | self time (s) | share of busy time |\n|---|---:|---:|\n`);
  for (const [stage, ms] of rows) {
    process.stdout.write(`| ${stage} | ${(ms / 1000).toFixed(2)} | ${((100 * ms) / busy).toFixed(1)} % |\n`);
  }
  process.stdout.write(`| **busy** | ${(busy / 1000).toFixed(2)} | 100 % |\n`);
  process.stdout.write(`| idle | ${((stages.get('idle') ?? 0) / 1000).toFixed(2)} |   |\n`);
}

// Run as a command, it prints one profile's table.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main(process.argv[2]);

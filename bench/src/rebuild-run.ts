// `npm run bench -- --only rebuild`: the rebuild against the raw SQLite replay alone, in one run,
// so a change to the projections can be measured (and profiled) in a minute instead of the whole bench.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BenchOptions, SizePlan } from './bench-options.js';
import { dataDirWith, loadOrGenerateGym } from './generator/gym-cache.js';
import { rebuildProjections, type RebuildResult } from './scenarios/rebuild.scenario.js';
import { rawReplay, type RawReplay } from './scenarios/sqlite-limit.scenario.js';

export interface RebuildOnlyResult {
  readonly size: string;
  readonly events: number;
  readonly rawReplay: RawReplay;
  readonly rebuild: RebuildResult;
  /** Rebuild events/s over raw replay events/s, measured in this run (target ≥ 0.5). */
  readonly ratio: number;
  /** Where the CPU profile of the rebuild command was written (with --profile). */
  readonly profileDir?: string;
}

export async function runRebuildOnly(
  plan: SizePlan,
  options: BenchOptions,
  say: (text: string) => void,
): Promise<RebuildOnlyResult> {
  const gym = await loadOrGenerateGym(
    { members: plan.members, seed: options.seed, until: options.until, years: 5 },
    { fresh: options.fresh, progress: () => undefined },
  );
  const workDir = mkdtempSync(join(tmpdir(), `gym-bench-rebuild-${plan.name}-`));
  try {
    say(`${plan.name}: raw SQLite replay of ${gym.facts.events} events…`);
    const replay = rawReplay(gym.eventsFile, workDir);
    const dataDir = join(workDir, 'data');
    dataDirWith(gym.eventsFile, dataDir);
    const profileDir = options.profile ? join(workDir, 'profiles') : undefined;
    say(`${plan.name}: rebuilding every projection from zero…`);
    const rebuild = await rebuildProjections(dataDir, gym.facts.events, { profileDir });
    const ratio = rebuild.eventsPerSecond / replay.eventsPerSecond;
    return { size: plan.name, events: gym.facts.events, rawReplay: replay, rebuild, ratio, profileDir };
  } finally {
    if (options.keep) say(`${plan.name}: kept ${workDir}`);
    else rmSync(workDir, { recursive: true, force: true });
  }
}

export function rebuildOnlyTable(results: readonly RebuildOnlyResult[]): string {
  const rows = results.map(
    (r) =>
      `| ${r.size} | ${r.events.toLocaleString('en-US')} | ${r.rebuild.eventsPerSecond.toLocaleString('en-US')} | ` +
      `${r.rawReplay.eventsPerSecond.toLocaleString('en-US')} | ${Math.round(r.ratio * 100)} % | ${r.rebuild.peakRssMb.toFixed(0)} |`,
  );
  return [
    '| size | events | rebuild (events/s) | raw replay (events/s) | rebuild / raw (≥ 50 %) | rebuild peak RSS (MB, ≤ 300) |',
    '|---|---:|---:|---:|---:|---:|',
    ...rows,
  ].join('\n');
}

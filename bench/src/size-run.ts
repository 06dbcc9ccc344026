// One size of gym, measured end to end: generate (or reuse) it, compare the stores, rebuild the
// projections from zero, then run the app over HTTP.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BenchOptions, SizeName, SizePlan } from './bench-options.js';
import { dataDirWith, fileMb, loadOrGenerateGym } from './generator/gym-cache.js';
import type { GymFacts } from './generator/generate-gym.js';
import { runApp, type AppRunResult } from './scenarios/app-run.scenario.js';
import { rebuildProjections, type RebuildResult } from './scenarios/rebuild.scenario.js';
import { measureRightsCheck, type RightsCheckResult } from './scenarios/rights-check.scenario.js';
import { compareStores, type StoreComparison } from './scenarios/store-comparison.scenario.js';

export interface SizeResult {
  readonly size: SizeName;
  readonly gym: {
    readonly members: number;
    readonly registered: number;
    readonly deleted: number;
    readonly events: number;
    readonly appends: number;
    readonly generationSeconds: number;
    readonly fromCache: boolean;
    readonly fileMb: number;
    readonly rejections: Readonly<Record<string, number>>;
  };
  readonly stores: StoreComparison;
  readonly rebuild: RebuildResult;
  readonly rights: RightsCheckResult;
  readonly app: AppRunResult;
}

export async function runSize(plan: SizePlan, options: BenchOptions, say: (text: string) => void): Promise<SizeResult> {
  say(`${plan.name}: generating ${plan.members} members (five years up to ${options.until})…`);
  let shown = 0;
  const gym = await loadOrGenerateGym(
    { members: plan.members, seed: options.seed, until: options.until, years: 5 },
    {
      fresh: options.fresh,
      progress: (fraction) =>
        fraction >= shown + 0.1 ? say(`  ${Math.round((shown = fraction) * 100)} %`) : undefined,
    },
  );
  const { facts } = gym;
  say(
    `${plan.name}: ${facts.events} events${gym.fromCache ? ' (from bench/.cache)' : ` in ${facts.seconds.toFixed(1)} s`}`,
  );
  const workDir = mkdtempSync(join(tmpdir(), `gym-bench-${plan.name}-`));
  try {
    say(`${plan.name}: raw SQLite, our event store and the peer…`);
    const stores = await compareStores(gym.eventsFile, workDir, { single: plan.singleAppends, bulk: plan.bulkEvents });
    const dataDir = join(workDir, 'data');
    dataDirWith(gym.eventsFile, dataDir);
    say(`${plan.name}: rebuilding every projection from zero…`);
    const rebuild = await rebuildProjections(dataDir, facts.events);
    say(`${plan.name}: a session's rights read where they are decided…`);
    const rights = await measureRightsCheck(dataDir, facts.admin.email);
    say(`${plan.name}: the app over HTTP…`);
    const profileDir = options.profile ? join(workDir, 'profiles') : undefined;
    const app = await runApp(dataDir, gym.eventsFile, facts, plan, { logLevel: options.logLevel, profileDir });
    const summary = gymSummary(facts, gym.fromCache, fileMb(gym.eventsFile));
    return { size: plan.name, gym: summary, stores, rebuild, rights, app };
  } finally {
    if (options.keep) say(`${plan.name}: kept ${workDir}`);
    else rmSync(workDir, { recursive: true, force: true });
  }
}

function gymSummary(facts: GymFacts, fromCache: boolean, mb: number): SizeResult['gym'] {
  return {
    members: facts.spec.members,
    registered: facts.memberIds.length,
    deleted: facts.deletedMembers,
    events: facts.events,
    appends: facts.appends,
    generationSeconds: Math.round(facts.seconds * 10) / 10,
    fromCache,
    fileMb: mb,
    rejections: facts.rejections,
  };
}

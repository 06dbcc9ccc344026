// `npm run bench -- --only search`: R35's search by words on the generated gym (the read store the
// app is started with: SQLite here), p95 of both endpoints against the 15 ms target, in one run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BenchOptions, SizePlan } from './bench-options.js';
import { dataDirWith, loadOrGenerateGym } from './generator/gym-cache.js';
import { SeededRandom } from './generator/seeded-random.js';
import { AppProcess } from './http/app-process.js';
import { HttpClient } from './http/http-client.js';
import { rebuildProjections } from './scenarios/rebuild.scenario.js';
import { measureSearch, SEARCH_TARGET_P95_MS, type SearchResult } from './scenarios/search.scenario.js';

export interface SearchOnlyResult extends SearchResult {
  readonly size: string;
  readonly members: number;
  readonly events: number;
  readonly terms: readonly string[];
}

export async function runSearchOnly(
  plan: SizePlan,
  options: BenchOptions,
  say: (text: string) => void,
): Promise<SearchOnlyResult> {
  const gym = await loadOrGenerateGym(
    { members: plan.members, seed: options.seed, until: options.until, years: 5 },
    { fresh: options.fresh, progress: () => undefined },
  );
  const { facts } = gym;
  const workDir = mkdtempSync(join(tmpdir(), `gym-bench-search-${plan.name}-`));
  try {
    const dataDir = join(workDir, 'data');
    dataDirWith(gym.eventsFile, dataDir);
    say(`${plan.name}: rebuilding every projection from zero…`);
    await rebuildProjections(dataDir, facts.events);
    const app = await AppProcess.start({
      dataDir,
      adminEmail: facts.admin.email,
      adminPassword: facts.admin.password,
      logLevel: options.logLevel,
    });
    const client = new HttpClient(app.port);
    try {
      await client.login(facts.admin.email, facts.admin.password);
      say(`${plan.name}: searching ${plan.queriesEach} times on each endpoint…`);
      const random = new SeededRandom(facts.spec.seed + 2);
      const result = await measureSearch(client, facts.searchTerms, random, plan.queriesEach, () => app.cpuMs());
      return { size: plan.name, members: plan.members, events: facts.events, terms: facts.searchTerms, ...result };
    } finally {
      client.close();
      await app.stop();
    }
  } finally {
    if (options.keep) say(`${plan.name}: kept ${workDir}`);
    else rmSync(workDir, { recursive: true, force: true });
  }
}

export function searchOnlyTable(results: readonly SearchOnlyResult[]): string {
  const ok = (p95: number) => (p95 <= SEARCH_TARGET_P95_MS ? '✓' : '✗');
  const rows = results.flatMap((r) => [
    `| ${r.size} | GET /api/members?search= | ${r.memberList.p50} | ${r.memberList.p95} ${ok(r.memberList.p95)} | ${r.memberList.max} | ${r.cpuMsPerSearch.memberList} | ${r.loadAverage} |`,
    `| ${r.size} | GET /api/check-in?q= | ${r.checkIn.p50} | ${r.checkIn.p95} ${ok(r.checkIn.p95)} | ${r.checkIn.max} | ${r.cpuMsPerSearch.checkIn} | ${r.loadAverage} |`,
  ]);
  return [
    `| size | endpoint (R35) | p50 (ms) | p95 (ms, ≤ ${SEARCH_TARGET_P95_MS}) | max (ms) | app CPU per search (ms) | load average |`,
    '|---|---|---:|---:|---:|---:|---:|',
    ...rows,
  ].join('\n');
}

// R35's search by words over HTTP, one client at a time as the front desk types: the member list's
// first page (GET /api/members?search=) and the check-in desk (GET /api/check-in?q=), each with the
// words people give (a first name, a first name and a first surname, their beginnings, phone digits).
import type { HttpClient } from '../http/http-client.js';
import { loadavg } from 'node:os';
import { round, summarise, type LatencySummary } from '../measure/latency-stats.js';
import { runClients } from '../measure/load-runner.js';
import type { SeededRandom } from '../generator/seeded-random.js';

export const SEARCH_TARGET_P95_MS = 15;

export interface SearchResult {
  readonly memberList: LatencySummary;
  readonly checkIn: LatencySummary;
  /** The app's CPU per search (ms): what the shared machine's load does not change. */
  readonly cpuMsPerSearch: { readonly memberList: number; readonly checkIn: number };
  /** The machine's 1-minute load average at the end (2 cores): how contended the latencies were. */
  readonly loadAverage: number;
  /** Matches per term, to show what the terms asked of the index (the list's total). */
  readonly matches: Readonly<Record<string, number>>;
}

const WARM_UP = 20;

const listPath = (term: string) => `/api/members?search=${encodeURIComponent(term)}&sort=name&page=1&pageSize=20`;
const checkInPath = (term: string) => `/api/check-in?q=${encodeURIComponent(term)}`;

export async function measureSearch(
  client: HttpClient,
  terms: readonly string[],
  random: SeededRandom,
  count: number,
  appCpuMs: () => number,
): Promise<SearchResult> {
  const matches: Record<string, number> = {};
  for (const term of terms) matches[term] = (await client.json<{ total: number }>('GET', listPath(term))).total;
  const cpu: Record<string, number> = {};
  const measure = async (name: string, path: (term: string) => string): Promise<LatencySummary> => {
    for (let i = 0; i < WARM_UP; i += 1) await client.json('GET', path(random.pick(terms)));
    const cpuBefore = appCpuMs();
    const run = await runClients(['ms'] as const, count, 1, async () => {
      const started = performance.now();
      await client.json('GET', path(random.pick(terms)));
      return { ms: performance.now() - started };
    });
    cpu[name] = round((appCpuMs() - cpuBefore) / count);
    return summarise(run.durations.ms, run.wallMs);
  };
  const memberList = await measure('memberList', listPath);
  const checkIn = await measure('checkIn', checkInPath);
  const cpuMsPerSearch = { memberList: cpu['memberList'] ?? Number.NaN, checkIn: cpu['checkIn'] ?? Number.NaN };
  return { memberList, checkIn, cpuMsPerSearch, loadAverage: round(loadavg()[0] ?? Number.NaN), matches };
}

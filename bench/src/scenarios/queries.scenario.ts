// The screens' queries over HTTP, one client at a time (the latency a person sees): dashboard,
// member list (search, sort, page), a profile, the global payments history, and the check-in
// desk's search (R28) as a receptionist types a name, a surname or phone digits.
import { MEMBER_SORT_FIELDS } from '@gym/domain';
import type { HttpClient } from '../http/http-client.js';
import { runClients } from '../measure/load-runner.js';
import { summarise, type LatencySummary } from '../measure/latency-stats.js';
import type { SeededRandom } from '../generator/seeded-random.js';

export const QUERY_NAMES = ['dashboard', 'memberList', 'profile', 'payments', 'checkIn'] as const;
export type QueryName = (typeof QUERY_NAMES)[number];
export type QueriesResult = Readonly<Record<QueryName, LatencySummary>>;

export interface QueryTargets {
  readonly memberIds: readonly string[];
  readonly searchTerms: readonly string[];
}

const WARM_UP = 20;

/** A request path for each query, drawn as staff would use the screens. */
export function queryPath(name: QueryName, targets: QueryTargets, random: SeededRandom): string {
  switch (name) {
    case 'dashboard':
      return '/api/dashboard';
    case 'memberList': {
      const sort = random.pick(MEMBER_SORT_FIELDS);
      const direction = random.pick(['asc', 'desc']);
      // Half the time a search (first page), half browsing the sorted list a few pages deep.
      if (random.chance(0.5))
        return `/api/members?search=${encodeURIComponent(random.pick(targets.searchTerms))}&sort=${sort}&direction=${direction}&page=1&pageSize=20`;
      return `/api/members?sort=${sort}&direction=${direction}&page=${random.int(1, 10)}&pageSize=20`;
    }
    case 'profile':
      return `/api/members/${random.pick(targets.memberIds)}`;
    case 'payments':
      return `/api/payments?page=${random.int(1, 10)}&pageSize=20`;
    case 'checkIn':
      return `/api/check-in?q=${encodeURIComponent(random.pick(targets.searchTerms))}`;
    default: {
      const unknown: never = name;
      throw new Error(`Unknown query ${String(unknown)}`);
    }
  }
}

export async function measureQueries(
  client: HttpClient,
  targets: QueryTargets,
  random: SeededRandom,
  count: number,
): Promise<QueriesResult> {
  const results = {} as Record<QueryName, LatencySummary>;
  for (const name of QUERY_NAMES) {
    for (let i = 0; i < WARM_UP; i += 1) await client.json('GET', queryPath(name, targets, random));
    const run = await runClients(['ms'] as const, count, 1, async () => {
      const started = performance.now();
      await client.json('GET', queryPath(name, targets, random));
      return { ms: performance.now() - started };
    });
    results[name] = summarise(run.durations.ms, run.wallMs);
  }
  return results;
}

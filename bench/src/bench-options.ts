// The command line of `npm run bench` and the two sizes of gym it measures.
import { gymToday } from './scenarios/gym-today.js';

export type SizeName = 'small' | 'large';

export interface SizePlan {
  readonly name: SizeName;
  readonly members: number;
  /** Single-event appends in the append workload (one fsync'd transaction each). */
  readonly singleAppends: number;
  /** Events appended in stream batches and then read back in the read workload. */
  readonly bulkEvents: number;
  readonly queriesEach: number;
  readonly commandsOneClient: number;
  readonly commandsManyClients: number;
  readonly longStreamCommands: number;
}

export const SIZES: Readonly<Record<SizeName, SizePlan>> = {
  small: {
    name: 'small',
    members: 200,
    singleAppends: 1000,
    bulkEvents: 20_000,
    queriesEach: 200,
    commandsOneClient: 200,
    commandsManyClients: 800,
    longStreamCommands: 100,
  },
  large: {
    name: 'large',
    members: 10_000,
    singleAppends: 5000,
    bulkEvents: 100_000,
    queriesEach: 1000,
    commandsOneClient: 1000,
    commandsManyClients: 5000,
    longStreamCommands: 300,
  },
};

export const MANY_CLIENTS = 16;

export interface BenchOptions {
  readonly sizes: readonly SizeName[];
  readonly quick: boolean;
  readonly seed: number;
  readonly until: string;
  /** Generate the gyms again even when bench/.cache holds them. */
  readonly fresh: boolean;
  /** Keep the temporary data directories (to look at app.log or profile). */
  readonly keep: boolean;
  /** Replace the table in docs/performance.md (runs with the large gym). */
  readonly docs: boolean;
  readonly logLevel: string;
  /** Run the app (and the rebuild command) with --cpu-prof (profiles land in the kept temporary directory). */
  readonly profile: boolean;
  /**
   * `rebuild`: only the raw SQLite replay and the rebuild command, measured in one run.
   * `import`: only the spreadsheet import (issue 29) of IMPORT_ROWS members into an empty gym.
   * `search`: only R35's search by words on both endpoints.
   * `lighthouse`: only Lighthouse's mobile preset on five screens of the small gym.
   */
  readonly only?: BenchOnly;
}

const ONLY = ['rebuild', 'import', 'search', 'lighthouse'] as const;
export type BenchOnly = (typeof ONLY)[number];

/** Rows of the import benchmark: the 5,000 (target ≤ 15 s), or a small file in quick mode. */
export const IMPORT_ROWS = { full: 5_000, quick: 200 } as const;
export const IMPORT_TARGET_SECONDS = 15;

const USAGE = `npm run bench -- [--quick] [--size small|large] [--seed N] [--until YYYY-MM-DD] [--fresh] [--keep] [--docs] [--log-level info] [--profile] [--only rebuild|import|search|lighthouse]
  (no --size: small, then large; --quick: small only, the CI smoke test, with a ${IMPORT_ROWS.quick}-row import;
   --only rebuild: the raw replay and the rebuild alone, written to bench/results/<date>-rebuild-<sizes>.json;
   --only import: ${IMPORT_ROWS.full.toLocaleString('en-US')} rows imported over HTTP into an empty gym while the member list is read, written to bench/results/<date>-import.json;
   --only search: R35's search by words on both endpoints, written to bench/results/<date>-search-<sizes>.json;
   --only lighthouse: Lighthouse's mobile preset on the login, dashboard, Usuarios, a profile and Ingreso of the small gym, written to bench/results/<date>-lighthouse.json)`;

export function parseOptions(args: readonly string[]): BenchOptions {
  const value = (flag: string): string | undefined => {
    const index = args.indexOf(flag);
    return index >= 0 ? args[index + 1] : undefined;
  };
  if (args.includes('--help')) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(0);
  }
  const quick = args.includes('--quick');
  const size = value('--size');
  if (size !== undefined && size !== 'small' && size !== 'large')
    throw new Error(`--size must be small or large\n${USAGE}`);
  const only = value('--only');
  if (only !== undefined && !isBenchOnly(only)) throw new Error(`--only takes ${ONLY.join(' or ')}\n${USAGE}`);
  const until = value('--until') ?? gymToday();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(until)) throw new Error(`--until must be YYYY-MM-DD\n${USAGE}`);
  return {
    sizes: quick ? ['small'] : size ? [size] : ['small', 'large'],
    quick,
    seed: Number(value('--seed') ?? 2026),
    until,
    fresh: args.includes('--fresh'),
    keep: args.includes('--keep') || args.includes('--profile'),
    docs: args.includes('--docs'),
    logLevel: value('--log-level') ?? 'info',
    profile: args.includes('--profile'),
    only,
  };
}

function isBenchOnly(value: string): value is BenchOnly {
  return (ONLY as readonly string[]).includes(value);
}

// Items 1, 2, 3, 5 and 6 on the real built app: start-up on the rebuilt data directory, the
// long stream, the queries, the commands at 1 and 16 clients, and the app's peak memory.
import { AppProcess } from '../http/app-process.js';
import { HttpClient } from '../http/http-client.js';
import { round } from '../measure/latency-stats.js';
import type { GymFacts } from '../generator/generate-gym.js';
import { SeededRandom } from '../generator/seeded-random.js';
import { MANY_CLIENTS, type SizePlan } from '../bench-options.js';
import {
  measureCommandBurst,
  measureCommands,
  type CommandBurstResult,
  type CommandsResult,
} from './commands.scenario.js';
import { addGymCatalogue, measureSales, type SalesResult } from './catalogue.scenario.js';
import { measureLongStream, type LongStreamResult } from './long-stream.scenario.js';
import { measureQueries, type QueriesResult } from './queries.scenario.js';
import { measureSuppression, type SuppressionResult } from './suppression.scenario.js';

export interface AppRunResult {
  readonly startupSeconds: number;
  /** Largest projection lag /api/health reported right after start (0: nothing to catch up). */
  readonly lagAtStart: number;
  readonly longStream: LongStreamResult;
  readonly queries: QueriesResult;
  readonly commands: readonly CommandsResult[];
  readonly burst: CommandBurstResult;
  /** R38, R40: the catalogue every figure was measured with, and sales at the desk (one client). */
  readonly catalogue: { readonly plans: number; readonly products: number };
  readonly sales: SalesResult;
  /** R48 (c): the long-stream member suppressed at the end, until every screen shows it. */
  readonly suppression: SuppressionResult;
  readonly peakRssMb: number;
}

export async function runApp(
  dataDir: string,
  eventsFile: string,
  facts: GymFacts,
  plan: SizePlan,
  options: { readonly logLevel: string; readonly profileDir?: string },
): Promise<AppRunResult> {
  const { logLevel, profileDir } = options;
  const nodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const app = await AppProcess.start({
    dataDir,
    adminEmail: facts.admin.email,
    adminPassword: facts.admin.password,
    logLevel,
    nodeArgs,
  });
  const client = new HttpClient(app.port);
  const appCpuMs = (): number => app.cpuMs();
  try {
    const health = await client.json<{ maxLag: number }>('GET', '/api/health');
    await client.login(facts.admin.email, facts.admin.password);
    const catalogue = await addGymCatalogue(client);
    const longStream = await measureLongStream(client, eventsFile, {
      memberId: facts.longStreamMemberId,
      others: facts.memberIds.filter((id) => id !== facts.longStreamMemberId),
      count: plan.longStreamCommands,
      appCpuMs,
    });
    const random = new SeededRandom(facts.spec.seed + 1);
    const memberIds = facts.memberIds;
    const queries = await measureQueries(
      client,
      { memberIds, searchTerms: facts.searchTerms },
      random,
      plan.queriesEach,
    );
    const targets = { memberIds, canAttend: [...facts.canAttendToday].reverse() };
    const commands = [
      await measureCommands(client, targets, random, { clients: 1, total: plan.commandsOneClient, appCpuMs }),
      await measureCommands(client, targets, random, {
        clients: MANY_CLIENTS,
        total: plan.commandsManyClients,
        appCpuMs,
      }),
    ];
    const burst = await measureCommandBurst(client, targets, random, {
      clients: MANY_CLIENTS,
      total: plan.commandsManyClients,
    });
    const sales = await measureSales(client, catalogue, random, {
      clients: 1,
      total: plan.commandsOneClient,
      appCpuMs,
    });
    const suppression = await measureSuppression(client, facts.longStreamMemberId);
    return {
      startupSeconds: round(app.startupMs / 1000),
      lagAtStart: health.maxLag,
      longStream,
      queries,
      commands,
      burst,
      catalogue: { plans: catalogue.plans, products: catalogue.productIds.length },
      sales,
      suppression,
      peakRssMb: app.peakRssMb(),
    };
  } finally {
    client.close();
    await app.stop();
  }
}

// R38 and R40 on the bench's gym: the gym's own plans (9 beside the three of the spec, of both kinds)
// and 30 products, created over HTTP right after sign-in so that every later figure is measured with
// them in the catalogue; then sales at the desk, each followed by the stock list read with
// X-Read-After, measured like a payment and its read.
import { randomUUID } from 'node:crypto';
import type { CommandResponse } from '@gym/domain';
import type { HttpClient } from '../http/http-client.js';
import { runClients } from '../measure/load-runner.js';
import { round, summarise, type LatencySummary } from '../measure/latency-stats.js';
import type { SeededRandom } from '../generator/seeded-random.js';

export interface GymCatalogue {
  readonly plans: number;
  readonly productIds: readonly string[];
}

export interface SalesResult {
  readonly clients: number;
  readonly sales: number;
  /** The POST and the stock list read that waits for its position. */
  readonly saleAndRead: LatencySummary;
  readonly appCpuMsPerSale: number;
}

type PlanTerms =
  | { readonly kind: 'time'; readonly days: number }
  | { readonly kind: 'time'; readonly months: number }
  | { readonly kind: 'visits'; readonly visits: number; readonly validDays: number };

/** Nine plans as Colombian gyms sell them: 3 + 9 = the 12 of issue 37. */
const GYM_PLANS: readonly (readonly [string, PlanTerms, number])[] = [
  ['Trimestral', { kind: 'time', months: 3 }, 210_000],
  ['Semestral', { kind: 'time', months: 6 }, 400_000],
  ['Anual', { kind: 'time', months: 12 }, 750_000],
  ['Estudiante', { kind: 'time', months: 1 }, 60_000],
  ['Mañanas', { kind: 'time', months: 1 }, 65_000],
  ['Semana', { kind: 'time', days: 7 }, 25_000],
  ['8 clases', { kind: 'visits', visits: 8, validDays: 30 }, 55_000],
  ['12 clases', { kind: 'visits', visits: 12, validDays: 45 }, 75_000],
  ['Día', { kind: 'visits', visits: 1, validDays: 1 }, 8_000],
];

const DRINKS = ['Agua', 'Gatorade', 'Powerade', 'Té helado', 'Bebida de avena', 'Jugo de naranja'];
const SIZES = ['350 ml', '600 ml', '1 L'];
const SNACKS = ['Barra de proteína', 'Barra de cereal', 'Maní', 'Galletas de avena', 'Banano'];
const KIT = ['Toalla', 'Guantes', 'Candado', 'Shaker', 'Bandas elásticas', 'Proteína 2 lb', 'Creatina 300 g'];

/** 30 products: 18 drinks in three sizes, then snacks and kit, priced from 1.500 to 180.000. */
function productNames(): string[] {
  return [...DRINKS.flatMap((drink) => SIZES.map((size) => `${drink} ${size}`)), ...SNACKS, ...KIT];
}

export async function addGymCatalogue(client: HttpClient, random: SeededRandom): Promise<GymCatalogue> {
  for (const [name, terms, price] of GYM_PLANS)
    await client.json<CommandResponse>('POST', '/api/plans', { name, terms, price });
  const productIds: string[] = [];
  for (const name of productNames()) {
    const price = random.int(3, 360) * 500;
    const answer = await client.json<{ productId: string }>('POST', '/api/products', {
      name,
      price,
      stock: 100_000,
      lowStockThreshold: 10,
    });
    productIds.push(answer.productId);
  }
  return { plans: 3 + GYM_PLANS.length, productIds };
}

export async function measureSales(
  client: HttpClient,
  catalogue: GymCatalogue,
  random: SeededRandom,
  options: { readonly clients: number; readonly total: number; readonly appCpuMs: () => number },
): Promise<SalesResult> {
  const cpuBefore = options.appCpuMs();
  const result = await runClients(['saleAndRead'] as const, options.total, options.clients, async () => {
    const started = performance.now();
    const lines = [{ productId: random.pick(catalogue.productIds), quantity: random.int(1, 3) }];
    const answer = await client.json<CommandResponse>(
      'POST',
      '/api/sales',
      { lines, method: 'cash' },
      { 'idempotency-key': randomUUID() },
    );
    const read = await client.send('GET', '/api/products', undefined, { 'x-read-after': String(answer.position) });
    if (read.status !== 200) throw new Error(`GET /api/products answered ${read.status}`);
    return { saleAndRead: performance.now() - started };
  });
  return {
    clients: options.clients,
    sales: options.total,
    saleAndRead: summarise(result.durations.saleAndRead, result.wallMs),
    appCpuMsPerSale: round((options.appCpuMs() - cpuBefore) / options.total),
  };
}

// R38 and R40 on the bench's gym: the gym's own plans (9 beside the three of the spec, of both kinds)
// and 30 products, written by the generator on the gym's first day and found here by name right after
// sign-in, so that every later figure is measured with them in the catalogue; then sales at the desk, each followed by the stock list read with
// X-Read-After, measured like a payment and its read.
import { randomUUID } from 'node:crypto';
import { planNameKey, productNameKey, type CommandResponse, type PlansResponse, type ProductList } from '@gym/domain';
import { GYM_PLANS, GYM_PRODUCTS } from '../generator/gym-catalogue.js';
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

/**
 * The generated gym holds the catalogue from its first day (generator/catalogue-writer.ts); a plan or
 * product it lacks (a gym cached before it had them) is created here, by name, so the figures are
 * always measured with 12 plans and 30 products and never with duplicates.
 */
export async function addGymCatalogue(client: HttpClient): Promise<GymCatalogue> {
  // The lists are read models: read them once the projections hold the whole log.
  while ((await client.json<{ maxLag: number }>('GET', '/api/health')).maxLag > 0)
    await new Promise((resolve) => setTimeout(resolve, 20));
  const plans = await client.json<PlansResponse>('GET', '/api/plans');
  const planNames = new Set(plans.map((plan) => planNameKey(plan.planName)));
  for (const { name, terms, price } of GYM_PLANS) {
    if (!planNames.has(planNameKey(name)))
      await client.json<CommandResponse>('POST', '/api/plans', { name, terms, price });
  }
  const listed = await client.json<ProductList>('GET', '/api/products');
  const existing = new Map(listed.items.map((product) => [productNameKey(product.name), product.productId]));
  const productIds: string[] = [];
  for (const { name, price, stock, lowStockThreshold } of GYM_PRODUCTS) {
    const found = existing.get(productNameKey(name));
    if (found !== undefined) {
      productIds.push(found);
      continue;
    }
    const answer = await client.json<{ productId: string }>('POST', '/api/products', {
      name,
      price,
      stock,
      lowStockThreshold,
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

// Runs operations from several concurrent clients and collects each one's named durations.
import { since } from './latency-stats.js';

export interface LoadResult<K extends string> {
  readonly durations: Readonly<Record<K, number[]>>;
  readonly wallMs: number;
}

/**
 * `total` operations shared by `clients` loops that each run one operation at a time (a client
 * waits for its answer before the next, as a person at the front desk does).
 */
export async function runClients<K extends string>(
  keys: readonly K[],
  total: number,
  clients: number,
  operation: (index: number) => Promise<Readonly<Record<K, number>>>,
): Promise<LoadResult<K>> {
  const durations = Object.fromEntries(keys.map((key) => [key, [] as number[]])) as Record<K, number[]>;
  let next = 0;
  const started = performance.now();
  const client = async (): Promise<void> => {
    while (next < total) {
      const timings = await operation(next++);
      for (const key of keys) durations[key].push(timings[key]);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, clients) }, client));
  return { durations, wallMs: since(started) };
}

/** Times one async call. */
export async function timed<T>(call: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await call();
  return { value, ms: since(started) };
}

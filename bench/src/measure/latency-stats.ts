// Percentiles and rates of measured durations.
import { at } from '../shared/at.js';

export interface LatencySummary {
  readonly count: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly max: number;
  /** Operations completed per second of wall time. */
  readonly perSecond: number;
}

/** Nearest-rank percentile of durations in milliseconds. */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return at(sorted, rank);
}

export function summarise(durationsMs: readonly number[], wallMs: number): LatencySummary {
  const sorted = [...durationsMs].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 0.5)),
    p95: round(percentile(sorted, 0.95)),
    p99: round(percentile(sorted, 0.99)),
    max: round(sorted.at(-1) ?? Number.NaN),
    perSecond: Math.round((sorted.length / wallMs) * 1000),
  };
}

export function round(value: number, digits = 2): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** Milliseconds since an earlier `performance.now()`. */
export function since(startMs: number): number {
  return performance.now() - startMs;
}

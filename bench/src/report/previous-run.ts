// The last committed full run of the same gym size (bench/results/*.json tracked by git), which a new
// run's figures are compared with: a figure worse by more than 10 % is marked ✗ (issue 36's budget).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../http/app-process.js';
import type { SizeResult } from '../size-run.js';

export interface PreviousRun {
  /** The results file, relative to the repository. */
  readonly file: string;
  readonly startedAt: string;
  readonly result: SizeResult;
  readonly loginPageGzipKb: number | null;
}

/** Worse by more than this share of the last run's value is a regression. */
export const REGRESSION_SHARE = 0.1;

interface ResultsFile {
  readonly startedAt?: string;
  readonly options?: { readonly quick?: boolean; readonly only?: string };
  readonly results?: readonly SizeResult[];
  readonly loginPage?: { readonly gzipKb?: number } | null;
}

function committedResultFiles(): string[] {
  try {
    const listed = execFileSync('git', ['ls-files', '-z', 'bench/results'], { cwd: REPO_ROOT, encoding: 'utf8' });
    return listed.split('\0').filter((file) => file.endsWith('.json'));
  } catch {
    return []; // not a git checkout (an unpacked release): nothing to compare with
  }
}

function readResults(file: string): ResultsFile | null {
  try {
    return JSON.parse(readFileSync(join(REPO_ROOT, file), 'utf8')) as ResultsFile;
  } catch {
    return null;
  }
}

/** The newest committed full run (not quick, not `--only`) that measured `size` and started before `before`. */
export function previousRun(size: string, before: Date): PreviousRun | null {
  let best: PreviousRun | null = null;
  for (const file of committedResultFiles()) {
    const run = readResults(file);
    if (!run?.startedAt || run.options?.quick || run.options?.only) continue;
    if (new Date(run.startedAt) >= before) continue;
    const result = run.results?.find((candidate) => candidate.size === size);
    if (!result || (best && best.startedAt >= run.startedAt)) continue;
    best = { file, startedAt: run.startedAt, result, loginPageGzipKb: run.loginPage?.gzipKb ?? null };
  }
  return best;
}

export interface Change {
  /** '+12 %' or '−3 %' of the last run's value. */
  readonly text: string;
  readonly regressed: boolean;
}

/** How `now` moved from `before`, judged by which way is better; null when either is not a number. */
export function changeOf(before: number, now: number, better: 'lower' | 'higher'): Change | null {
  if (!Number.isFinite(before) || !Number.isFinite(now) || before === 0) return null;
  const share = (now - before) / before;
  const worse = better === 'lower' ? share : -share;
  const rounded = Math.round(share * 100);
  return {
    text: `${rounded > 0 ? '+' : rounded < 0 ? '−' : '±'}${Math.abs(rounded)} %`,
    regressed: worse > REGRESSION_SHARE,
  };
}

// Writes a run to bench/results/<date>.json (and its table as .md; a quick run under test-results/),
// and, when asked (--docs), puts the table in docs/performance.md between its bench markers.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../http/app-process.js';

const RESULTS_DIR = join(REPO_ROOT, 'bench/results');
const QUICK_RESULTS_DIR = join(REPO_ROOT, 'test-results/bench');
const PERFORMANCE_DOC = join(REPO_ROOT, 'docs/performance.md');
const START = '<!-- bench:start -->';
const END = '<!-- bench:end -->';

/**
 * `bench/results/<date>.json` for a full run (both sizes), `<date>-<size>.json` for one; a quick
 * run (the CI smoke test) writes `test-results/bench/<date>-quick.json`, ignored by git, so a test
 * run never changes a tracked file.
 */
export function writeResults(
  date: string,
  sizes: readonly string[],
  quick: boolean,
  json: unknown,
  markdown: string,
): string {
  const dir = quick ? QUICK_RESULTS_DIR : RESULTS_DIR;
  mkdirSync(dir, { recursive: true });
  // One size names its file; both sizes, or a run of no gym size (`--only import`), only the date.
  const name = quick ? `${date}-quick` : sizes.length === 1 ? `${date}-${sizes.join('-')}` : date;
  const file = join(dir, `${name}.json`);
  writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
  writeFileSync(join(dir, `${name}.md`), `${markdown}\n`);
  return file;
}

/** Replaces what lies between the markers in docs/performance.md; false when the markers are missing. */
export function updatePerformanceDoc(markdown: string): boolean {
  if (!existsSync(PERFORMANCE_DOC)) return false;
  const text = readFileSync(PERFORMANCE_DOC, 'utf8');
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start < 0 || end < start) return false;
  writeFileSync(PERFORMANCE_DOC, `${text.slice(0, start + START.length)}\n${markdown}\n${text.slice(end)}`);
  return true;
}

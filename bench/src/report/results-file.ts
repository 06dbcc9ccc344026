// Writes a run to bench/results/<date>.json (and its table as .md), and, when asked, puts the
// table in README.md's 'Rendimiento' section between its bench markers.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../http/app-process.js';

const RESULTS_DIR = join(REPO_ROOT, 'bench/results');
const README = join(REPO_ROOT, 'README.md');
const START = '<!-- bench:start -->';
const END = '<!-- bench:end -->';

/**
 * `<date>.json` for a full run (both sizes), `<date>-<size>.json` otherwise; a quick run (the CI
 * smoke test) writes to the temporary directory, so it never leaves files in the checkout.
 */
export function writeResults(
  date: string,
  sizes: readonly string[],
  quick: boolean,
  json: unknown,
  markdown: string,
): string {
  const dir = quick ? mkdtempSync(join(tmpdir(), 'gym-bench-results-')) : RESULTS_DIR;
  mkdirSync(dir, { recursive: true });
  const name = sizes.length > 1 ? date : `${date}-${sizes.join('-')}`;
  const file = join(dir, `${name}.json`);
  writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
  writeFileSync(join(dir, `${name}.md`), `${markdown}\n`);
  return file;
}

/** Replaces what lies between the markers in README.md; false when the markers are missing. */
export function updateReadme(markdown: string): boolean {
  if (!existsSync(README)) return false;
  const text = readFileSync(README, 'utf8');
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start < 0 || end < start) return false;
  writeFileSync(README, `${text.slice(0, start + START.length)}\n${markdown}\n${text.slice(end)}`);
  return true;
}

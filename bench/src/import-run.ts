// `npm run bench -- --only import`: issue 29's spreadsheet import of 5,000 members into an empty gym
// over HTTP, with the member list read meanwhile; `--quick` runs it on a small file, unjudged.
import { IMPORT_ROWS, IMPORT_TARGET_SECONDS, type BenchOptions } from './bench-options.js';
import { measureMemberImport, type MemberImportFigures } from './scenarios/member-import.scenario.js';
import { gymToday } from './scenarios/gym-today.js';

export interface ImportOnlyResult extends MemberImportFigures {
  /** Whether the import took at most IMPORT_TARGET_SECONDS; null when not judged (quick mode). */
  readonly targetMet: boolean | null;
}

export async function runImportOnly(options: BenchOptions, say: (text: string) => void): Promise<ImportOnlyResult> {
  const rows = options.quick ? IMPORT_ROWS.quick : IMPORT_ROWS.full;
  const figures = await measureMemberImport(
    rows,
    { seed: options.seed, today: gymToday(), logLevel: options.logLevel, keep: options.keep },
    say,
  );
  return { ...figures, targetMet: options.quick ? null : figures.seconds <= IMPORT_TARGET_SECONDS };
}

const mark = (met: boolean | null): string => (met === null ? '(not checked in quick mode)' : met ? '✓' : '✗');

export function importOnlyTable(result: ImportOnlyResult): string {
  const { reads } = result;
  const rows: readonly (readonly [string, string, string])[] = [
    [
      'rows imported (.xlsx size)',
      `${result.imported.toLocaleString('en-US')} (${result.fileKb.toLocaleString('en-US')} KB)`,
      '',
    ],
    ['import: upload to result (s)', result.seconds.toFixed(2), `≤ ${IMPORT_TARGET_SECONDS} ${mark(result.targetMet)}`],
    ['of which reading and checking the rows (s)', result.checkSeconds.toFixed(2), ''],
    ['app CPU meanwhile, every thread (s)', result.appCpuSeconds.toFixed(2), ''],
    ['member-list reads answered meanwhile', reads.count.toLocaleString('en-US'), ''],
    ['reads failed meanwhile', String(result.readsFailed), '0'],
    ['read latency p50 / p95 / max (ms)', `${reads.p50} / ${reads.p95} / ${reads.max}`, ''],
    ['app peak RSS before / after the import (MB)', `${result.peakRssMbBefore} / ${result.peakRssMb}`, ''],
  ];
  return [
    '| import figure | value | target |',
    '|---|---:|---|',
    ...rows.map(([label, value, target]) => `| ${label} | ${value} | ${target} |`),
  ].join('\n');
}

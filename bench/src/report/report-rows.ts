// The run as rows (figure, one value per size, target, met or not) for the terminal and docs/performance.md.
import type { LoginPageSize } from '../scenarios/login-page-size.scenario.js';
import { at } from '../shared/at.js';
import type { SizeResult } from '../size-run.js';
import { FIGURES, LOGIN_PAGE_TARGET_KB } from './figures.js';

export interface ReportRow {
  readonly label: string;
  readonly values: readonly string[];
  readonly target: string;
  /** Judged on the large gym; null without a target, or when the run does not check targets. */
  readonly met: boolean | null;
}

/**
 * Targets are set for the large gym: a run without it (the quick smoke test, `--size small`) shows
 * each target with why it was not checked, never a ✗ that reads as a failure.
 */
export function uncheckedTargets(sizes: readonly string[], quick: boolean): string | undefined {
  if (quick) return 'not checked in quick mode';
  return sizes.includes('large') ? undefined : 'checked on the large gym only';
}

/** A figure measured once per run, not per gym size (the same value in every size's column). */
export interface RunFigure {
  readonly label: string;
  readonly value: string;
  readonly target: string;
  readonly met: boolean;
}

export interface TargetCheck {
  readonly figure: string;
  readonly size: string;
  readonly value: string;
  readonly target: string;
  readonly met: boolean;
}

/** `unchecked`: why targets are not judged in this run (see uncheckedTargets); undefined judges them. */
export function reportRows(
  results: readonly SizeResult[],
  loginPage: LoginPageSize | null,
  unchecked?: string,
  runFigures: readonly RunFigure[] = [],
): ReportRow[] {
  // The largest gym, read only when a target is judged.
  const judged = (): SizeResult => at(results, -1);
  const row = (label: string, values: string[], target: string, met: () => boolean | null): ReportRow =>
    target !== '' && unchecked !== undefined
      ? { label, values, target: `${target} (${unchecked})`, met: null }
      : { label, values, target, met: met() };
  const rows: ReportRow[] = FIGURES.map((figure) =>
    row(
      figure.label,
      results.map((result) => figure.show(result)),
      figure.target?.text ?? '',
      () => (figure.target ? figure.target.met(judged()) : null),
    ),
  );
  const gzip = loginPage ? loginPage.gzipKb.toFixed(1) : 'no frontend/dist';
  rows.push(
    row(
      'Login page JS, gzipped (kB)',
      results.map(() => gzip),
      `≤ ${LOGIN_PAGE_TARGET_KB}`,
      () => (loginPage ? loginPage.gzipKb <= LOGIN_PAGE_TARGET_KB : false),
    ),
  );
  for (const figure of runFigures)
    rows.push(
      row(
        figure.label,
        results.map(() => figure.value),
        figure.target,
        () => figure.met,
      ),
    );
  return rows;
}

export function targetChecks(rows: readonly ReportRow[], sizes: readonly string[]): TargetCheck[] {
  return rows.flatMap((row) =>
    row.met === null
      ? []
      : [{ figure: row.label, size: at(sizes, -1), value: at(row.values, -1), target: row.target, met: row.met }],
  );
}

const mark = (met: boolean | null): string => (met === null ? '' : met ? '✓' : '✗');

export function textTable(rows: readonly ReportRow[], sizes: readonly string[]): string {
  const header = ['figure', ...sizes, 'target (large)', ''];
  const lines = [header, ...rows.map((row) => [row.label, ...row.values, row.target, mark(row.met)])];
  const widths = header.map((_, column) => Math.max(...lines.map((line) => (line[column] ?? '').length)));
  const render = (line: readonly string[]): string =>
    line
      .map((cell, column) => (column === 0 ? cell.padEnd(at(widths, column)) : cell.padStart(at(widths, column))))
      .join('  ');
  return [render(header), widths.map((width) => '-'.repeat(width)).join('  '), ...lines.slice(1).map(render)].join(
    '\n',
  );
}

export function markdownTable(rows: readonly ReportRow[], sizes: readonly string[]): string {
  const header = `| figure | ${sizes.join(' | ')} | target (large) |`;
  const rule = `|---|${sizes.map(() => '---:').join('|')}|---|`;
  const body = rows.map((row) => `| ${row.label} | ${row.values.join(' | ')} | ${row.target} ${mark(row.met)} |`);
  return [header, rule, ...body].join('\n');
}

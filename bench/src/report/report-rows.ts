// The run as rows (figure, one value per size, target, met or not) for the terminal and docs/performance.md.
import type { LoginPageSize } from '../scenarios/login-page-size.scenario.js';
import { at } from '../shared/at.js';
import type { SizeResult } from '../size-run.js';
import { FIGURES, LOGIN_PAGE_TARGET_KB, type Figure } from './figures.js';
import { changeOf, type PreviousRun } from './previous-run.js';

export interface ReportRow {
  readonly label: string;
  readonly values: readonly string[];
  readonly target: string;
  /** Judged on the large gym; null without a target, or when the run does not check targets. */
  readonly met: boolean | null;
  /** The largest gym's value in the last committed run, and how this run's moved from it ('' for none). */
  readonly last: string;
  readonly change: string;
  /** Worse than the last committed run by more than 10 %. */
  readonly regressed: boolean;
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

interface Versus {
  readonly last: string;
  readonly change: string;
  readonly regressed: boolean;
}

const NO_VERSUS: Versus = { last: '', change: '', regressed: false };

/** A figure against the last run; a field an older run did not measure reads as no comparison. */
function versusOf(figure: Figure, now: SizeResult, previous: PreviousRun | null): Versus {
  if (!previous) return NO_VERSUS;
  try {
    const last = figure.show(previous.result);
    if (!figure.amount) return { ...NO_VERSUS, last };
    const change = changeOf(figure.amount.of(previous.result), figure.amount.of(now), figure.amount.better);
    return change ? { last, change: change.text, regressed: change.regressed } : { ...NO_VERSUS, last };
  } catch {
    return NO_VERSUS;
  }
}

function loginVersus(loginPage: LoginPageSize | null, previous: PreviousRun | null): Versus {
  if (!previous || previous.loginPageGzipKb === null) return NO_VERSUS;
  const last = previous.loginPageGzipKb.toFixed(1);
  const change = loginPage ? changeOf(previous.loginPageGzipKb, loginPage.gzipKb, 'lower') : null;
  return change ? { last, change: change.text, regressed: change.regressed } : { ...NO_VERSUS, last };
}

/**
 * `unchecked`: why targets are not judged in this run (see uncheckedTargets); undefined judges them.
 * `previous`: the last committed run of the largest gym, compared figure by figure.
 */
export function reportRows(
  results: readonly SizeResult[],
  loginPage: LoginPageSize | null,
  unchecked?: string,
  runFigures: readonly RunFigure[] = [],
  previous: PreviousRun | null = null,
): ReportRow[] {
  // The largest gym, read only when a target is judged.
  const judged = (): SizeResult => at(results, -1);
  const row = (
    label: string,
    values: string[],
    target: string,
    met: () => boolean | null,
    versus: Versus = NO_VERSUS,
  ): ReportRow =>
    target !== '' && unchecked !== undefined
      ? { label, values, target: `${target} (${unchecked})`, met: null, ...versus }
      : { label, values, target, met: met(), ...versus };
  const rows: ReportRow[] = FIGURES.map((figure) =>
    row(
      figure.label,
      results.map((result) => figure.show(result)),
      figure.target?.text ?? '',
      () => (figure.target ? figure.target.met(judged()) : null),
      versusOf(figure, judged(), previous),
    ),
  );
  const gzip = loginPage ? loginPage.gzipKb.toFixed(1) : 'no frontend/dist';
  rows.push(
    row(
      'Login page JS, gzipped (kB)',
      results.map(() => gzip),
      `≤ ${LOGIN_PAGE_TARGET_KB}`,
      () => (loginPage ? loginPage.gzipKb <= LOGIN_PAGE_TARGET_KB : false),
      loginVersus(loginPage, previous),
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

/** The figures worse than the last committed run by more than 10 %. */
export function regressions(rows: readonly ReportRow[]): string[] {
  return rows
    .filter((row) => row.regressed)
    .map((row) => `${row.label}: ${row.last} → ${at(row.values, -1)} (${row.change})`);
}

export function targetChecks(rows: readonly ReportRow[], sizes: readonly string[]): TargetCheck[] {
  return rows.flatMap((row) =>
    row.met === null
      ? []
      : [{ figure: row.label, size: at(sizes, -1), value: at(row.values, -1), target: row.target, met: row.met }],
  );
}

const mark = (met: boolean | null): string => (met === null ? '' : met ? '✓' : '✗');
const regressionMark = (row: ReportRow): string => (row.regressed ? '✗' : row.change === '' ? '' : '✓');

export function textTable(rows: readonly ReportRow[], sizes: readonly string[]): string {
  const header = ['figure', ...sizes, 'target (large)', '', 'last run', 'change', ''];
  const lines = [
    header,
    ...rows.map((row) => [
      row.label,
      ...row.values,
      row.target,
      mark(row.met),
      row.last,
      row.change,
      regressionMark(row),
    ]),
  ];
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
  const header = `| figure | ${sizes.join(' | ')} | target (large) | last run | change |`;
  const rule = `|---|${sizes.map(() => '---:').join('|')}|---|---:|---|`;
  const body = rows.map(
    (row) =>
      `| ${row.label} | ${row.values.join(' | ')} | ${row.target} ${mark(row.met)} | ${row.last} | ${row.change} ${regressionMark(row)} |`,
  );
  return [header, rule, ...body].join('\n');
}

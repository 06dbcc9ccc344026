// The run as rows (figure, one value per size, target, met or not) for the terminal and the README.
import type { LoginPageSize } from '../scenarios/login-page-size.scenario.js';
import type { SizeResult } from '../size-run.js';
import { FIGURES, LOGIN_PAGE_TARGET_KB } from './figures.js';

export interface ReportRow {
  readonly label: string;
  readonly values: readonly string[];
  readonly target: string;
  /** Judged on the largest size measured; null without a target. */
  readonly met: boolean | null;
}

export interface TargetCheck {
  readonly figure: string;
  readonly size: string;
  readonly value: string;
  readonly target: string;
  readonly met: boolean;
}

export function reportRows(results: readonly SizeResult[], loginPage: LoginPageSize | null): ReportRow[] {
  const judged = results.at(-1)!;
  const rows: ReportRow[] = FIGURES.map((figure) => ({
    label: figure.label,
    values: results.map((result) => figure.show(result)),
    target: figure.target?.text ?? '',
    met: figure.target ? figure.target.met(judged) : null,
  }));
  const gzip = loginPage ? `${loginPage.gzipKb.toFixed(1)}` : 'no frontend/dist';
  rows.push({
    label: 'Login page JS, gzipped (kB)',
    values: results.map(() => gzip),
    target: `≤ ${LOGIN_PAGE_TARGET_KB}`,
    met: loginPage ? loginPage.gzipKb <= LOGIN_PAGE_TARGET_KB : false,
  });
  return rows;
}

export function targetChecks(rows: readonly ReportRow[], sizes: readonly string[]): TargetCheck[] {
  return rows
    .filter((row) => row.met !== null)
    .map((row) => ({
      figure: row.label,
      size: sizes.at(-1)!,
      value: row.values.at(-1)!,
      target: row.target,
      met: row.met!,
    }));
}

const mark = (met: boolean | null): string => (met === null ? '' : met ? '✓' : '✗');

export function textTable(rows: readonly ReportRow[], sizes: readonly string[]): string {
  const header = ['figure', ...sizes, `target (${sizes.at(-1)})`, ''];
  const lines = [header, ...rows.map((row) => [row.label, ...row.values, row.target, mark(row.met)])];
  const widths = header.map((_, column) => Math.max(...lines.map((line) => (line[column] ?? '').length)));
  const render = (line: readonly string[]): string =>
    line
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ');
  return [render(header), widths.map((width) => '-'.repeat(width)).join('  '), ...lines.slice(1).map(render)].join(
    '\n',
  );
}

export function markdownTable(rows: readonly ReportRow[], sizes: readonly string[]): string {
  const header = `| figure | ${sizes.join(' | ')} | target (${sizes.at(-1)}) |`;
  const rule = `|---|${sizes.map(() => '---:').join('|')}|---|`;
  const body = rows.map((row) => `| ${row.label} | ${row.values.join(' | ')} | ${row.target} ${mark(row.met)} |`);
  return [header, rule, ...body].join('\n');
}

// The import's report in Spanish, the same on the screen, in its downloaded file and in the
// terminal: what came in, every row left out with its number and reason, every row that exists.
import { message } from '../messages.js';
import { formatCedula } from '../rules/cedula.js';
import { importFieldLabel } from './import-fields.js';
import type { RowProblem } from './import-row.js';
import { healthLeftOutRows, rowProblemText } from './import-row.js';
import type { ExistingRow } from './import-sheet.js';

export interface MemberImportReport {
  readonly file: string;
  readonly sheet: string;
  /** Rows with data. */
  readonly rows: number;
  readonly dryRun: boolean;
  /** Rows that passed the check and are new: what an import records, and a dry run would. */
  readonly toImport: number;
  /** Members recorded (0 in a dry run). */
  readonly imported: number;
  readonly errors: readonly RowProblem[];
  readonly existing: readonly ExistingRow[];
  readonly notes: readonly RowProblem[];
}

/** 'Fila 20: ya existe (cédula 1.023.456.789)'; without a cédula, the name and phone that matched. */
export function existingRowText({ row, cedula, name, phone, matchedBy }: ExistingRow): string {
  const quien =
    matchedBy === 'cedula' && cedula !== null
      ? message('MEMBER_IMPORT.EXISTS_CEDULA', { cedula: formatCedula(cedula) })
      : message('MEMBER_IMPORT.EXISTS_NAME_PHONE', { nombre: name, telefono: phone });
  return message('MEMBER_IMPORT.ALREADY_EXISTS', { fila: row, quien });
}

const byRow = <T extends { readonly row: number }>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => a.row - b.row);

/** '3 a 6, 9 y 11 a 27': row numbers, runs of three or more consecutive rows as one range. */
export function rowRangesText(rows: readonly number[]): string {
  const sorted = [...new Set(rows)].sort((a, b) => a - b);
  const ranges: [number, number][] = [];
  for (const row of sorted) {
    const last = ranges.at(-1);
    if (last !== undefined && row === last[1] + 1) last[1] = row;
    else ranges.push([row, row]);
  }
  // Two rows in a row read better as '9 y 10' than as a range.
  const texts = ranges.flatMap(([from, to]) => {
    if (to === from) return [String(from)];
    if (to === from + 1) return [String(from), String(to)];
    return [message('MEMBER_IMPORT.ROW_RANGE', { desde: from, hasta: to })];
  });
  return new Intl.ListFormat('es', { type: 'conjunction' }).format(texts);
}

/**
 * The problems as a person reads them on screen: rows that share a reason (a column missing from
 * the whole file, say) in one line, 'Filas 3 a 6 y 9: Dirección: La dirección es obligatoria.',
 * in the order of their first row. The downloaded report keeps one line per row.
 */
export function groupedProblemLines(problems: readonly RowProblem[]): string[] {
  const groups = new Map<string, { readonly first: RowProblem; readonly rows: number[] }>();
  for (const problem of byRow(problems)) {
    const key = `${problem.field ?? ''}|${problem.message}`;
    const group = groups.get(key);
    if (group === undefined) groups.set(key, { first: problem, rows: [problem.row] });
    else group.rows.push(problem.row);
  }
  return [...groups.values()].map(({ first, rows }) => {
    if (rows.length === 1) return rowProblemText(first);
    const filas = rowRangesText(rows);
    return first.field === null
      ? message('MEMBER_IMPORT.ROWS', { filas, motivo: first.message })
      : message('MEMBER_IMPORT.ROWS_FIELD', { filas, campo: importFieldLabel(first.field), motivo: first.message });
  });
}

function section(header: string, lines: readonly string[]): string[] {
  return lines.length === 0 ? [] : [header, ...lines.map((line) => `  ${line}`)];
}

/** Who reads the report: `npm run import:members` in a terminal, or the file the screen downloads. */
export type ImportReportReader = 'terminal' | 'screen';

/** A check without importing: the terminal's `--dry-run`, the screen's check before 'Importar' (issue 41). */
const CHECKED_SUMMARY = {
  terminal: 'MEMBER_IMPORT.SUMMARY_DRY_RUN',
  screen: 'MEMBER_IMPORT.SUMMARY_CHECKED',
} as const satisfies Record<ImportReportReader, string>;

export function importReportLines(report: MemberImportReport, reader: ImportReportReader): string[] {
  const { file, sheet, rows, errors, existing, notes } = report;
  const imported = report.dryRun ? report.toImport : report.imported;
  const rowsInError = new Set(errors.map((problem) => problem.row)).size;
  const healthLeftOut = healthLeftOutRows(notes);
  return [
    message('MEMBER_IMPORT.SUMMARY', { archivo: file, hoja: sheet, filas: rows }),
    message(report.dryRun ? CHECKED_SUMMARY[reader] : 'MEMBER_IMPORT.SUMMARY_IMPORTED', { n: imported }),
    ...section(message('MEMBER_IMPORT.SUMMARY_ERRORS', { n: rowsInError }), byRow(errors).map(rowProblemText)),
    ...section(message('MEMBER_IMPORT.SUMMARY_EXISTING', { n: existing.length }), byRow(existing).map(existingRowText)),
    ...(healthLeftOut === 0 ? [] : [message('MEMBER_IMPORT.SUMMARY_HEALTH_LEFT_OUT', { n: healthLeftOut })]),
    ...section(message('MEMBER_IMPORT.SUMMARY_NOTES', { n: notes.length }), byRow(notes).map(rowProblemText)),
  ];
}

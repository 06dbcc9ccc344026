// CSV as a spreadsheet in a Spanish locale opens it: ';' between cells (',' is the decimal mark
// there), CRLF lines, a UTF-8 byte order mark so accents survive, every cell quoted when needed,
// and text that a spreadsheet would run as a formula neutralised.
import { neutraliseFormula } from './csv-formula.js';

export const CSV_SEPARATOR = ';';
export const CSV_BOM = '\uFEFF';
const LINE_END = '\r\n';

/**
 * Text cells are written as text; whole numbers as plain digits, which every locale reads as a
 * number; a fraction (a weight of 62.5 kg) with ',' as the decimal mark, as a Spanish locale reads it.
 */
export type CsvCell = string | number;

const NEEDS_QUOTES = /[;"\r\n]/;

export function csvCell(value: CsvCell): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value).replace('.', ',') : '';
  const text = neutraliseFormula(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: readonly CsvCell[]): string {
  return cells.map(csvCell).join(CSV_SEPARATOR) + LINE_END;
}

/** `attachment; filename="usuarios-2026-03-02.csv"`: the browser downloads it under that name. */
export function csvDisposition(name: string, today: string): string {
  return `attachment; filename="${name}-${today}.csv"`;
}

/** One page of rows, as the list queries answer them. */
export interface RowPage<T> {
  readonly items: readonly T[];
  readonly total: number;
}

/**
 * The whole document, a page of rows at a time, so memory stays flat however many rows match:
 * the byte order mark and the header line, then each page's lines.
 */
export async function* csvDocument<T>(
  headers: readonly string[],
  pageSize: number,
  fetchPage: (page: number) => Promise<RowPage<T>>,
  /** The lines of one item: one, or more (a voided payment and its void, R42). */
  rows: (item: T) => readonly (readonly CsvCell[])[],
): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(headers);
  for (let page = 1; ; page += 1) {
    const { items, total } = await fetchPage(page);
    if (items.length > 0) yield items.flatMap((item) => rows(item).map(csvLine)).join('');
    // By the total, not by a short page: a member page is short when a member was deleted between its reads.
    if (items.length === 0 || page * pageSize >= total) return;
  }
}

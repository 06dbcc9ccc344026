// The rows of the sheet being read, as an .xlsx or an .ods reader finds them: each cell put at its
// column (up to the columns read), each row kept when it has a value and counted against the
// budget, and merged cells given their first cell's value in every cell they cover, as Excel shows
// them (and exceljs read them).
import type { SheetCell, SheetRow } from '@gym/domain';
import { SHEET_LIMITS, type SheetBudget } from './sheet-limits.js';

/** A merged range: its first cell (the one with the value) and its last, numbered from 1. */
export interface MergedRange {
  readonly top: number;
  readonly left: number;
  readonly bottom: number;
  readonly right: number;
}

/** 'AB12' → column 28, row 12; null when it is not a cell reference. */
export function cellReference(ref: string): { readonly column: number; readonly row: number } | null {
  const match = /^\$?([A-Za-z]{1,3})\$?(\d{1,7})$/.exec(ref);
  if (match === null) return null;
  let column = 0;
  for (const letter of (match[1] ?? '').toUpperCase()) column = column * 26 + (letter.charCodeAt(0) - 64);
  return { column, row: Number(match[2]) };
}

/** 'A1:P1' → the range; null when it is not one. */
export function rangeReference(ref: string): MergedRange | null {
  const [first, last] = ref.split(':');
  const from = cellReference(first ?? '');
  const to = cellReference(last ?? first ?? '');
  if (from === null || to === null) return null;
  return {
    top: Math.min(from.row, to.row),
    left: Math.min(from.column, to.column),
    bottom: Math.max(from.row, to.row),
    right: Math.max(from.column, to.column),
  };
}

/**
 * A copy of text cut from the XML: V8 keeps a cut of a long string as a view of it, so a few words
 * kept from each chunk of a sheet would hold every chunk, the whole unpacked sheet, in memory.
 */
export const ownText = (text: string): string => Buffer.from(text, 'utf8').toString('utf8');

export class SheetRowsBuilder {
  private readonly rows: SheetRow[] = [];
  private cells: SheetCell[] = [];
  private readonly merges: MergedRange[] = [];

  constructor(private readonly budget: SheetBudget) {}

  /** A cell of the row being read; one past the columns read is ignored. */
  cell(column: number, value: SheetCell): void {
    if (value === null || column < 1 || column > SHEET_LIMITS.maxColumns) return;
    while (this.cells.length < column - 1) this.cells.push(null);
    this.cells[column - 1] = value;
  }

  /** Text a reader keeps in a cell: counted against the budget. */
  text(value: string): string {
    this.budget.addText(value.length);
    return ownText(value);
  }

  /** The row being read ends; kept `times` times (an .ods repeats identical rows) when it has a value. */
  endRow(row: number, times = 1): void {
    const cells = this.cells;
    this.cells = [];
    if (cells.length === 0) return;
    for (let index = 0; index < times; index += 1) {
      this.budget.addRow(cells.length);
      this.rows.push({ row: row + index, cells: index === 0 ? cells : [...cells] });
    }
  }

  merge(range: MergedRange | null): void {
    if (range === null || (range.bottom === range.top && range.right === range.left)) return;
    this.budget.addCells(1);
    this.merges.push(range);
  }

  /** Every row kept, in order, with the merged cells filled in. */
  finish(): SheetRow[] {
    if (this.merges.length > 0) this.fillMerges();
    return this.rows;
  }

  private fillMerges(): void {
    const byNumber = new Map(this.rows.map((row) => [row.row, row]));
    for (const range of this.merges) {
      const value = byNumber.get(range.top)?.cells[range.left - 1] ?? null;
      if (value === null) continue;
      const right = Math.min(range.right, SHEET_LIMITS.maxColumns);
      for (let row = range.top; row <= range.bottom; row += 1) {
        let found = byNumber.get(row);
        if (found === undefined) {
          found = { row, cells: [] };
          byNumber.set(row, found);
          this.rows.push(found);
        }
        const cells = found.cells as SheetCell[];
        const before = cells.length;
        for (let column = range.left; column <= right; column += 1) {
          while (cells.length < column - 1) cells.push(null);
          if (cells[column - 1] === undefined || cells[column - 1] === null) cells[column - 1] = value;
        }
        // A merge that adds a row or widens one is counted like any other cells.
        if (before === 0) this.budget.addRow(cells.length);
        else if (cells.length > before) this.budget.addCells(cells.length - before);
      }
    }
    this.rows.sort((first, second) => first.row - second.row);
  }
}

// What an uploaded spreadsheet may hold once unpacked (issue 41), and the count that stops reading it as
// soon as one is passed: the work a file causes is bounded by what it unpacks to, not by its 10 MB.
// The numbers come from a real gym's sheet at the import's row limit: 50,000 rows of the R34 columns
// unpack to about 39 MB as .xlsx and 88 MB as .ods (LibreOffice), 800,000 cells, 8 million characters.
// docs/importar-usuarios.md states them for the staff.
import { MEMBER_IMPORT_MAX_ROWS } from '@gym/domain';
import { AppError } from '../../shared/http/app-error.js';

const MB = 1024 * 1024;

export const SHEET_LIMITS = {
  /** Data rows; a sheet may have this many more rows (titles, headers, notes) before it is refused. */
  maxRows: MEMBER_IMPORT_MAX_ROWS,
  extraRows: 20,
  /** Cells of the sheet read, counted up to each row's last value: 50,000 rows of 30 columns. */
  maxCells: 1_500_000,
  /** Characters in every cell of the sheet read (and an .xlsx's table of texts). */
  maxTextChars: 32_000_000,
  /** Bytes unpacked from the parts of the file that are read, declared and counted as they inflate. */
  maxUnpackedBytes: 200 * MB,
  /** Parts (entries) of the zip an .xlsx or .ods is: a workbook has a dozen or two. */
  maxZipEntries: 1_000,
  /** How many times a part may grow when unpacked (real sheets: 10 to 40); checked on parts over 1 MB. */
  maxRatio: 200,
  ratioFromBytes: 1 * MB,
  /** Columns read: a member list is 16 wide; cells to the right of this are ignored. */
  maxColumns: 200,
  /** Excel's own most characters in a cell: a longer cell is read up to there. */
  maxCellChars: 32_767,
} as const;

const es = (value: number): string => value.toLocaleString('es-CO');

export function tooManyRows(maxRows: number): never {
  throw new AppError('MEMBER_IMPORT.TOO_MANY_ROWS', { max: es(maxRows) }, 'file');
}

export function tooManyCells(): never {
  throw new AppError('MEMBER_IMPORT.TOO_MANY_CELLS', { max: es(SHEET_LIMITS.maxCells) }, 'file');
}

export function unpackedTooLarge(): never {
  throw new AppError('MEMBER_IMPORT.UNPACKED_TOO_LARGE', { max: es(SHEET_LIMITS.maxUnpackedBytes / MB) }, 'file');
}

export const notSpreadsheet = (): AppError => new AppError('MEMBER_IMPORT.NOT_SPREADSHEET', {}, 'file');

/**
 * The rows, cells and characters of the sheet being read: each reader tells it what it keeps, and
 * it refuses the file the moment a limit is passed, before more is built.
 */
export class SheetBudget {
  private rows = 0;
  private cells = 0;
  private chars = 0;

  constructor(private readonly maxRows: number) {}

  /** A row with a value, kept. */
  addRow(width: number): void {
    this.rows += 1;
    if (this.rows > this.maxRows + SHEET_LIMITS.extraRows) tooManyRows(this.maxRows);
    this.addCells(width);
  }

  /** Cells kept beyond a row's own (a merged range's), or a merged range itself. */
  addCells(count: number): void {
    this.cells += count;
    if (this.cells > SHEET_LIMITS.maxCells) tooManyCells();
  }

  /** Text kept (a cell's, or an entry of an .xlsx's table of texts). */
  addText(length: number): void {
    this.chars += length;
    if (this.chars > SHEET_LIMITS.maxTextChars)
      throw new AppError('MEMBER_IMPORT.TOO_MUCH_TEXT', { max: es(SHEET_LIMITS.maxTextChars) }, 'file');
  }
}

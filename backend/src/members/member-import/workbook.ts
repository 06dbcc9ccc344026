// What a file reader hands the importer: the names of the file's sheets and the one sheet asked for,
// read whole (the others are never built, so a workbook's other large sheets cost nothing).
import type { SheetRow } from '@gym/domain';
import { AppError } from '../../shared/http/app-error.js';

export interface Sheet {
  readonly name: string;
  /** Every row with a cell, numbered as the spreadsheet numbers it (1 is the first). */
  readonly rows: readonly SheetRow[];
}

export interface Workbook {
  /** Every sheet's name, in the file's order. */
  readonly sheetNames: readonly string[];
  /** The sheet asked for, or the first. */
  readonly sheet: Sheet;
}

export interface SheetRequest {
  /** The most data rows read. */
  readonly maxRows: number;
  /** The sheet to read; the first when absent. */
  readonly sheet?: string | undefined;
}

/** The position of the sheet asked for among `names`, refused in Spanish when there is none. */
export function chosenSheet(names: readonly string[], wanted: string | undefined): number {
  const index = wanted === undefined ? 0 : names.indexOf(wanted);
  if (index < 0 || index >= names.length) {
    throw new AppError('MEMBER_IMPORT.SHEET_UNKNOWN', { hoja: wanted ?? '', hojas: names.join(', ') }, 'sheet');
  }
  return index;
}

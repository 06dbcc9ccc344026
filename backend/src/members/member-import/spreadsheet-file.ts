// Reads an uploaded file as sheets of cells: an .xlsx (from Excel or Google Sheets) with exceljs, or
// a .csv (',' or ';', UTF-8 or the Windows-1252 Excel writes in a Spanish locale) with papaparse.
// Anything else is refused with a Spanish text; a damaged or hostile file never crashes the app.
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { SheetCell, SheetRow } from '@gym/domain';
import { restoreFormula } from '../../shared/spreadsheets/csv-formula.js';
import { AppError } from '../../shared/http/app-error.js';

export interface Sheet {
  readonly name: string;
  /** Every row with a cell, numbered as the spreadsheet numbers it (1 is the first). */
  readonly rows: readonly SheetRow[];
}

export interface Workbook {
  readonly sheets: readonly Sheet[];
}

/** The sheet name a CSV file is given (a CSV has one sheet and no names). */
export const CSV_SHEET = 'CSV';

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
/** A file this wide is not a member list: refusing it bounds the work a hostile file can cause. */
const MAX_COLUMNS = 200;

const notSpreadsheet = (): AppError => new AppError('MEMBER_IMPORT.NOT_SPREADSHEET', {}, 'file');

function isZip(bytes: Uint8Array): boolean {
  return ZIP_SIGNATURE.every((byte, index) => bytes[index] === byte);
}

export async function readSpreadsheet(bytes: Buffer, maxRows: number): Promise<Workbook> {
  if (bytes.length === 0) throw new AppError('MEMBER_IMPORT.FILE_REQUIRED', {}, 'file');
  const workbook = isZip(bytes) ? await readXlsx(bytes, maxRows) : readCsv(bytes, maxRows);
  if (workbook.sheets.length === 0) throw notSpreadsheet();
  return workbook;
}

// ---- .xlsx

async function readXlsx(bytes: Buffer, maxRows: number): Promise<Workbook> {
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs's own Buffer type predates Node's generic one.
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  } catch {
    throw notSpreadsheet();
  }
  return {
    sheets: workbook.worksheets
      .filter((worksheet) => worksheet.state !== 'veryHidden')
      .map((worksheet) => ({ name: worksheet.name, rows: worksheetRows(worksheet, maxRows) })),
  };
}

function worksheetRows(worksheet: ExcelJS.Worksheet, maxRows: number): SheetRow[] {
  if (worksheet.actualRowCount > maxRows + 20) tooManyRows(maxRows);
  const rows: SheetRow[] = [];
  worksheet.eachRow({ includeEmpty: false }, (row) => {
    const width = Math.min(row.cellCount, MAX_COLUMNS);
    const cells: SheetCell[] = [];
    for (let column = 1; column <= width; column += 1) cells.push(cellOf(row.getCell(column).value));
    rows.push({ row: row.number, cells });
  });
  return rows;
}

/** An Excel date is a wall-clock day stored as UTC: its UTC calendar day is the day the sheet shows. */
const dayOf = (date: Date): SheetCell =>
  Number.isNaN(date.getTime()) ? null : { date: date.toISOString().slice(0, 10) };

function cellOf(value: ExcelJS.CellValue): SheetCell {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return dayOf(value);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value)
    return cellOf((value as { result?: ExcelJS.CellValue }).result ?? null);
  if ('hyperlink' in value) return typeof value.text === 'string' ? value.text : null;
  return null; // an error cell (#N/A …) or anything new: no value
}

// ---- .csv

/** UTF-8 when the bytes are valid UTF-8, else Windows-1252 (what Excel writes 'CSV' as in a Spanish locale). */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** A text file has no NUL bytes; a PDF, an image or an old .xls binary does. */
function looksBinary(bytes: Uint8Array): boolean {
  return bytes.subarray(0, 8192).includes(0);
}

function readCsv(bytes: Buffer, maxRows: number): Workbook {
  if (looksBinary(bytes)) throw notSpreadsheet();
  const text = decodeText(bytes);
  const parsed = Papa.parse<string[]>(text, {
    delimitersToGuess: [';', ',', '\t'],
    skipEmptyLines: false,
    preview: maxRows + 20,
  });
  if (parsed.data.length > maxRows + 19) tooManyRows(maxRows);
  // Papaparse reads any text as some rows; a file it found no delimiter in is one column at most.
  const rows: SheetRow[] = parsed.data
    // A cell our CSV export neutralised ("'+57 300 …") reads as the text it was.
    .map((cells, index) => ({ row: index + 1, cells: cells.slice(0, MAX_COLUMNS).map(restoreFormula) }))
    .filter((row) => row.cells.some((cell) => cell.trim() !== ''));
  return { sheets: [{ name: CSV_SHEET, rows }] };
}

function tooManyRows(maxRows: number): never {
  throw new AppError('MEMBER_IMPORT.TOO_MANY_ROWS', { max: maxRows.toLocaleString('es-CO') }, 'file');
}

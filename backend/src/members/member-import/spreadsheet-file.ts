// Reads an uploaded file as the one sheet asked for: an .xlsx (Excel, Google Sheets) or an .ods
// (LibreOffice, R46) streamed from its zip, or a .csv (',' or ';', UTF-8 or Windows-1252). What is
// a spreadsheet its content, name and type tell (spreadsheet-kind.ts); what it may unpack to is
// bounded (sheet-limits.ts). Anything else is refused with a Spanish text; a damaged or hostile file
// never crashes the app, nor holds more of its memory than the limits allow.
import { AppError } from '../../shared/http/app-error.js';
import { readCsv } from './csv-sheet.js';
import { isOds, readOds } from './ods-sheet.js';
import { notSpreadsheet } from './sheet-limits.js';
import { spreadsheetKind, type UploadedSpreadsheet } from './spreadsheet-kind.js';
import type { SheetRequest, Workbook } from './workbook.js';
import { isXlsx, readXlsx } from './xlsx-sheet.js';
import { ZipParts } from './zip-parts.js';

export async function readSpreadsheet(file: UploadedSpreadsheet, request: SheetRequest): Promise<Workbook> {
  if (file.bytes.length === 0) throw new AppError('MEMBER_IMPORT.FILE_REQUIRED', {}, 'file');
  if (spreadsheetKind(file) === 'text') return readCsv(file.bytes, request);
  const zip = await ZipParts.open(file.bytes);
  if (isXlsx(zip)) return readXlsx(zip, request);
  if (await isOds(zip)) return readOds(zip, request);
  // A zip that is no workbook: a .docx, an .odt, a folder compressed.
  throw notSpreadsheet();
}

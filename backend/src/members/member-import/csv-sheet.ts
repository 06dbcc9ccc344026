// Reads a .csv (',' or ';' or tab, UTF-8 or the Windows-1252 Excel writes in a Spanish locale) with
// papaparse, a row at a time, within the same budget of rows, cells and characters as a workbook.
import type { SheetRow } from '@gym/domain';
import Papa from 'papaparse';
import { restoreFormula } from '../../shared/spreadsheets/csv-formula.js';
import { notSpreadsheet, SHEET_LIMITS, SheetBudget, tooManyRows } from './sheet-limits.js';
import { chosenSheet, type SheetRequest, type Workbook } from './workbook.js';

/** The sheet name a CSV file is given (a CSV has one sheet and no names). */
const CSV_SHEET = 'CSV';

/** UTF-8 when the bytes are valid UTF-8, else Windows-1252 (what Excel writes 'CSV' as in a Spanish locale). */
function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

export function readCsv(bytes: Buffer, request: SheetRequest): Workbook {
  chosenSheet([CSV_SHEET], request.sheet);
  const budget = new SheetBudget(request.maxRows);
  const rows: SheetRow[] = [];
  const maxLines = request.maxRows + SHEET_LIMITS.extraRows;
  let line = 0;
  let refusal: unknown = null;
  Papa.parse<string[]>(decodeText(bytes), {
    delimitersToGuess: [';', ',', '\t'],
    skipEmptyLines: false,
    step: (result, parser) => {
      line += 1;
      try {
        // Blank lines count here as they always did: a file this long is refused whatever it holds.
        if (line >= maxLines) tooManyRows(request.maxRows);
        // A cell our CSV export neutralised ("'+57 300 …") reads as the text it was.
        const cells = result.data.slice(0, SHEET_LIMITS.maxColumns).map(restoreFormula);
        if (cells.every((cell) => cell.trim() === '')) return;
        budget.addRow(cells.length);
        budget.addText(cells.reduce((sum, cell) => sum + cell.length, 0));
        rows.push({ row: line, cells });
      } catch (error) {
        refusal = error;
        parser.abort();
      }
    },
  });
  if (refusal !== null) throw refusal instanceof Error ? refusal : notSpreadsheet();
  return { sheetNames: [CSV_SHEET], sheet: { name: CSV_SHEET, rows } };
}

// Reads an .xlsx (Excel, Google Sheets, LibreOffice) as a stream of XML: the workbook's sheet names,
// the styles that make a number a date, the table of texts, then the one sheet asked for, row by row,
// within the budget. Values read as exceljs read them: a date cell as its day, a formula as its
// result, rich text as its text, an error cell as nothing; a 'veryHidden' sheet is not offered.
import type { SheetCell } from '@gym/domain';
import { notSpreadsheet, SHEET_LIMITS, SheetBudget, tooManyCells } from './sheet-limits.js';
import { cellReference, ownText, rangeReference, SheetRowsBuilder } from './sheet-rows.js';
import { chosenSheet, type SheetRequest, type Workbook } from './workbook.js';
import { localName, type XmlTag, type ZipParts } from './zip-parts.js';

const WORKBOOK = 'xl/workbook.xml';
const WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels';
/** Excel's built-in number formats that show a date or a time (exceljs reads these as dates). */
const BUILT_IN_DATE_FORMATS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);

/** True when the zip is a spreadsheet in Office Open XML (and not a .docx or a .pptx). */
export const isXlsx = (zip: ZipParts): boolean => zip.has(WORKBOOK);

const attribute = (tag: XmlTag, local: string): string | undefined => {
  for (const [name, value] of Object.entries(tag.attributes)) if (localName(name) === local) return value;
  return undefined;
};

export async function readXlsx(zip: ZipParts, request: SheetRequest): Promise<Workbook> {
  const book = await workbookSheets(zip);
  const targets = await relationships(zip);
  const sheets = book.sheets.filter((sheet) => sheet.state !== 'veryHidden' && targets.worksheets.has(sheet.id));
  if (sheets.length === 0) throw notSpreadsheet();
  const chosen =
    sheets[
      chosenSheet(
        sheets.map((sheet) => sheet.name),
        request.sheet,
      )
    ];
  const path = chosen === undefined ? undefined : targets.worksheets.get(chosen.id);
  if (chosen === undefined || path === undefined) throw notSpreadsheet();
  const budget = new SheetBudget(request.maxRows);
  const dates = await dateStyles(zip, targets.styles);
  const texts = await sharedStrings(zip, targets.sharedStrings, budget);
  const rows = await worksheetRows(zip, path, { dates, texts, date1904: book.date1904, budget });
  return { sheetNames: sheets.map((sheet) => sheet.name), sheet: { name: chosen.name, rows } };
}

interface BookSheet {
  readonly name: string;
  readonly id: string;
  readonly state: string;
}

async function workbookSheets(zip: ZipParts): Promise<{ sheets: BookSheet[]; date1904: boolean }> {
  const sheets: BookSheet[] = [];
  let date1904 = false;
  await zip.readXml(WORKBOOK, {
    open: (local, tag) => {
      if (local === 'workbookPr') date1904 = ['1', 'true'].includes(attribute(tag, 'date1904') ?? '');
      if (local !== 'sheet' || sheets.length >= SHEET_LIMITS.maxZipEntries) return;
      const name = attribute(tag, 'name');
      const id = attribute(tag, 'id');
      if (name !== undefined && id !== undefined) sheets.push({ name, id, state: attribute(tag, 'state') ?? '' });
    },
  });
  return { sheets, date1904 };
}

interface Targets {
  readonly worksheets: ReadonlyMap<string, string>;
  readonly styles: string;
  readonly sharedStrings: string;
}

/** The parts the workbook's relationships name, as paths inside the zip. */
async function relationships(zip: ZipParts): Promise<Targets> {
  const worksheets = new Map<string, string>();
  let styles = 'xl/styles.xml';
  let sharedStrings = 'xl/sharedStrings.xml';
  await zip.readXml(WORKBOOK_RELS, {
    open: (local, tag) => {
      const id = attribute(tag, 'Id');
      const target = attribute(tag, 'Target');
      const type = attribute(tag, 'Type') ?? '';
      if (local !== 'Relationship' || id === undefined || target === undefined) return;
      const path = partPath(target);
      if (type.endsWith('/worksheet')) worksheets.set(id, path);
      else if (type.endsWith('/styles')) styles = path;
      else if (type.endsWith('/sharedStrings')) sharedStrings = path;
    },
  });
  return { worksheets, styles, sharedStrings };
}

/** A relationship's target, relative to xl/ or absolute from the zip's root. */
function partPath(target: string): string {
  const parts: string[] = [];
  for (const part of (target.startsWith('/') ? target.slice(1) : `xl/${target}`).split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

/** As exceljs tells a date format: a y, m, d, h, s or b outside quotes and brackets. */
const isDateFormat = (code: string): boolean =>
  /[ymdhMsb]/.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));

/** For each cell style (the `s` of a cell), whether it shows a number as a date. */
async function dateStyles(zip: ZipParts, path: string): Promise<boolean[]> {
  const custom = new Map<number, string>();
  const styles: boolean[] = [];
  let inCellXfs = false;
  await zip.readXml(path, {
    open: (local, tag, selfClosing) => {
      if (local === 'numFmt') custom.set(Number(attribute(tag, 'numFmtId')), attribute(tag, 'formatCode') ?? '');
      else if (local === 'cellXfs') inCellXfs = !selfClosing;
      else if (local === 'xf' && inCellXfs && styles.length < SHEET_LIMITS.maxCells) {
        const id = Number(attribute(tag, 'numFmtId') ?? 0);
        const code = custom.get(id);
        styles.push(code === undefined ? BUILT_IN_DATE_FORMATS.has(id) : isDateFormat(code));
      }
    },
    close: (local) => {
      if (local === 'cellXfs') inCellXfs = false;
    },
  });
  return styles;
}

/** The table of texts cells point at: each entry's text, its phonetic guides left out. */
async function sharedStrings(zip: ZipParts, path: string, budget: SheetBudget): Promise<string[]> {
  const texts: string[] = [];
  let text = '';
  let inText = false;
  let phonetic = 0;
  await zip.readXml(path, {
    open: (local) => {
      if (local === 'si') text = '';
      else if (local === 't') inText = phonetic === 0;
      else if (local === 'rPh') phonetic += 1;
    },
    text: (chunk) => {
      if (inText && text.length < SHEET_LIMITS.maxCellChars) text += chunk;
    },
    close: (local) => {
      if (local === 't') inText = false;
      else if (local === 'rPh') phonetic -= 1;
      else if (local === 'si') {
        // More texts than cells can hold is no sheet a person made.
        if (texts.length >= SHEET_LIMITS.maxCells) tooManyCells();
        const kept = text.slice(0, SHEET_LIMITS.maxCellChars);
        budget.addText(kept.length);
        texts.push(ownText(kept));
      }
    },
  });
  return texts;
}

interface CellContext {
  readonly dates: readonly boolean[];
  readonly texts: readonly string[];
  readonly date1904: boolean;
  readonly budget: SheetBudget;
}

/** An Excel date is a wall-clock day stored as UTC: its UTC calendar day is the day the sheet shows. */
function dayOf(serial: number, date1904: boolean): SheetCell {
  const date = new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 86_400_000));
  return Number.isNaN(date.getTime()) ? null : { date: date.toISOString().slice(0, 10) };
}

async function worksheetRows(zip: ZipParts, path: string, context: CellContext) {
  const rows = new SheetRowsBuilder(context.budget);
  let row = 0;
  let column = 0;
  let type = '';
  let style = 0;
  let value = '';
  let capturing = false;
  let inlineText = false;
  let phonetic = 0;
  const cellValue = (): SheetCell => {
    if (type === 's') return context.texts[Number(value)] ?? null;
    if (type === 'inlineStr' || type === 'str') return rows.text(value.slice(0, SHEET_LIMITS.maxCellChars));
    if (type === 'b') return value.trim() === '1' || value.trim() === 'true';
    if (type === 'e' || value.trim() === '') return null;
    if (type === 'd') return Number.isNaN(Date.parse(value)) ? null : { date: value.trim().slice(0, 10) };
    const number = Number(value);
    if (!Number.isFinite(number)) return null;
    return context.dates[style] === true ? dayOf(number, context.date1904) : number;
  };
  const found = await zip.readXml(path, {
    open: (local, tag) => {
      if (local === 'row') {
        const number = Number(tag.attributes['r']);
        row = Number.isInteger(number) && number > 0 ? number : row + 1;
        column = 0;
      } else if (local === 'c') {
        const reference = cellReference(tag.attributes['r'] ?? '');
        column = reference === null ? column + 1 : reference.column;
        type = tag.attributes['t'] ?? 'n';
        style = Number(tag.attributes['s'] ?? 0);
        value = '';
      } else if (local === 'v') capturing = type !== 'inlineStr';
      else if (local === 't') capturing = inlineText && phonetic === 0;
      else if (local === 'is') inlineText = true;
      else if (local === 'rPh') phonetic += 1;
      else if (local === 'mergeCell') rows.merge(rangeReference(tag.attributes['ref'] ?? ''));
    },
    text: (chunk) => {
      if (capturing && value.length < SHEET_LIMITS.maxCellChars) value += chunk;
    },
    close: (local) => {
      if (local === 'v' || local === 't') capturing = false;
      else if (local === 'is') inlineText = false;
      else if (local === 'rPh') phonetic -= 1;
      else if (local === 'c') rows.cell(column, cellValue());
      else if (local === 'row') rows.endRow(row);
    },
  });
  if (!found) throw notSpreadsheet();
  return rows.finish();
}

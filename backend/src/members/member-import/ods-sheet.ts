// Reads an .ods (LibreOffice Calc, and Excel or Google Sheets saving as OpenDocument) like an .xlsx
// (R46): the tables of content.xml streamed as XML, the one asked for built row by row within the
// budget. A number, money or percentage cell is its number, a date cell its day, a text cell its
// paragraphs; a comment is not a value, an error cell is nothing. Rows and cells LibreOffice writes
// once with a repeat count are repeated (and counted) as the sheet shows them, merged cells are
// filled like an .xlsx's.
import type { SheetCell } from '@gym/domain';
import { notSpreadsheet, SHEET_LIMITS, SheetBudget } from './sheet-limits.js';
import { SheetRowsBuilder } from './sheet-rows.js';
import { chosenSheet, type SheetRequest, type Workbook } from './workbook.js';
import type { XmlTag, ZipParts } from './zip-parts.js';

const SPREADSHEET_TYPES = [
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.spreadsheet-template',
];

/** True when the zip is an OpenDocument spreadsheet (its `mimetype` part says so; not an .odt). */
export async function isOds(zip: ZipParts): Promise<boolean> {
  const type = await zip.smallText('mimetype', 200);
  return type !== null && SPREADSHEET_TYPES.includes(type.trim()) && zip.has('content.xml');
}

const NAMESPACES = {
  office: 'urn:oasis:names:tc:opendocument:xmlns:office:1.0',
  table: 'urn:oasis:names:tc:opendocument:xmlns:table:1.0',
  text: 'urn:oasis:names:tc:opendocument:xmlns:text:1.0',
  calcext: 'urn:org:documentfoundation:names:experimental:calc:xmlns:calcext:1.0',
} as const;
type Namespace = keyof typeof NAMESPACES;

/** The attributes read, under the prefixes the file declares for their namespaces (LibreOffice's by default). */
function attributeNames(root: XmlTag | null) {
  const prefixes: Record<Namespace, string> = { office: 'office', table: 'table', text: 'text', calcext: 'calcext' };
  for (const [name, uri] of Object.entries(root?.attributes ?? {})) {
    const namespace = (Object.keys(NAMESPACES) as Namespace[]).find((key) => NAMESPACES[key] === uri);
    if (namespace !== undefined && name.startsWith('xmlns:')) prefixes[namespace] = name.slice('xmlns:'.length);
  }
  const { office, table, text, calcext } = prefixes;
  return {
    valueType: `${office}:value-type`,
    value: `${office}:value`,
    dateValue: `${office}:date-value`,
    booleanValue: `${office}:boolean-value`,
    stringValue: `${office}:string-value`,
    calcextValueType: `${calcext}:value-type`,
    name: `${table}:name`,
    rowsRepeated: `${table}:number-rows-repeated`,
    columnsRepeated: `${table}:number-columns-repeated`,
    rowsSpanned: `${table}:number-rows-spanned`,
    columnsSpanned: `${table}:number-columns-spanned`,
    spaces: `${text}:c`,
  };
}
type AttributeNames = ReturnType<typeof attributeNames>;
type Attributes = Readonly<Record<string, string>>;

const count = (text: string | undefined, atMost: number): number => {
  const value = Number(text ?? 1);
  return Number.isInteger(value) && value > 0 ? Math.min(value, atMost) : 1;
};

/** The cell's value from its attributes, or its text. */
function valueOf(names: AttributeNames, attributes: Attributes, text: string): SheetCell {
  if (attributes[names.calcextValueType] === 'error') return null;
  const type = attributes[names.valueType];
  if (type === 'float' || type === 'percentage' || type === 'currency') {
    const number = Number(attributes[names.value]);
    return Number.isFinite(number) ? number : text || null;
  }
  if (type === 'date') {
    const date = attributes[names.dateValue] ?? '';
    return /^\d{4}-\d{2}-\d{2}/.test(date) ? { date: date.slice(0, 10) } : text || null;
  }
  if (type === 'boolean') return attributes[names.booleanValue] === 'true';
  if (type === 'string') return attributes[names.stringValue] ?? (text || null);
  return text.trim() === '' ? null : text;
}

export async function readOds(zip: ZipParts, request: SheetRequest): Promise<Workbook> {
  const budget = new SheetBudget(request.maxRows);
  const rows = new SheetRowsBuilder(budget);
  const names: string[] = [];
  let tableDepth = 0;
  let building = false;
  let row = 1;
  let rowRepeat = 1;
  let column = 1;
  let qualified = attributeNames(null);
  let cell: { attributes: Attributes; repeat: number } | null = null;
  let text = '';
  let paragraphs = 0;
  let inParagraph = 0;
  let inAnnotation = 0;
  const addText = (more: string): void => {
    if (text.length < SHEET_LIMITS.maxCellChars) text += more;
  };
  const openCell = (tag: XmlTag): void => {
    const { attributes } = tag;
    cell = { attributes, repeat: count(attributes[qualified.columnsRepeated], Number.MAX_SAFE_INTEGER) };
    text = '';
    paragraphs = 0;
    const across = count(attributes[qualified.columnsSpanned], SHEET_LIMITS.maxColumns);
    const down = count(attributes[qualified.rowsSpanned], Number.MAX_SAFE_INTEGER);
    if (across > 1 || down > 1)
      rows.merge({ top: row, left: column, bottom: row + down - 1, right: column + across - 1 });
  };
  const closeCell = (): void => {
    if (cell === null) return;
    const read =
      column <= SHEET_LIMITS.maxColumns
        ? valueOf(qualified, cell.attributes, text.slice(0, SHEET_LIMITS.maxCellChars))
        : null;
    const value = typeof read === 'string' ? rows.text(read) : read;
    if (value !== null) {
      const last = Math.min(column + cell.repeat - 1, SHEET_LIMITS.maxColumns);
      for (let at = column; at <= last; at += 1) rows.cell(at, value);
    }
    column += cell.repeat;
    cell = null;
  };
  const found = await zip.readXml('content.xml', {
    open: (local, tag) => {
      if (local === 'document-content') qualified = attributeNames(tag);
      if (local === 'table') {
        tableDepth += 1;
        if (tableDepth > 1) return;
        const name = tag.attributes[qualified.name] ?? `Hoja${names.length + 1}`;
        const firstOfItsName = !names.includes(name);
        names.push(name);
        building = request.sheet === undefined ? names.length === 1 : firstOfItsName && name === request.sheet;
        row = 1;
      }
      if (!building || tableDepth !== 1) return;
      if (local === 'table-row') {
        rowRepeat = count(tag.attributes[qualified.rowsRepeated], Number.MAX_SAFE_INTEGER);
        column = 1;
      } else if (local === 'table-cell' || local === 'covered-table-cell') openCell(tag);
      else if (cell === null) return;
      else if (local === 'annotation') inAnnotation += 1;
      else if (inAnnotation > 0) return;
      else if (local === 'p' || local === 'h') {
        if (inParagraph === 0 && paragraphs > 0) addText('\n');
        inParagraph += 1;
        paragraphs += 1;
      } else if (inParagraph === 0) return;
      else if (local === 's') addText(' '.repeat(count(tag.attributes[qualified.spaces], SHEET_LIMITS.maxCellChars)));
      else if (local === 'tab') addText('\t');
      else if (local === 'line-break') addText('\n');
    },
    text: (chunk) => {
      if (building && cell !== null && inParagraph > 0 && inAnnotation === 0) addText(chunk);
    },
    close: (local) => {
      if (local === 'table') {
        tableDepth -= 1;
        if (tableDepth === 0) building = false;
      }
      if (!building || tableDepth !== 1) return;
      if (local === 'table-row') {
        rows.endRow(row, rowRepeat);
        row += rowRepeat;
      } else if (local === 'table-cell' || local === 'covered-table-cell') closeCell();
      else if (local === 'annotation') inAnnotation -= 1;
      else if ((local === 'p' || local === 'h') && inAnnotation === 0 && inParagraph > 0) inParagraph -= 1;
    },
  });
  if (!found || names.length === 0) throw notSpreadsheet();
  const index = chosenSheet(names, request.sheet);
  return { sheetNames: names, sheet: { name: names[index] ?? '', rows: rows.finish() } };
}

// Zips the tests write themselves (no binary fixture is committed): hostile workbooks whose parts
// unpack to hundreds of megabytes from a few hundred kilobytes, made without holding the unpacked
// bytes: each chunk is deflated on its own (a full flush ends it), so a chunk repeated a million
// times is deflated once and its bytes repeated. A part may declare another size than its own.
import { constants, crc32, deflateRawSync } from 'node:zlib';

export interface ZipEntry {
  readonly name: string;
  /** The part's bytes, or its chunks (the same Buffer repeated costs one deflate). */
  readonly data: Buffer | string | Iterable<Buffer>;
  /** The unpacked size the zip's directory states for the part (its true size when absent). */
  readonly declaredSize?: number;
}

/** Deflate at its best, each chunk ending in a full flush: the next one needs nothing of it. */
const PACKED = { finishFlush: constants.Z_FULL_FLUSH, level: 9, memLevel: 9 };

const chunksOf = (data: ZipEntry['data']): Iterable<Buffer> =>
  typeof data === 'string' ? [Buffer.from(data, 'utf8')] : Buffer.isBuffer(data) ? [data] : data;

function deflated(data: ZipEntry['data']): { bytes: Buffer; size: number; crc: number } {
  const parts: Buffer[] = [];
  let size = 0;
  let crc = 0;
  let last = null as { chunk: Buffer; packed: Buffer } | null;
  for (const chunk of chunksOf(data)) {
    if (last?.chunk !== chunk) last = { chunk, packed: deflateRawSync(chunk, PACKED) };
    parts.push(last.packed);
    size += chunk.length;
    crc = crc32(chunk, crc);
  }
  parts.push(deflateRawSync(Buffer.alloc(0))); // the final, empty block
  return { bytes: Buffer.concat(parts), size, crc };
}

/** A zip of deflated parts, as Excel and LibreOffice write them (no zip64: every size under 4 GB). */
export function zipFile(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const { bytes, size, crc } = deflated(entry.data);
    const declared = entry.declaredSize ?? size;
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4); // version needed
    header.writeUInt16LE(0x0800, 6); // UTF-8 names
    header.writeUInt16LE(8, 8); // deflate
    header.writeUInt32LE(crc >>> 0, 14);
    header.writeUInt32LE(bytes.length, 18);
    header.writeUInt32LE(declared, 22);
    header.writeUInt16LE(name.length, 26);
    locals.push(header, name, bytes);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc >>> 0, 16);
    central.writeUInt32LE(bytes.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    directory.push(central, name);
    offset += header.length + name.length + bytes.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

/** `chunk` `times` times, as one part's chunks. */
export function* repeated(chunk: Buffer | string, times: number): Generator<Buffer> {
  const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, 'utf8');
  for (let index = 0; index < times; index += 1) yield bytes;
}

const WORKBOOK =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
  '<sheets><sheet name="Socios" sheetId="1" r:id="rId1"/></sheets></workbook>';
const WORKBOOK_RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" ' +
  'Target="worksheets/sheet1.xml"/></Relationships>';
export const SHEET_START =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
export const SHEET_END = '</sheetData></worksheet>';

/** An .xlsx of one sheet, 'Socios', whose XML is `sheet` (its chunks), declared as `declaredSize`. */
export function xlsxOfSheet(sheet: Iterable<Buffer>, declaredSize?: number): Buffer {
  return zipFile([
    { name: 'xl/workbook.xml', data: WORKBOOK },
    { name: 'xl/_rels/workbook.xml.rels', data: WORKBOOK_RELS },
    { name: 'xl/worksheets/sheet1.xml', data: sheet, ...(declaredSize === undefined ? {} : { declaredSize }) },
  ]);
}

/** An .ods of one table, 'Socios', whose rows are `rows` (table:table-row elements). */
export function odsOfRows(rows: string): Buffer {
  const content =
    '<?xml version="1.0" encoding="UTF-8"?>' +
    '<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" ' +
    'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" ' +
    'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3">' +
    `<office:body><office:spreadsheet><table:table table:name="Socios">${rows}</table:table>` +
    '</office:spreadsheet></office:body></office:document-content>';
  return zipFile([
    { name: 'mimetype', data: 'application/vnd.oasis.opendocument.spreadsheet' },
    { name: 'content.xml', data: content },
  ]);
}

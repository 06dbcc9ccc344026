// Hostile uploads to POST /api/members/import (issue 41): zip bombs and a million rows refused by
// what they unpack to, with the app's memory measured in this process while each is answered; file
// names with control characters refused however they are sent; a PDF, an image or a Word document
// refused as not a spreadsheet however text-like its bytes. Every file is made here: no binary is
// committed.
import { message } from '@gym/domain';
import { csvFile, gymRows, SHEET_HEADERS } from '../../src/members/member-import/testing/spreadsheets.js';
import {
  odsOfRows,
  repeated,
  SHEET_END,
  SHEET_START,
  xlsxOfSheet,
  zipFile,
} from '../../src/members/member-import/testing/zip-file.js';
import { eventStoreOf } from '../auth/auth-test-helpers.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import {
  sessionCookie,
  uploadSheet as uploadWith,
  uploadWithDisposition,
  type ImportAnswer,
  type UploadOptions,
} from './support/member-import-api.js';
import { expectStatus } from './support/members-api.js';

const MB = 1024 * 1024;
/** What an import may add to the app's memory (its budget is 300 MB peak, from about 150 at rest). */
const MEMORY_BOUND = 120 * MB;
/** 1 MB of a sheet's XML that is an empty row and blanks: deflate packs it into about 1 kB. */
const EMPTY_ROWS = Buffer.from('<row></row>'.padEnd(MB, ' '));

function* sheetXml(rows: Iterable<Buffer>): Generator<Buffer> {
  yield Buffer.from(SHEET_START);
  yield* rows;
  yield Buffer.from(SHEET_END);
}

/** `count` rows, each its own number (so it packs as real rows do, ten to one, not a thousand). */
function* numberedRows(count: number): Generator<Buffer> {
  for (let first = 1; first <= count; first += 5_000) {
    let xml = '';
    for (let row = first; row < first + 5_000 && row <= count; row += 1)
      xml += `<row r="${row}"><c><v>${row}</v></c></row>`;
    yield Buffer.from(xml);
  }
}

/** The answer, and how far the process's resident memory rose above where it was while it came. */
async function measured(work: () => Promise<ImportAnswer>): Promise<{ answer: ImportAnswer; growth: number }> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  try {
    const answer = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { answer, growth: peak - before };
  } finally {
    clearInterval(sample);
  }
}

const refusal = (code: string, text: string) => ({ status: 400, body: { code, message: text } });

describe('Importar usuarios: hostile files (issue 41)', () => {
  let app: TestApp;
  let cookie = '';

  beforeAll(async () => {
    app = await startTestApp();
    cookie = await sessionCookie(app);
  });
  afterAll(() => app.close());

  const uploadSheet = (bytes: Buffer, options: UploadOptions = {}) => uploadWith(app, bytes, { cookie, ...options });

  describe('a zip bomb is refused by what it unpacks to, before the sheet is built', () => {
    it('a 300 kB .xlsx whose sheet unpacks to 300 MB: from the zip directory, naming the limit', async () => {
      const bomb = xlsxOfSheet(sheetXml(repeated(EMPTY_ROWS, 300)));
      expect(bomb.length).toBeLessThan(400 * 1024);
      const { answer, growth } = await measured(() => uploadSheet(bomb));
      expect(answer).toMatchObject(
        refusal(
          'MEMBER_IMPORT.UNPACKED_TOO_LARGE',
          'El archivo ocupa más de 200 MB al descomprimirlo. Divídelo en partes más pequeñas.',
        ),
      );
      expect(growth).toBeLessThan(MEMORY_BOUND);
    });

    it('a sheet under that size that grows a thousand times: by its ratio, before it is unpacked', async () => {
      const bomb = xlsxOfSheet(sheetXml(repeated(EMPTY_ROWS, 150)));
      const { answer, growth } = await measured(() => uploadSheet(bomb));
      expect(answer).toMatchObject(
        refusal(
          'MEMBER_IMPORT.COMPRESSION_RATIO',
          'Una parte del archivo crece más de 200 veces al descomprimirla: no es una hoja de cálculo normal y no se lee.',
        ),
      );
      expect(growth).toBeLessThan(MEMORY_BOUND);
    });

    it('a sheet whose declared size lies (1 MB said, 300 MB inside): once the inflated bytes pass what it said', async () => {
      const bomb = xlsxOfSheet(sheetXml(repeated(EMPTY_ROWS, 300)), MB);
      const { answer, growth } = await measured(() => uploadSheet(bomb));
      expect(answer).toMatchObject(refusal('MEMBER_IMPORT.NOT_SPREADSHEET', message('MEMBER_IMPORT.NOT_SPREADSHEET')));
      expect(growth).toBeLessThan(MEMORY_BOUND);
    });

    it('an .xlsx of 1,000,000 rows that packs like a real sheet: streamed, and stopped at the row limit', async () => {
      const million = xlsxOfSheet(sheetXml(numberedRows(1_000_000)));
      expect(million.length).toBeLessThan(10 * MB);
      const { answer, growth } = await measured(() => uploadSheet(million));
      expect(answer).toMatchObject(
        refusal(
          'MEMBER_IMPORT.TOO_MANY_ROWS',
          'El archivo tiene más de 50.000 filas. Divídelo en partes más pequeñas.',
        ),
      );
      expect(growth).toBeLessThan(MEMORY_BOUND);
    }, 60_000);

    it('an .ods that repeats a row a million times, or a cell across 40 columns of 50,000 rows: by rows, by cells', async () => {
      const cell = '<table:table-cell office:value-type="string"><text:p>Ana</text:p></table:table-cell>';
      const rows = odsOfRows(`<table:table-row table:number-rows-repeated="1000000">${cell}</table:table-row>`);
      const wide = odsOfRows(
        '<table:table-row table:number-rows-repeated="50000">' +
          cell.replace('<table:table-cell ', '<table:table-cell table:number-columns-repeated="40" ') +
          '</table:table-row>',
      );
      const byRows = await measured(() => uploadSheet(rows, { fileName: 'socios.ods' }));
      expect(byRows.answer).toMatchObject(
        refusal(
          'MEMBER_IMPORT.TOO_MANY_ROWS',
          'El archivo tiene más de 50.000 filas. Divídelo en partes más pequeñas.',
        ),
      );
      expect(byRows.growth).toBeLessThan(MEMORY_BOUND);
      const byCells = await measured(() => uploadSheet(wide, { fileName: 'socios.ods' }));
      expect(byCells.answer).toMatchObject(
        refusal(
          'MEMBER_IMPORT.TOO_MANY_CELLS',
          'La hoja tiene más de 1.500.000 celdas. Divídela en partes más pequeñas.',
        ),
      );
      expect(byCells.growth).toBeLessThan(MEMORY_BOUND);
    });

    it('a zip of more parts than any workbook has is refused from its directory, and the app keeps serving', async () => {
      const parts = Array.from({ length: 1_001 }, (_, index) => ({ name: `xl/media/p${index}.xml`, data: 'x' }));
      expect(await uploadSheet(zipFile(parts))).toMatchObject(
        refusal(
          'MEMBER_IMPORT.TOO_MANY_PARTS',
          'El archivo tiene más de 1.000 partes comprimidas: no es una hoja de cálculo que se pueda leer.',
        ),
      );
      expectStatus(await app.request('GET', '/api/members'), 200);
    });
  });

  describe("a file's name reaches every event of its rows: one rule for it, however it is sent (R46)", () => {
    const csv = csvFile([[...SHEET_HEADERS], ...gymRows(1)]);
    const nameRefused = refusal(
      'MEMBER_IMPORT.FILE_NAME_INVALID',
      'El nombre del archivo tiene caracteres no permitidos (de control o inválidos) o pasa de 255 caracteres. Cámbiale el nombre e inténtalo de nuevo.',
    );

    it('control characters are refused in filename*=UTF-8\'\'… as in filename="…", and nothing is recorded', async () => {
      const head = await eventStoreOf(app).headPosition();
      const send = (disposition: Buffer | string) =>
        uploadWithDisposition(app, csv, disposition, { cookie, dryRun: false });
      expect(await send("filename*=UTF-8''socios%0D%0A%00%1B%5B31m.csv")).toMatchObject(nameRefused);
      expect(await send("filename*=UTF-8''socios%1B%5B31m.csv")).toMatchObject(nameRefused);
      // A '[' unencoded is no RFC 5987 name: the part is not taken as a file at all.
      expect((await send("filename*=UTF-8''socios%0D%0A%00%1B[31m.csv")).status).toBe(400);
      // The same bytes in a quoted name break the part's header itself.
      expect((await send(Buffer.from('filename="socios\r\n\u0000\u001b[31m.csv"', 'latin1'))).status).toBe(400);
      // A control character that does not break the header (U+009B, a terminal's CSI, in UTF-8) meets the same rule.
      expect(await send(Buffer.from('filename="socios\u009b31m.csv"', 'utf8'))).toMatchObject(nameRefused);
      expect(await send(`filename*=UTF-8''${'a'.repeat(256)}.csv`)).toMatchObject(nameRefused);
      expect(await eventStoreOf(app).headPosition()).toBe(head);
    });

    it("a name in Spanish sent as filename*=UTF-8''… is read as written", async () => {
      const answer = await uploadWithDisposition(app, csv, "filename*=UTF-8''Socios%20de%20Mar%C3%ADa.csv", { cookie });
      expect(answer.result).toMatchObject({ file: 'Socios de María.csv', toImport: 1 });
    });
  });

  describe('a spreadsheet is told by its content, its name and its type', () => {
    const notSpreadsheet = refusal('MEMBER_IMPORT.NOT_SPREADSHEET', message('MEMBER_IMPORT.NOT_SPREADSHEET'));
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
    );
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const docx = zipFile([
      {
        name: '[Content_Types].xml',
        data: '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
      },
      {
        name: 'word/document.xml',
        data: '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>',
      },
    ]);
    const wordType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

    it('a PDF, a PNG and a Word document are refused as random bytes are, whatever name or type they come with', async () => {
      expect(message('MEMBER_IMPORT.NOT_SPREADSHEET')).toMatch(/^El archivo no es una hoja de cálculo/);
      for (const [bytes, fileName, type] of [
        [pdf, 'contrato.pdf', 'application/pdf'],
        [pdf, 'socios.csv', 'text/csv'],
        [png, 'foto.png', 'image/png'],
        [png, 'socios.xlsx', xlsxType],
        [docx, 'contrato.docx', wordType],
        [docx, 'socios.xlsx', xlsxType],
      ] as const) {
        expect({ fileName, type, answer: await uploadSheet(bytes, { fileName, type }) }).toMatchObject({
          answer: notSpreadsheet,
        });
      }
    });

    it('text named or sent as another format is refused; a CSV is read whatever a browser calls it', async () => {
      const csv = csvFile([[...SHEET_HEADERS], ...gymRows(2)]);
      expect(await uploadSheet(csv, { fileName: 'socios.html', type: 'text/html' })).toMatchObject(notSpreadsheet);
      expect(await uploadSheet(csv, { fileName: 'socios.csv', type: 'application/pdf' })).toMatchObject(notSpreadsheet);
      expect(
        await uploadSheet(Buffer.from('<html><body>Socios</body></html>'), { fileName: 'socios.csv' }),
      ).toMatchObject(notSpreadsheet);
      for (const [fileName, type] of [
        ['socios.csv', 'text/csv'],
        ['socios.csv', 'application/vnd.ms-excel'],
        ['socios.txt', 'text/plain'],
        ['socios.csv', 'application/octet-stream'],
      ] as const) {
        expect((await uploadSheet(csv, { fileName, type })).result).toMatchObject({ sheet: 'CSV', toImport: 2 });
      }
    });
  });
});

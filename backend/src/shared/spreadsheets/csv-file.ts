// A CSV export as the API sends it ('Exportar CSV'): the document written a page of rows at a time
// as it streams out, downloaded under the file's name and the day.
import { Readable } from 'node:stream';
import { StreamableFile } from '@nestjs/common';
import { csvDisposition, csvDocument, type CsvCell, type RowPage } from './csv-format.js';

/** Rows read per query while the file is written. */
export const CSV_PAGE_SIZE = 500;

export function csvFile<T>(
  name: string,
  today: string,
  headers: readonly string[],
  page: (number: number) => Promise<RowPage<T>>,
  rows: (item: T) => readonly (readonly CsvCell[])[],
): StreamableFile {
  const lines = csvDocument(headers, CSV_PAGE_SIZE, page, rows);
  return new StreamableFile(Readable.from(lines), {
    type: 'text/csv; charset=utf-8',
    disposition: csvDisposition(name, today),
  });
}

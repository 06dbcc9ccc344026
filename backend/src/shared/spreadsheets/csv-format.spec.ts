// CSV cells and documents as a Spanish-locale spreadsheet reads them: escaped, never a formula.
import { csvCell, csvDisposition, csvDocument, csvLine } from './csv-format.js';

async function collect(lines: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const line of lines) text += line;
  return text;
}

describe('csvCell', () => {
  it.each([
    ['Ana Pérez', 'Ana Pérez'],
    ['Pérez; Ana', '"Pérez; Ana"'],
    ['Ana "la flaca"', '"Ana ""la flaca"""'],
    ['línea 1\nlínea 2', '"línea 1\nlínea 2"'],
    ['=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ['+57 300 123 4567', "'+57 300 123 4567"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['', ''],
  ])('text %j is written %s', (value, expected) => expect(csvCell(value)).toBe(expected));

  it('whole numbers are plain digits, read as numbers in every locale', () => {
    expect(csvCell(80_000)).toBe('80000');
    expect(csvCell(0)).toBe('0');
  });

  it('a fraction has a decimal comma, as a Spanish locale (whose separator is ;) reads it', () => {
    expect(csvCell(62.5)).toBe('62,5');
  });

  it('a line joins cells with ; and ends with CRLF', () => expect(csvLine(['a', 1, 'b;c'])).toBe('a;1;"b;c"\r\n'));

  it('the download is named after the day', () =>
    expect(csvDisposition('pagos', '2026-03-02')).toBe('attachment; filename="pagos-2026-03-02.csv"'));
});

describe('csvDocument', () => {
  it('starts with the byte order mark and the headers, then reads every page once', async () => {
    const asked: number[] = [];
    const rows = ['a', 'b', 'c', 'd', 'e'];
    const page = async (number: number) => {
      asked.push(number);
      return { items: rows.slice((number - 1) * 2, number * 2), total: rows.length };
    };
    const text = await collect(csvDocument(['Nombre'], 2, page, (row) => [[row]]));
    expect(text).toBe('\uFEFFNombre\r\na\r\nb\r\nc\r\nd\r\ne\r\n');
    expect(asked).toEqual([1, 2, 3]);
  });

  it('an item may be written as several lines, in order', async () =>
    expect(
      await collect(
        csvDocument(
          ['Monto'],
          10,
          async () => ({ items: [5, 7], total: 2 }),
          (amount) => [[amount], [-amount]],
        ),
      ),
    ).toBe('\uFEFFMonto\r\n5\r\n-5\r\n7\r\n-7\r\n'));

  it('with no rows it is only the headers', async () =>
    expect(
      await collect(
        csvDocument(
          ['Fecha', 'Monto'],
          500,
          async () => ({ items: [], total: 0 }),
          () => [],
        ),
      ),
    ).toBe('\uFEFFFecha;Monto\r\n'));
});

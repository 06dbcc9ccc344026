// CSV cells and documents as a Spanish-locale spreadsheet reads them: escaped, never a formula.
import type { MemberListItem, PaymentView } from '@gym/domain';
import { csvCell, csvDisposition, csvDocument, csvLine } from './csv-format.js';
import { memberCsvRow, paymentCsvRow } from './csv-rows.js';

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

  it('numbers are plain digits, read as numbers in every locale', () => {
    expect(csvCell(80_000)).toBe('80000');
    expect(csvCell(0)).toBe('0');
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
    const text = await collect(csvDocument(['Nombre'], 2, page, (row) => [row]));
    expect(text).toBe('\uFEFFNombre\r\na\r\nb\r\nc\r\nd\r\ne\r\n');
    expect(asked).toEqual([1, 2, 3]);
  });

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

describe('the rows of the two exports', () => {
  const member: MemberListItem = {
    id: 'm',
    name: 'Lucía',
    phone: '300',
    cedula: null,
    plan: 'ticket_book',
    expiresOn: null,
    debt: 30_000,
    status: 'debt',
    ticketDaysUsed: 0,
    freeze: null,
  };

  it('a member: name, phone, cédula, plan, expiry dd/mm/aaaa or N/A (Tiquetera), debt, status', () => {
    expect(memberCsvRow(member)).toEqual(['Lucía', '300', '', 'Tiquetera', 'N/A (Tiquetera)', 30_000, 'Con Deuda']);
    expect(
      memberCsvRow({
        ...member,
        cedula: '52123456',
        plan: 'monthly',
        expiresOn: '2026-03-15',
        debt: 0,
        status: 'active',
      }),
    ).toEqual(['Lucía', '300', '52123456', 'Mensualidad', '15/03/2026', 0, 'Activo']);
  });

  it("a payment: date, member (or 'Usuario eliminado', R22), amount, type, plan, method, reference, receipt", () => {
    const payment: PaymentView = {
      id: 'p',
      memberId: 'm',
      memberName: 'Carlos',
      memberDeleted: false,
      paymentType: 'renewal',
      amount: 45_000,
      paidOn: '2026-02-01',
      plan: 'fortnight',
      recordedAt: '2026-02-01T17:00:00.000Z',
      method: 'transfer',
      reference: '0099',
      receiptNumber: 'R-000007',
      voided: null,
    };
    expect(paymentCsvRow(payment)).toEqual([
      '01/02/2026',
      'Carlos',
      45_000,
      'Renovación',
      'Quincena',
      'Transferencia',
      '0099',
      'R-000007',
      '',
      '',
    ]);
    expect(
      paymentCsvRow({
        ...payment,
        memberDeleted: true,
        paymentType: 'initial',
        method: 'unspecified',
        reference: null,
      }),
    ).toEqual([
      '01/02/2026',
      'Usuario eliminado',
      45_000,
      'Pago inicial',
      'Quincena',
      'Sin especificar',
      '',
      'R-000007',
      '',
      '',
    ]);
  });

  it('R29: a voided payment stays, with the day and the reason of its void', () => {
    const voided: PaymentView = {
      id: 'p',
      memberId: 'm',
      memberName: 'Carlos',
      memberDeleted: false,
      paymentType: 'additional',
      amount: 80_000,
      paidOn: '2026-02-01',
      plan: 'monthly',
      recordedAt: '2026-02-01T17:00:00.000Z',
      method: 'cash',
      reference: null,
      receiptNumber: 'R-000008',
      voided: {
        voidedOn: '2026-02-03',
        voidedAt: '2026-02-03T15:00:00.000Z',
        reason: 'Pago registrado dos veces',
        staffName: 'Dueña',
      },
    };
    expect(paymentCsvRow(voided).slice(-3)).toEqual(['R-000008', '03/02/2026', 'Pago registrado dos veces']);
  });
});

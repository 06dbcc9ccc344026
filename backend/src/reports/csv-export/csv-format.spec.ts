// CSV cells and documents as a Spanish-locale spreadsheet reads them: escaped, never a formula.
import { foldMember, type ExistingMember, type MemberEvent, type PaymentView } from '@gym/domain';
import {
  memberRegistered,
  paymentRecorded,
  registeredTiquetera,
} from '../../../../libs/domain/src/testing/member.builders.js';
import { csvCell, csvDisposition, csvDocument, csvLine } from './csv-format.js';
import { MEMBER_CSV_HEADERS, memberCsvRow, paymentCsvRow } from './csv-rows.js';

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
  const member = (...events: MemberEvent[]): ExistingMember => {
    const state = foldMember(events);
    if (state.status === 'none') throw new Error('no member');
    return state;
  };

  it('the members: every field under the headers the import reads, then the status as the list shows it', () => {
    expect(MEMBER_CSV_HEADERS.join(';')).toBe(
      'Nombre;Cédula;Teléfono;Dirección;Género;Cumpleaños;Plan;Fecha de ingreso;Fecha de vencimiento;' +
        'Días usados;Pagado;Precio;Deuda;Peso;Altura;Observaciones;Estado',
    );
  });

  it('a member: dates dd/mm/aaaa, plain pesos, a weight with a decimal comma, nothing as an empty cell', () => {
    const ana = member(
      memberRegistered({ details: { cedula: '52123456', weightKg: 62.5, notes: 'Asma leve' } }),
      paymentRecorded({ amount: 30_000, amountPaid: 30_000, debt: 50_000 }),
    );
    expect(memberCsvRow(ana, '2026-03-02').map(csvCell)).toEqual([
      'Ana Pérez',
      '52123456',
      '3001234567',
      'Calle 10 # 5-20',
      'Femenino',
      '14/05/1990',
      'Mensualidad',
      '01/03/2026',
      '01/04/2026',
      '0',
      '30000',
      '80000',
      '50000',
      '62,5',
      '165',
      'Asma leve',
      'Con Deuda',
    ]);
  });

  it('a Tiquetera not started has no expiry (R5), and a member without cédula, birthday or body an empty cell each', () => {
    const lucia = member(
      registeredTiquetera({
        details: { name: 'Lucía', birthday: null, weightKg: null, heightCm: null },
        amountPaid: 50_000,
        debt: 0,
      }),
    );
    const row = memberCsvRow(lucia, '2026-03-02');
    expect(row.map(csvCell)).toEqual([
      'Lucía',
      '',
      '3001234567',
      'Calle 10 # 5-20',
      'Femenino',
      '',
      'Tiquetera',
      '01/03/2026',
      '',
      '0',
      '50000',
      '50000',
      '0',
      '',
      '',
      '',
      'Activo',
    ]);
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

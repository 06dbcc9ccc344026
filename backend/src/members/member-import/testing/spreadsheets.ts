// Spreadsheets the tests and the benchmark write themselves (no binary fixture is committed): an
// .xlsx with exceljs, a CSV as Excel saves it, and the rows of a gym of any size.
import ExcelJS from 'exceljs';

export type FixtureCell = string | number | Date | null;

export interface FixtureSheet {
  readonly name: string;
  readonly rows: readonly (readonly FixtureCell[])[];
  /** Ranges merged into one cell, e.g. 'A1:F1' for a title above the headers. */
  readonly merges?: readonly string[];
}

/** The R34 headers in their order, as the export writes them. */
export const SHEET_HEADERS = [
  'Nombre',
  'Cédula',
  'Teléfono',
  'Dirección',
  'Género',
  'Cumpleaños',
  'Plan',
  'Fecha de ingreso',
  'Fecha de vencimiento',
  'Días usados',
  'Pagado',
  'Precio',
  'Deuda',
  'Peso',
  'Altura',
  'Observaciones',
] as const;

/** A date cell as Excel stores a day: midnight UTC, shown dd/mm/aaaa. */
export const excelDate = (date: string): Date => new Date(`${date}T00:00:00.000Z`);

export async function xlsxFile(sheets: readonly FixtureSheet[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const sheet of sheets) {
    const worksheet = workbook.addWorksheet(sheet.name);
    for (const row of sheet.rows) {
      const added = worksheet.addRow([...row]);
      added.eachCell((cell) => {
        if (cell.value instanceof Date) cell.numFmt = 'dd/mm/yyyy';
      });
    }
    for (const range of sheet.merges ?? []) worksheet.mergeCells(range);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A CSV as Excel writes one: `;` in a Spanish locale (or `,`), CRLF, UTF-8 or Windows-1252. */
export function csvFile(
  rows: readonly (readonly FixtureCell[])[],
  { delimiter = ';', encoding = 'utf-8' }: { delimiter?: ';' | ','; encoding?: 'utf-8' | 'windows-1252' } = {},
): Buffer {
  const quote = (cell: FixtureCell): string => {
    const text = cell === null ? '' : cell instanceof Date ? cell.toISOString().slice(0, 10) : String(cell);
    return /[;,"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const text = rows.map((row) => row.map(quote).join(delimiter)).join('\r\n') + '\r\n';
  // The Spanish letters (áéíóúñü¿¡) are the same bytes in Latin-1 and Windows-1252.
  return encoding === 'utf-8' ? Buffer.from(text, 'utf8') : Buffer.from(text, 'latin1');
}

const FIRST_NAMES = [
  'Ana',
  'José',
  'Lucía',
  'Andrés',
  'María',
  'Camilo',
  'Valentina',
  'Sebastián',
  'Daniela',
  'Julián',
];
const LAST_NAMES = [
  'Pérez',
  'Gómez',
  'Muñoz',
  'Rodríguez',
  'Martínez',
  'Peña',
  'Ramírez',
  'Castaño',
  'Ibáñez',
  'Londoño',
];
const PLANS = ['Mensualidad', 'Quincena', 'Tiquetera'] as const;

/** `count` distinct members, one row each under SHEET_HEADERS, entry dates spread over early 2026. */
export function gymRows(count: number, first = 0): FixtureCell[][] {
  return Array.from({ length: count }, (_, offset) => {
    const index = first + offset;
    const plan = PLANS[index % PLANS.length] ?? 'Mensualidad';
    const price = plan === 'Quincena' ? 40_000 : plan === 'Mensualidad' ? 80_000 : 50_000;
    const paid = index % 4 === 0 ? price / 2 : price;
    const day = String((index % 28) + 1).padStart(2, '0');
    return [
      `${FIRST_NAMES[index % 10] ?? 'Ana'} ${LAST_NAMES[Math.floor(index / 10) % 10] ?? 'Pérez'} ${index}`,
      String(10_000_000 + index),
      `3${String(100_000_000 + index).padStart(9, '0')}`,
      `Calle ${index} # 1-2`,
      index % 2 === 0 ? 'Femenino' : 'Masculino',
      index % 3 === 0 ? excelDate(`1990-05-${day}`) : null,
      plan,
      index % 2 === 0 ? excelDate(`2026-02-${day}`) : `${day}/02/2026`,
      null,
      plan === 'Tiquetera' ? 0 : null,
      index % 5 === 0 ? `$ ${paid.toLocaleString('es-CO')}` : paid,
      null,
      price - paid,
      60 + (index % 30),
      160 + (index % 25),
      '',
    ];
  });
}

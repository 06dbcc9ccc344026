// The messy rows of a gym's real sheet the import tests share: a title merged above the headers, a
// blank row, dates typed and as date cells, money with '$' and dots, a row with no phone and one
// whose debt does not add up, and a second sheet with nothing to import.
import {
  excelDate,
  SHEET_HEADERS,
  xlsxFile,
  type FixtureCell,
} from '../../../src/members/member-import/testing/spreadsheets.js';

export const H = SHEET_HEADERS;
/** A row under SHEET_HEADERS. */
export const row = (cells: Partial<Record<(typeof H)[number], FixtureCell>>): FixtureCell[] =>
  H.map((header) => cells[header] ?? null);

export const lucia = row({
  Nombre: 'Lucía Muñoz',
  Cédula: '1.023.456.789',
  Teléfono: '300 123 4567',
  Dirección: 'Calle 10 # 5-20',
  Género: 'Femenino',
  Cumpleaños: excelDate('1994-07-15'),
  Plan: 'Tiquetera',
  'Fecha de ingreso': excelDate('2026-02-20'),
  'Fecha de vencimiento': '24/04/2026',
  'Días usados': 4,
  Pagado: '$ 20.000',
  Deuda: '30.000',
});
export const carlos = row({
  Nombre: 'Carlos Gómez',
  Teléfono: '3109876543',
  Dirección: 'Cra 7 # 45-10',
  Género: 'M',
  Plan: 'quincena',
  'Fecha de ingreso': '2026-02-25',
  Pagado: 40_000,
  Peso: '82,5',
  Altura: 178,
});
export const badPhone = row({
  Nombre: 'Sin Teléfono',
  Dirección: 'Calle 1',
  Género: 'Femenino',
  Plan: 'Mensualidad',
  'Fecha de ingreso': '01/03/2026',
  Pagado: 0,
});
export const badDebt = row({
  ...Object.fromEntries(H.map((header, index) => [header, carlos[index] ?? null])),
  Nombre: 'Deuda Mal',
  Teléfono: '3150000000',
  Deuda: 5_000,
});

/** The rows in the .xlsx a gym keeps: 'Socios' under a merged title, and a 'Notas' sheet. */
export const messySheet = async (...rows: FixtureCell[][]): Promise<Buffer> =>
  xlsxFile([
    { name: 'Socios', rows: [['Socios del Gimnasio Fuerza'], [...H], ...rows], merges: ['A1:P1'] },
    { name: 'Notas', rows: [['nada que importar']] },
  ]);

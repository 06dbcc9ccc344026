// The exported books summed by month, as an accountant would add them: the payments CSV's 'Monto'
// by the month of each row's 'Fecha', and the same of a sheet of the gym's workbook.
import ExcelJS from 'exceljs';
import { sessionCookie } from '../../members/support/member-import-api.js';
import type { TestApp } from '../../support/test-app.js';

export type MonthSums = Map<string, number>;

const add = (sums: MonthSums, month: string, pesos: number): void => {
  sums.set(month, (sums.get(month) ?? 0) + pesos);
};

/** The CSV's amounts by the month of each row's date (dd/mm/aaaa); the tests' cells hold no ';' or quotes. */
export function csvSumsByMonth(csv: string): MonthSums {
  const [header, ...lines] = csv
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line !== '');
  const columns = (header ?? '').split(';');
  const dateColumn = columns.indexOf('Fecha');
  const amountColumn = columns.indexOf('Monto');
  const sums: MonthSums = new Map();
  for (const line of lines) {
    const cells = line.split(';');
    const [day, month, year] = (cells[dateColumn] ?? '').split('/');
    if (!/^\d\d$/.test(day ?? '')) throw new Error(`a CSV row without its date: ${line}`);
    const amount = Number(cells[amountColumn]);
    if (!Number.isInteger(amount)) throw new Error(`a CSV row without its amount: ${line}`);
    add(sums, `${year}-${month}`, amount);
  }
  return sums;
}

/** The gym's workbook as 'Exportar' downloads it. */
export async function gymWorkbook(app: TestApp): Promise<ExcelJS.Workbook> {
  const response = await fetch(`${app.baseUrl}/api/members/export.xlsx`, {
    headers: { Cookie: await sessionCookie(app) },
  });
  if (response.status !== 200) throw new Error(`export failed: ${response.status}`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  return workbook;
}

/** A sheet's 'Monto' number cells by the month of its 'Fecha' date cells (a text amount fails the test). */
export function sheetSumsByMonth(workbook: ExcelJS.Workbook, name: string): MonthSums {
  const sheet = workbook.getWorksheet(name);
  if (sheet === undefined) throw new Error(`no sheet ${name}`);
  const headers = (sheet.getRow(1).values as unknown[]).map(String);
  const dateColumn = headers.indexOf('Fecha');
  const amountColumn = headers.indexOf('Monto');
  const sums: MonthSums = new Map();
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const date = row.getCell(dateColumn).value;
    const amount = row.getCell(amountColumn).value;
    if (!(date instanceof Date) || typeof amount !== 'number')
      throw new Error(`${name} row ${number}: ${JSON.stringify([date, amount])}`);
    add(sums, date.toISOString().slice(0, 7), amount);
  });
  return sums;
}

/** Both maps over every month either names (a month missing from one is 0 there). */
export function monthByMonth(
  left: MonthSums,
  right: MonthSums,
): { left: [string, number][]; right: [string, number][] } {
  const months = [...new Set([...left.keys(), ...right.keys()])].sort();
  const column = (sums: MonthSums) => months.map((month): [string, number] => [month, sums.get(month) ?? 0]);
  return { left: column(left), right: column(right) };
}

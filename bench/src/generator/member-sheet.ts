// A gym's member list as its owner keeps it in Excel, for the import benchmark: a title row above
// the import's own headers (R34), one row per member with what people type (names with accents,
// phones with and without spaces, '$ 80.000' and 80000, '72,5', date cells and dd/mm/aaaa text).
import ExcelJS from 'exceljs';
import {
  addDays,
  DEFAULT_PLAN_PRICES,
  IMPORT_FIELDS,
  importFieldLabel,
  type ImportField,
  type PlanCode,
} from '@gym/domain';
import { newMemberDetails } from './colombian-people.js';
import { SeededRandom } from './seeded-random.js';

type Cell = string | number | Date | null;

const PLAN_NAMES: Readonly<Record<PlanCode, string>> = {
  fortnight: 'Quincena',
  monthly: 'Mensualidad',
  ticket_book: 'Tiquetera',
};

/** A day as Excel stores a date cell: midnight UTC, shown dd/mm/aaaa. */
const dateCell = (day: string): Date => new Date(`${day}T00:00:00.000Z`);
const dayMonthYear = (day: string): string => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
const pesos = (amount: number): string => `$ ${amount.toLocaleString('es-CO')}`;

/** A cédula people write with or without dots: 1.023.456.789 or 1023456789. */
function cedula(index: number, random: SeededRandom): string {
  const digits = String(1_000_000_000 + index * 37);
  return random.chance(0.5) ? digits.replace(/\B(?=(\d{3})+$)/g, '.') : digits;
}

function memberRow(index: number, random: SeededRandom, today: string): Record<ImportField, Cell> {
  const details = newMemberDetails(random, today);
  const plan = random.weighted<PlanCode>([
    ['monthly', 60],
    ['fortnight', 20],
    ['ticket_book', 20],
  ]);
  const price = DEFAULT_PLAN_PRICES[plan];
  const joinedOn = addDays(today, -random.int(0, 45));
  const paid = random.chance(0.8) ? price : random.pick([0, Math.round(price / 2)]);
  const daysUsed = plan === 'ticket_book' ? random.int(0, 10) : null;
  const { birthday, weightKg } = details;
  return {
    name: details.name,
    cedula: random.chance(0.9) ? cedula(index, random) : null,
    phone: details.phone,
    address: details.address,
    gender: random.chance(0.8)
      ? details.gender === 'female'
        ? 'Femenino'
        : 'Masculino'
      : details.gender === 'female'
        ? 'F'
        : 'M',
    birthday: birthday === null ? null : random.chance(0.5) ? dateCell(birthday) : dayMonthYear(birthday),
    plan: PLAN_NAMES[plan],
    joinedOn: random.chance(0.5) ? dateCell(joinedOn) : dayMonthYear(joinedOn),
    // A started ticket book says when it expires (60 days after its first use, R5).
    expiresOn: daysUsed !== null && daysUsed > 0 ? dateCell(addDays(joinedOn, 60)) : null,
    ticketDaysUsed: daysUsed,
    amountPaid: random.chance(0.5) ? pesos(paid) : paid,
    planPrice: null,
    debt: random.chance(0.5) ? price - paid : null,
    weightKg: weightKg === null ? null : random.chance(0.5) ? String(weightKg).replace('.', ',') : weightKg,
    heightCm: details.heightCm,
    notes: details.notes,
    email: null,
  };
}

export interface MemberSheet {
  readonly bytes: Buffer;
  readonly rows: number;
}

/**
 * `rows` members, each a different person: the name and phone of every row are distinct (the
 * import would skip a repeat as 'ya existe'), and so is every cédula.
 */
export async function memberSheet(rows: number, seed: number, today: string): Promise<MemberSheet> {
  const random = new SeededRandom(seed);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Socios');
  sheet.addRow(['Socios del gimnasio']);
  sheet.mergeCells(1, 1, 1, IMPORT_FIELDS.length);
  sheet.addRow(IMPORT_FIELDS.map(importFieldLabel));
  const people = new Set<string>();
  while (people.size < rows) {
    const row = memberRow(people.size, random, today);
    const person = `${String(row.name)}|${String(row.phone).replace(/\D/g, '')}`;
    if (people.has(person)) continue;
    people.add(person);
    const added = sheet.addRow(IMPORT_FIELDS.map((field) => row[field]));
    added.eachCell((cell) => {
      if (cell.value instanceof Date) cell.numFmt = 'dd/mm/yyyy';
    });
  }
  return { bytes: Buffer.from(await workbook.xlsx.writeBuffer()), rows };
}

// Reads a spreadsheet's cells as the values of a member (R34): dates as dd/mm/aaaa, aaaa-mm-dd or
// Excel date cells; money as '80.000', '$ 80.000' or 80000; plans and genders by their Spanish
// names whatever the case or accents. A cell that cannot be read says why, never guesses.
import { message, type MessageKey } from '../messages.js';
import { addDays, isValidDate } from '../rules/dates.js';
import { normaliseSearchText } from '../rules/search-text.js';
import type { AuthorizationMethod } from '../members/member-authorization.events.js';
import type { Gender, PlanCode } from '../rules/plans.js';
import type { PlanId } from '../rules/plan-terms.js';
import { planNamed, type PlanCatalogue } from '../plans/plan-catalogue.js';

/**
 * A cell as the file reader hands it over: text (a CSV's every cell), a number, a boolean, an
 * Excel date cell as its calendar day, or nothing.
 */
export type SheetCell = string | number | boolean | { readonly date: string } | null;

/** A value read, nothing (a blank cell), or why the cell cannot be read. */
export type CellReading<T> =
  { readonly ok: true; readonly value: T | null } | { readonly ok: false; readonly reason: string };

const blank = { ok: true, value: null } as const;
const read = <T>(value: T): CellReading<T> => ({ ok: true, value });
const unreadable = <T>(key: MessageKey, cell: SheetCell): CellReading<T> => ({
  ok: false,
  reason: message(key, { valor: shownCell(cell) }),
});

/** How a cell is quoted in a reason: short and unambiguous. */
export function shownCell(cell: SheetCell): string {
  const text = typeof cell === 'object' && cell !== null ? cell.date : String(cell);
  return `"${text.length > 40 ? `${text.slice(0, 37)}…` : text}"`;
}

export function isBlankCell(cell: SheetCell | undefined): boolean {
  return cell === undefined || cell === null || (typeof cell === 'string' && cell.trim() === '');
}

/** Text as typed, trimmed; a number as its digits (a phone or cédula typed in a number cell). */
export function readTextCell(cell: SheetCell | undefined): string {
  if (cell === undefined || cell === null) return '';
  if (typeof cell === 'object') return cell.date;
  if (typeof cell === 'number') return Number.isInteger(cell) ? cell.toFixed(0) : String(cell);
  return String(cell).trim();
}

/** Excel counts days from 30 December 1899 (its serial 60 is the 29 February 1900 that never was). */
const EXCEL_EPOCH = '1899-12-30';
const LAST_EXCEL_SERIAL = 2_958_465; // 9999-12-31

const DAY_MONTH_YEAR = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const YEAR_MONTH_DAY = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

const pad = (digits: string): string => digits.padStart(2, '0');

/** dd/mm/aaaa (also with '-' or '.'), aaaa-mm-dd, an Excel date cell, or an Excel day number. */
export function readDateCell(cell: SheetCell | undefined): CellReading<string> {
  if (cell === undefined || isBlankCell(cell)) return blank;
  if (typeof cell === 'object' && cell !== null)
    return isValidDate(cell.date) ? read(cell.date) : unreadable('MEMBER_IMPORT.DATE_UNREADABLE', cell);
  if (typeof cell === 'number') {
    const serial = Number.isInteger(cell) && cell >= 1 && cell <= LAST_EXCEL_SERIAL;
    return serial ? read(addDays(EXCEL_EPOCH, cell)) : unreadable('MEMBER_IMPORT.DATE_UNREADABLE', cell);
  }
  const text = String(cell).trim();
  const dmy = DAY_MONTH_YEAR.exec(text);
  const ymd = YEAR_MONTH_DAY.exec(text);
  const date = dmy
    ? `${dmy[3]}-${pad(dmy[2] ?? '')}-${pad(dmy[1] ?? '')}`
    : ymd
      ? `${ymd[1]}-${pad(ymd[2] ?? '')}-${pad(ymd[3] ?? '')}`
      : '';
  return isValidDate(date) ? read(date) : unreadable('MEMBER_IMPORT.DATE_UNREADABLE', cell);
}

/** Thousands grouped by '.' (es-CO) or ',' , optionally with ',00'/'.00' cents of nothing. */
const GROUPED_PESOS = /^(\d{1,3}(?:([.,])\d{3})(?:\2\d{3})*)(?:[.,]00?)?$/;
const PLAIN_PESOS = /^(\d+)(?:[.,]00?)?$/;

/**
 * Whole pesos (R3): 80000, '80000', '80.000', '$ 80.000', '$80.000,00', '1,250,000'. A fraction of a
 * peso, a minus sign or anything else is unreadable: an amount is never silently changed (R26).
 */
export function readMoneyCell(cell: SheetCell | undefined): CellReading<number> {
  if (cell === undefined || isBlankCell(cell)) return blank;
  if (typeof cell === 'number')
    return Number.isInteger(cell) && cell >= 0 ? read(cell) : unreadable('MEMBER_IMPORT.MONEY_UNREADABLE', cell);
  if (typeof cell !== 'string') return unreadable('MEMBER_IMPORT.MONEY_UNREADABLE', cell);
  const text = cell.replace(/[\s\u00a0]/g, '').replace(/^\$|^COP|COP$/gi, '');
  const grouped = GROUPED_PESOS.exec(text);
  const digits = grouped?.[1]?.replace(/[.,]/g, '') ?? PLAIN_PESOS.exec(text)?.[1];
  return digits === undefined ? unreadable('MEMBER_IMPORT.MONEY_UNREADABLE', cell) : read(Number(digits));
}

/** A weight, height or count: a number, or text with ',' or '.' as the decimal mark ('72,5'). */
export function readNumberCell(cell: SheetCell | undefined): CellReading<number> {
  if (cell === undefined || isBlankCell(cell)) return blank;
  if (typeof cell === 'number')
    return Number.isFinite(cell) ? read(cell) : unreadable('MEMBER_IMPORT.NUMBER_UNREADABLE', cell);
  if (typeof cell !== 'string') return unreadable('MEMBER_IMPORT.NUMBER_UNREADABLE', cell);
  const text = cell.trim();
  return /^-?\d+(?:[.,]\d+)?$/.test(text)
    ? read(Number(text.replace(',', '.')))
    : unreadable('MEMBER_IMPORT.NUMBER_UNREADABLE', cell);
}

const lookup =
  <T>(labels: Readonly<Record<string, T>>, unknownKey: MessageKey) =>
  (cell: SheetCell | undefined): CellReading<T> => {
    if (cell === undefined || isBlankCell(cell)) return blank;
    const found = labels[normaliseSearchText(readTextCell(cell))];
    return found === undefined ? unreadable(unknownKey, cell) : read(found);
  };

/** 'Quincena' | 'Mensualidad' | 'Tiquetera', in any case, with or without accents. */
export const readPlanCell = lookup<PlanCode>(
  { quincena: 'fortnight', mensualidad: 'monthly', mensual: 'monthly', tiquetera: 'ticket_book' },
  'MEMBER_IMPORT.PLAN_UNKNOWN',
);

/**
 * R46 + R38: the plan a cell names among the gym's plans (by name, accents and case aside: 'Semestral',
 * 'ESTUDIANTE'), else one of the spec plans' usual spellings ('Mensual').
 */
export function readPlanCellIn(catalogue: PlanCatalogue): (cell: SheetCell | undefined) => CellReading<PlanId> {
  return (cell) => {
    if (cell === undefined || isBlankCell(cell)) return blank;
    const named = planNamed(catalogue, readTextCell(cell));
    return named === null ? readPlanCell(cell) : read(named.id);
  };
}

/** 'Masculino' | 'Femenino', and the short forms sheets use: M, F, Hombre, Mujer. */
export const readGenderCell = lookup<Gender>(
  { masculino: 'male', m: 'male', hombre: 'male', femenino: 'female', f: 'female', mujer: 'female' },
  'MEMBER_IMPORT.GENDER_UNKNOWN',
);

/** R47: the answers a sheet writes for 'Sí' and 'No', compared lower case without accents or dots. */
const YES_NO: Readonly<Record<string, boolean>> = {
  si: true,
  s: true,
  x: true,
  yes: true,
  y: true,
  '1': true,
  verdadero: true,
  true: true,
  autoriza: true,
  acepta: true,
  no: false,
  n: false,
  '0': false,
  falso: false,
  false: false,
  'no autoriza': false,
  'no acepta': false,
};

/**
 * An authorisation's answer (R47): 'Sí' / 'No' however a sheet spells them ('si', 'SÍ', 'x', 'N'),
 * a checkbox (TRUE / FALSE), 1 / 0; blank is no answer (pending).
 */
export function readYesNoCell(cell: SheetCell | undefined): CellReading<boolean> {
  if (cell === undefined || isBlankCell(cell)) return blank;
  if (typeof cell === 'boolean') return read(cell);
  const key = normaliseSearchText(readTextCell(cell)).replace(/[.!¡]/g, '').replace(/\s+/g, ' ').trim();
  const found = YES_NO[key];
  return found === undefined ? unreadable('MEMBER_IMPORT.YES_NO_UNREADABLE', cell) : read(found);
}

/**
 * R47: how the authorisation was given, as a sheet writes it ('Escrito', 'Firmado', 'Verbal', 'WhatsApp',
 * 'Digital', 'Formulario web'…), read as the add form's four ways; blank: the sheet does not say.
 */
export const readAuthorizationMethodCell = lookup<AuthorizationMethod>(
  {
    firma: 'firma',
    firmado: 'firma',
    firmada: 'firma',
    escrito: 'firma',
    escrita: 'firma',
    'por escrito': 'firma',
    papel: 'firma',
    verbal: 'verbal',
    oral: 'verbal',
    presencial: 'verbal',
    telefono: 'verbal',
    llamada: 'verbal',
    whatsapp: 'whatsapp',
    wpp: 'whatsapp',
    wsp: 'whatsapp',
    wa: 'whatsapp',
    formulario: 'formulario',
    'formulario web': 'formulario',
    'formulario digital': 'formulario',
    digital: 'formulario',
    web: 'formulario',
    'en linea': 'formulario',
    correo: 'formulario',
    email: 'formulario',
    'e-mail': 'formulario',
  },
  'MEMBER_IMPORT.AUTHORIZATION_METHOD_UNKNOWN',
);

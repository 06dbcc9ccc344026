// A whole sheet checked before anything is written (R34): each row decided, rows repeated within
// the file refused, rows whose cédula, or name and phone, already is a member set aside as
// 'ya existe'; what is left is what an import records.
import type { MemberDecisionContext } from '../members/member.decision-context.js';
import { message } from '../messages.js';
import { normaliseCedula } from '../rules/cedula.js';
import { spanishTitleCase, suggestedNameCase } from '../rules/person-name.js';
import { normaliseSearchText } from '../rules/search-text.js';
import { isBlankCell, readTextCell, type SheetCell } from './import-cells.js';
import { matchColumns, type ColumnMapping } from './import-fields.js';
import { decideImportRow, type ImportedMemberRow, type ImportRowCommand, type RowProblem } from './import-row.js';

/** A row of the sheet under its header, numbered as the spreadsheet numbers it. */
export interface SheetRow {
  readonly row: number;
  readonly cells: readonly SheetCell[];
}

/** A member the gym has, as far as matching rows goes. */
export interface KnownMember {
  readonly memberId: string;
  readonly name: string;
  readonly phone: string;
  readonly cedula: string | null;
}

/** A row set aside because its member is already in the gym, and why (R34). */
export interface ExistingRow {
  readonly row: number;
  readonly name: string;
  readonly cedula: string | null;
  readonly phone: string;
  readonly matchedBy: 'cedula' | 'name-phone';
  /** The member it matched, when known (a row met at write time may only know it was refused). */
  readonly memberId: string | null;
}

export interface RowToImport {
  readonly row: number;
  readonly command: ImportRowCommand;
  readonly member: ImportedMemberRow;
  /** Normalised name and phone: the member id derives from it (see `memberTwinKey`). */
  readonly twinKey: string;
}

export interface SheetCheck {
  /** Rows with any data (blank rows are skipped, as a person reading the sheet would). */
  readonly rows: number;
  readonly toImport: readonly RowToImport[];
  readonly errors: readonly RowProblem[];
  readonly existing: readonly ExistingRow[];
  readonly notes: readonly RowProblem[];
  /** Issue 41: rows whose name would be written otherwise in Spanish title case (all lower or upper case…). */
  readonly namesToCase: number;
}

export interface SheetCheckOptions {
  /** Issue 41: write each name in Spanish title case, as the person chose after seeing it. */
  readonly nameCase?: boolean;
}

/** A phone's digits, without Colombia's +57 (R37 stores digits; '+57 300…' and '300…' are one phone). */
function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 12 && digits.startsWith('57') ? digits.slice(2) : digits;
}

/**
 * Who a row is when it has no cédula to tell: its name (case, accents and spaces aside) and its
 * phone's digits. Two rows, or a row and a member, with the same key are the same person (R34).
 */
export function memberTwinKey(name: string, phone: string): string {
  return `${normaliseSearchText(name)}|${phoneDigits(phone)}`;
}

/** How the members the gym has are looked up; built from its member list. */
export class KnownMembers {
  private readonly byCedula = new Map<string, KnownMember>();
  private readonly byTwin = new Map<string, KnownMember>();

  constructor(members: Iterable<KnownMember>) {
    for (const member of members) this.add(member);
  }

  add(member: KnownMember): void {
    if (member.cedula !== null) this.byCedula.set(member.cedula, member);
    this.byTwin.set(memberTwinKey(member.name, member.phone), member);
  }

  match(member: ImportedMemberRow): ExistingRow | null {
    const { row, name, cedula, phone } = member;
    const byCedula = cedula === null ? undefined : this.byCedula.get(cedula);
    const found = byCedula ?? this.byTwin.get(memberTwinKey(name, phone));
    if (found === undefined) return null;
    const matchedBy = byCedula ? 'cedula' : 'name-phone';
    return { row, name, cedula, phone, matchedBy, memberId: found.memberId };
  }
}

/** The rows with some data, each numbered as in the spreadsheet. */
export function dataRows(rows: readonly SheetRow[]): SheetRow[] {
  return rows.filter((row) => row.cells.some((cell) => !isBlankCell(cell)));
}

export interface SheetChecker {
  /** Checks the next row: after every row before it, since a row that repeats one of them is refused. */
  readonly add: (row: SheetRow) => void;
  readonly result: () => SheetCheck;
}

/**
 * The check of a sheet one row at a time, so that a server checking thousands of rows can let
 * other requests run between them. Each row against the rules, the rows before it, and the gym's members.
 */
export function sheetChecker(
  mapping: ColumnMapping,
  file: string,
  context: MemberDecisionContext,
  known: KnownMembers,
  { nameCase = false }: SheetCheckOptions = {},
): SheetChecker {
  const toImport: RowToImport[] = [];
  const errors: RowProblem[] = [];
  const existing: ExistingRow[] = [];
  const notes: RowProblem[] = [];
  const firstWithCedula = new Map<string, number>();
  const firstWithTwin = new Map<string, number>();
  let rows = 0;
  let namesToCase = 0;
  const nameColumn = mapping.indexOf('name');
  const add = ({ row, cells: read }: SheetRow): void => {
    if (read.every(isBlankCell)) return;
    rows += 1;
    const name = nameColumn < 0 ? '' : readTextCell(read[nameColumn] ?? null);
    const cased = suggestedNameCase(name);
    if (cased !== null) namesToCase += 1;
    const cells =
      nameCase && cased !== null
        ? read.map((cell, index) => (index === nameColumn ? spanishTitleCase(name) : cell))
        : read;
    const decided = decideImportRow(cells, mapping, { system: 'spreadsheet', file, row }, context);
    if (!decided.ok) {
      errors.push(...decided.problems);
      return;
    }
    const { member } = decided;
    const twinKey = memberTwinKey(member.name, member.phone);
    const repeated = repeatOf(member, twinKey, firstWithCedula, firstWithTwin);
    if (repeated !== null) {
      errors.push(repeated);
      return;
    }
    const match = known.match(member);
    if (match !== null) existing.push(match);
    else {
      toImport.push({ row, command: decided.command, member, twinKey });
      notes.push(...decided.notes);
    }
  };
  return { add, result: () => ({ rows, toImport, errors, existing, notes, namesToCase }) };
}

/** Checks every row of the sheet against the rules, the rest of the file, and the gym's members. */
export function checkSheet(
  rows: readonly SheetRow[],
  mapping: ColumnMapping,
  file: string,
  context: MemberDecisionContext,
  known: KnownMembers,
  options: SheetCheckOptions = {},
): SheetCheck {
  const checker = sheetChecker(mapping, file, context, known, options);
  rows.forEach(checker.add);
  return checker.result();
}

/** A row naming the same person as an earlier one of the file: which, and by what. */
function repeatOf(
  member: ImportedMemberRow,
  twinKey: string,
  firstWithCedula: Map<string, number>,
  firstWithTwin: Map<string, number>,
): RowProblem | null {
  const cedula = normaliseCedula(member.cedula);
  const earlierByCedula = cedula === null ? undefined : firstWithCedula.get(cedula);
  const earlier = earlierByCedula ?? firstWithTwin.get(twinKey);
  if (earlier !== undefined) {
    const motivo = message(
      earlierByCedula !== undefined ? 'MEMBER_IMPORT.SAME_CEDULA' : 'MEMBER_IMPORT.SAME_NAME_PHONE',
    );
    return { row: member.row, field: null, message: message('MEMBER_IMPORT.SAME_AS_ROW', { fila: earlier, motivo }) };
  }
  if (cedula !== null) firstWithCedula.set(cedula, member.row);
  firstWithTwin.set(twinKey, member.row);
  return null;
}

/** How far down a title or notes above the header row may go. */
const HEADER_SEARCH_ROWS = 10;

/**
 * The header row: of the first rows, the one whose cells name the most fields (a title merged
 * across the top, or a line of notes, is skipped); the first row when none names any.
 */
export function headerRowOf(rows: readonly SheetRow[]): SheetRow | undefined {
  let best: { readonly row: SheetRow; readonly matched: number } | undefined;
  for (const row of rows.slice(0, HEADER_SEARCH_ROWS)) {
    const matched = matchColumns(row.cells.map(readTextCell)).filter((field) => field !== null).length;
    if (best === undefined || matched > best.matched) best = { row, matched };
  }
  return best?.matched === 0 ? rows[0] : best?.row;
}

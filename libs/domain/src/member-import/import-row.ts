// One spreadsheet row → the `ImportMember` command it asks for, decided by the member's own
// decider (R34: the add form's rules, so when those get stricter the import follows), giving either
// the member as it will be recorded or every reason the row cannot be, each under its column.
import { isRejection } from '../decision.js';
import { message } from '../messages.js';
import { localDate } from '../rules/dates.js';
import { formatMoney } from '../rules/money.js';
import { planPriceOn, type PlanPriceList } from '../rules/plan-prices.js';
import type { Gender, PlanCode } from '../rules/plans.js';
import type { PlanId } from '../rules/plan-terms.js';
import type { MemberDecisionContext } from '../members/member.decision-context.js';
import { SPEC_PLANS, type PlanCatalogue } from '../plans/plan-catalogue.js';
import type { ImportMember } from '../members/member.import-member.js';
import { decideMember } from '../members/member.decide.js';
import type { MemberDetails, MemberImported, SpreadsheetSource } from '../members/member.events.js';
import { initialMemberState } from '../members/member.state.js';
import { pendingAddress } from '../members/pending-address.js';
import type { AuthorizationAnswers } from '../members/member.record-authorization.js';
import {
  readDateCell,
  readGenderCell,
  readMoneyCell,
  readNumberCell,
  readPlanCellIn,
  readTextCell,
  readYesNoCell,
  readAuthorizationMethodCell,
  isBlankCell,
  type CellReading,
  type SheetCell,
} from './import-cells.js';
import { importFieldLabel, isSheetField, type ColumnMapping, type SheetField } from './import-fields.js';

/** Why a row cannot be imported, under the column it concerns (null: the row as a whole). */
export interface RowProblem {
  readonly row: number;
  readonly field: SheetField | null;
  readonly message: string;
}

/** What an `ImportMember` command carries besides the ids the writer gives it. */
export type ImportRowCommand = Omit<ImportMember['data'], 'memberId' | 'initialPaymentId'>;

/** A member as a row will be recorded: what the preview shows and the export writes back. */
export interface ImportedMemberRow {
  readonly row: number;
  readonly name: string;
  readonly cedula: string | null;
  readonly phone: string;
  readonly address: string;
  readonly gender: Gender;
  readonly birthday: string | null;
  readonly plan: PlanId;
  readonly joinedOn: string;
  readonly expiresOn: string | null;
  readonly ticketDaysUsed: number;
  readonly amountPaid: number;
  readonly planPrice: number;
  readonly debt: number;
  readonly weightKg: number | null;
  readonly heightCm: number | null;
  readonly notes: string;
}

export type RowDecision =
  | {
      readonly ok: true;
      readonly command: ImportRowCommand;
      readonly member: ImportedMemberRow;
      readonly notes: readonly RowProblem[];
    }
  | { readonly ok: false; readonly problems: readonly RowProblem[] };

type Cells = Readonly<Partial<Record<SheetField, SheetCell>>>;

/** The row's cells by the field each column fills. */
export function cellsByField(cells: readonly SheetCell[], mapping: ColumnMapping): Cells {
  const byField: Partial<Record<SheetField, SheetCell>> = {};
  mapping.forEach((field, column) => {
    if (field !== null) byField[field] = cells[column] ?? null;
  });
  return byField;
}

/**
 * The column a rule's refusal is about: the last part of the field it names ('details.phone' →
 * 'phone'), the command's fields being the sheet's; null when it names none the sheet has.
 */
function columnOf(field: string | undefined): SheetField | null {
  const name = field?.split('.').at(-1);
  return isSheetField(name) ? name : null;
}

/** 'Fila 14: Teléfono: Número de teléfono inválido.' */
export function rowProblemText({ row, field, message: reason }: RowProblem): string {
  return field === null
    ? message('MEMBER_IMPORT.ROW', { fila: row, motivo: reason })
    : message('MEMBER_IMPORT.ROW_FIELD', { fila: row, campo: importFieldLabel(field), motivo: reason });
}

interface Reader {
  readonly problems: RowProblem[];
  value<T>(field: SheetField, reading: CellReading<T>): T | null;
}

function readerFor(row: number): Reader {
  const problems: RowProblem[] = [];
  return {
    problems,
    value(field, reading) {
      if (reading.ok) return reading.value;
      problems.push({ row, field, message: reading.reason });
      return null;
    },
  };
}

/**
 * 'Pagado' may be left blank when 'Deuda' is given: it is then Precio − Deuda (noted), with the
 * row's price or the one in force on its entry date (R24). Both blank is a problem: as on the add
 * form (R36), what was paid must be said, 0 included.
 */
function amountPaidOf(
  paid: CellReading<number>,
  debt: number | null,
  price: number | null,
  row: number,
  reader: Reader,
  notes: RowProblem[],
): number {
  const value = reader.value('amountPaid', paid);
  if (value !== null || !paid.ok) return value ?? 0;
  if (debt === null || price === null) {
    reader.problems.push({ row, field: 'amountPaid', message: message('MEMBER_IMPORT.PAID_REQUIRED') });
    return 0;
  }
  if (debt > price) {
    const reason = message('MEMBER_IMPORT.PAID_FROM_DEBT_INVALID', {
      deuda: formatMoney(debt),
      precio: formatMoney(price),
    });
    reader.problems.push({ row, field: 'debt', message: reason });
    return 0;
  }
  notes.push({
    row,
    field: 'amountPaid',
    message: message('MEMBER_IMPORT.NOTE_PAID_FROM_DEBT', { monto: formatMoney(price - debt) }),
  });
  return price - debt;
}

/** R46: a blank Dirección imports as 'Pendiente', noted (the add form still requires one). */
function addressOf(address: string, row: number, notes: RowProblem[]): string {
  if (address !== '') return address;
  notes.push({ row, field: 'address', message: message('MEMBER_IMPORT.NOTE_ADDRESS_PENDING') });
  return pendingAddress();
}

/** Under 3 a height is in metres (R46): 1,78 → 178 cm, noted. */
const METRES_BELOW = 3;

function heightCmOf(height: number | null, row: number, notes: RowProblem[]): number | null {
  if (height === null || height <= 0 || height >= METRES_BELOW) return height;
  const cm = Math.round(height * 1000) / 10;
  const shown = String(height).replace('.', ',');
  notes.push({ row, field: 'heightCm', message: message('MEMBER_IMPORT.NOTE_HEIGHT_METRES', { valor: shown, cm }) });
  return cm;
}

/** How the authorisation was given when a sheet records it and does not say how: the gym's own form (R47). */
const SHEET_AUTHORIZATION_METHOD = 'formulario';

/**
 * R47: the row's authorisation. 'Autoriza datos' blank is no answer: the member reads 'Autorización
 * pendiente' (null). 'Sí' records the three answers, a blank sensitive or reminders answer as 'No',
 * and how it was given ('Cómo la dio', as the add form asks; blank: the gym's form). 'No' is a
 * problem: without it the gym may not hold the member.
 */
function authorizationOf(at: Cells, row: number, reader: Reader): AuthorizationAnswers | null {
  const personal = reader.value('personalAuthorization', readYesNoCell(at.personalAuthorization));
  const sensitive = reader.value('sensitiveAuthorization', readYesNoCell(at.sensitiveAuthorization));
  const reminders = reader.value('remindersAuthorization', readYesNoCell(at.remindersAuthorization));
  const method = reader.value('authorizationMethod', readAuthorizationMethodCell(at.authorizationMethod));
  if (personal === false)
    reader.problems.push({
      row,
      field: 'personalAuthorization',
      message: message('AUTHORIZATION.PERSONAL_REQUIRED'),
    });
  if (personal !== true) return null;
  return {
    personal,
    sensitive: sensitive === true,
    reminders: reminders === true,
    method: method ?? SHEET_AUTHORIZATION_METHOD,
  };
}

/** The note that says a row's weight and height were left out (R47), and why: the summary counts them. */
export const HEALTH_LEFT_OUT_NOTES = [
  'MEMBER_IMPORT.NOTE_HEALTH_PENDING',
  'MEMBER_IMPORT.NOTE_HEALTH_REFUSED',
] as const;

/**
 * Whether the row's weight and height are imported: only under the sensitive-data authorisation
 * (R47). Without it they are left out, never refused: the row's other data comes in, noted.
 */
function healthOf(at: Cells, authorization: AuthorizationAnswers | null, row: number, notes: RowProblem[]): boolean {
  if (authorization?.sensitive === true) return true;
  if (isBlankCell(at.weightKg) && isBlankCell(at.heightCm)) return false;
  notes.push(
    authorization === null
      ? { row, field: 'personalAuthorization', message: message(HEALTH_LEFT_OUT_NOTES[0]) }
      : { row, field: 'sensitiveAuthorization', message: message(HEALTH_LEFT_OUT_NOTES[1]) },
  );
  return false;
}

/** The rows whose weight and height were left out for want of the sensitive authorisation (R47). */
export function healthLeftOutRows(notes: readonly RowProblem[]): number {
  const texts = new Set(HEALTH_LEFT_OUT_NOTES.map((key) => message(key)));
  return new Set(notes.filter((note) => texts.has(note.message)).map((note) => note.row)).size;
}

/** Reads every cell of the row; any cell that cannot be read is a problem, all of them listed. */
export function readImportRow(
  cells: readonly SheetCell[],
  mapping: ColumnMapping,
  source: SpreadsheetSource,
  planPrices: PlanPriceList,
  /** R38: the gym's plans, whose names the plan cell is matched against (R46). */
  plans: PlanCatalogue = SPEC_PLANS,
): {
  readonly command: ImportRowCommand;
  readonly problems: readonly RowProblem[];
  readonly notes: readonly RowProblem[];
} {
  const { row } = source;
  const at = cellsByField(cells, mapping);
  const reader = readerFor(row);
  const notes: RowProblem[] = [];
  const text = (field: SheetField): string => readTextCell(at[field]);
  const authorization = authorizationOf(at, row, reader);
  const health = healthOf(at, authorization, row, notes);
  const cedula = text('cedula');
  const email = text('email');
  const details: MemberDetails = {
    name: text('name'),
    address: addressOf(text('address'), row, notes),
    phone: text('phone'),
    // An unknown gender reads as none: the add form's rule then refuses it under 'Género'.
    gender: reader.value('gender', readGenderCell(at.gender)) as Gender,
    birthday: reader.value('birthday', readDateCell(at.birthday)),
    notes: text('notes'),
    weightKg: health ? reader.value('weightKg', readNumberCell(at.weightKg)) : null,
    heightCm: health ? heightCmOf(reader.value('heightCm', readNumberCell(at.heightCm)), row, notes) : null,
    cedula: cedula === '' ? null : cedula,
    // Checked as the add form checks it (member.validation.ts): a bad one is the row's problem under 'Correo'.
    ...(email === '' ? {} : { email }),
  };
  const planPrice = reader.value('planPrice', readMoneyCell(at.planPrice));
  const debt = reader.value('debt', readMoneyCell(at.debt));
  const plan = reader.value('plan', readPlanCellIn(plans)(at.plan));
  const joinedOn = reader.value('joinedOn', readDateCell(at.joinedOn));
  const price = planPrice ?? (plan !== null && joinedOn !== null ? planPriceOn(planPrices, plan, joinedOn) : null);
  const command: ImportRowCommand = {
    details,
    // Unknown or blank, the add form's rules refuse them under their column.
    plan: plan as PlanCode,
    joinedOn: joinedOn ?? '',
    planPrice,
    amountPaid: amountPaidOf(readMoneyCell(at.amountPaid), debt, price, row, reader, notes),
    expiresOn: reader.value('expiresOn', readDateCell(at.expiresOn)),
    ticketDaysUsed: reader.value('ticketDaysUsed', readNumberCell(at.ticketDaysUsed)) ?? 0,
    debt,
    source,
    authorization,
  };
  return { command, problems: reader.problems, notes };
}

const PREVIEW_IDS = { memberId: 'import-preview', initialPaymentId: 'import-preview-payment' };

/**
 * Values the add form's rules accept, put in place of a field already found wrong so that the rules
 * are asked about the rest of the row: R46 lists every problem of a row at once.
 */
function withStandIn(command: ImportRowCommand, field: SheetField, today: string): ImportRowCommand {
  const details = (change: Partial<MemberDetails>): ImportRowCommand => ({
    ...command,
    details: { ...command.details, ...change },
  });
  switch (field) {
    case 'name':
      return details({ name: 'Nombre Provisional' });
    case 'cedula':
      return details({ cedula: null });
    case 'phone':
      return details({ phone: '3001234567' });
    case 'address':
      return details({ address: pendingAddress() });
    case 'gender':
      return details({ gender: 'male' });
    case 'birthday':
      return details({ birthday: null });
    case 'weightKg':
      return details({ weightKg: null });
    case 'heightCm':
      return details({ heightCm: null });
    case 'notes':
      return details({ notes: '' });
    case 'email':
      return details({ email: null });
    case 'plan':
      return { ...command, plan: 'monthly', ticketDaysUsed: 0 };
    case 'joinedOn':
      return { ...command, joinedOn: today };
    case 'expiresOn':
      return { ...command, expiresOn: null };
    case 'ticketDaysUsed':
      return { ...command, ticketDaysUsed: 0 };
    case 'amountPaid':
      return { ...command, amountPaid: 0 };
    case 'planPrice':
      return { ...command, planPrice: null };
    case 'debt':
      return { ...command, debt: null };
    case 'personalAuthorization':
    case 'sensitiveAuthorization':
    case 'remindersAuthorization':
      return { ...command, authorization: null, details: { ...command.details, weightKg: null, heightCm: null } };
    case 'authorizationMethod':
      return command.authorization == null
        ? command
        : { ...command, authorization: { ...command.authorization, method: SHEET_AUTHORIZATION_METHOD } };
  }
}

/** What the member's decider makes of the row, with the gym's price changes (R24) in `context`. */
export function decideImportRow(
  cells: readonly SheetCell[],
  mapping: ColumnMapping,
  source: SpreadsheetSource,
  context: MemberDecisionContext,
): RowDecision {
  const { command, problems, notes } = readImportRow(cells, mapping, source, context.planPrices, context.plans);
  const today = localDate(context.now, context.timeZone);
  const found = new Set<SheetField>();
  let asked = command;
  for (const problem of problems) {
    if (problem.field === null || found.has(problem.field)) continue;
    found.add(problem.field);
    asked = withStandIn(asked, problem.field, today);
  }
  // The rules refuse one thing at a time: each refusal's field gets a stand-in and the rules are
  // asked again, until they accept the row or refuse something no stand-in can mend.
  const ruleProblems: RowProblem[] = [];
  for (;;) {
    const decision = decideMember(
      { type: 'ImportMember', data: { ...PREVIEW_IDS, ...asked } },
      initialMemberState,
      context,
    );
    if (!isRejection(decision)) {
      if (problems.length > 0 || ruleProblems.length > 0) break;
      const imported = decision.find((event): event is MemberImported => event.type === 'MemberImported');
      if (imported === undefined) throw new Error('ImportMember decided no MemberImported');
      const member = importedMemberRow(imported, command.amountPaid, source.row);
      return { ok: true, command, member, notes: [...notes, ...sheetNotes(command, member)] };
    }
    const field = columnOf(decision.field);
    ruleProblems.push({ row: source.row, field, message: message(decision.code, decision.params) });
    if (field === null || found.has(field)) break;
    found.add(field);
    asked = withStandIn(asked, field, today);
  }
  return { ok: false, problems: [...problems, ...ruleProblems] };
}

function importedMemberRow({ data }: MemberImported, amountPaid: number, row: number): ImportedMemberRow {
  const debt = Math.max(0, data.planPrice - amountPaid);
  const { name, phone, address, gender, birthday, weightKg, heightCm, notes, plan, planPrice } = data;
  const { joinedOn, expiresOn, ticketDaysUsed } = data;
  const cedula = data.cedula ?? null;
  return {
    row,
    name,
    cedula,
    phone,
    address,
    gender,
    birthday,
    plan,
    joinedOn,
    expiresOn,
    ticketDaysUsed,
    amountPaid,
    planPrice,
    debt,
    weightKg,
    heightCm,
    notes,
  };
}

/** What the sheet said that the rules (R5, R6) did not keep, so the person knows. */
function sheetNotes(command: ImportRowCommand, member: ImportedMemberRow): RowProblem[] {
  const { row } = member;
  const notes: RowProblem[] = [];
  if (member.plan !== 'ticket_book' && command.ticketDaysUsed > 0)
    notes.push({ row, field: 'ticketDaysUsed', message: message('MEMBER_IMPORT.NOTE_DAYS_NOT_TICKET_BOOK') });
  if (member.plan === 'ticket_book' && member.ticketDaysUsed === 0 && command.expiresOn !== null)
    notes.push({ row, field: 'expiresOn', message: message('MEMBER_IMPORT.NOTE_TICKET_UNUSED_EXPIRY') });
  if (member.plan === 'ticket_book' && member.ticketDaysUsed > 0 && member.expiresOn === null)
    notes.push({
      row,
      field: 'expiresOn',
      message: message('MEMBER_IMPORT.NOTE_TICKET_NO_EXPIRY', { dias: member.ticketDaysUsed }),
    });
  return notes;
}

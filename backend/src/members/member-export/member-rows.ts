// A member's row in the exports (issue 29): every field under the headers the import reads (R34),
// so the file imports back into an empty gym as the same members; the .xlsx's Usuarios sheet and
// the CSV are written from the one row.
import {
  AUTHORIZATION_IMPORT_FIELDS,
  IMPORT_FIELDS,
  memberExportHeaders,
  message,
  membershipStatus,
  membershipStatusMessageKey,
  type ExistingMember,
  type MembershipDiscount,
  type AuthorizationImportField,
  type ImportField,
  planLabel,
  SPEC_PLANS,
  type PlanCatalogue,
} from '@gym/domain';
import type { CsvCell } from '../../shared/spreadsheets/csv-format.js';
import { csvOfSheetCell, dayCell, type XlsxCell } from '../../shared/spreadsheets/sheet-cells.js';

/** R39: the current membership's list price, the pesos off and why, after the status (the import reads none of them). */
const DISCOUNT_HEADERS = [
  message('COLUMN.LIST_PRICE'),
  message('COLUMN.DISCOUNT'),
  message('COLUMN.DISCOUNT_REASON'),
] as const;

export const MEMBER_SHEET_HEADERS: readonly string[] = [...memberExportHeaders(), ...DISCOUNT_HEADERS];

/** R42: the columns (from 0) of the Usuarios sheet that hold amounts, in the peso format. */
export const MEMBER_SHEET_MONEY_COLUMNS: readonly number[] = [
  ...(['amountPaid', 'planPrice', 'debt'] as const).map((field) => IMPORT_FIELDS.indexOf(field)),
  MEMBER_SHEET_HEADERS.length - 3,
  MEMBER_SHEET_HEADERS.length - 2,
];

/**
 * One member, field by field in the import's column order, then its status as the list shows it and
 * its membership's discount (R39; blank without one). `plans`: the gym's plans (R38): the Plan cell
 * is the plan's name, as the import reads it back.
 */
export function memberSheetRow(
  { member, discount }: { readonly member: ExistingMember; readonly discount: MembershipDiscount | null },
  today: string,
  plans: PlanCatalogue = SPEC_PLANS,
): XlsxCell[] {
  const { details } = member;
  const cells: Record<ImportField, XlsxCell> = {
    name: details.name,
    cedula: details.cedula ?? null,
    phone: details.phone,
    address: details.address,
    gender: message(`GENDER.${details.gender}`),
    birthday: dayCell(details.birthday),
    plan: planLabel(member.plan, plans),
    joinedOn: dayCell(member.joinedOn),
    expiresOn: dayCell(member.expiresOn),
    ticketDaysUsed: member.ticketDaysUsed,
    amountPaid: member.amountPaid,
    planPrice: member.planPrice,
    debt: member.debt,
    weightKg: details.weightKg,
    heightCm: details.heightCm,
    notes: details.notes,
    email: details.email ?? null,
  };
  const status = message(membershipStatusMessageKey(membershipStatus(member, today)));
  const authorization = authorizationCells(member);
  return [
    ...IMPORT_FIELDS.map((field) => cells[field]),
    ...AUTHORIZATION_IMPORT_FIELDS.map((field) => authorization[field]),
    status,
    discount?.listPrice ?? null,
    discount?.amount ?? null,
    discount?.reason ?? null,
  ];
}

const yesNo = (value: boolean): string => message(value ? 'AUTHORIZATION_FORM.YES' : 'AUTHORIZATION_FORM.NO');

/** R47: the member's answers as the import reads them back; all blank while the authorisation is pending. */
function authorizationCells({ authorization }: ExistingMember): Record<AuthorizationImportField, XlsxCell> {
  if (authorization === null)
    return {
      personalAuthorization: null,
      sensitiveAuthorization: null,
      remindersAuthorization: null,
      authorizationMethod: null,
    };
  return {
    personalAuthorization: yesNo(authorization.personal),
    sensitiveAuthorization: yesNo(authorization.sensitive),
    remindersAuthorization: yesNo(authorization.reminders),
    // R47: how it was given, as the import reads it back.
    authorizationMethod: message(`AUTHORIZATION.METHOD.${authorization.method}`),
  };
}

/** Every field of a member under the headers the import reads: the columns of the .xlsx's Usuarios sheet. */
export const MEMBER_CSV_HEADERS: readonly string[] = MEMBER_SHEET_HEADERS;

/** The .xlsx's Usuarios row, cell by cell (one row builder for both files). */
export function memberCsvRow(
  member: { readonly member: ExistingMember; readonly discount: MembershipDiscount | null },
  today: string,
  plans: PlanCatalogue = SPEC_PLANS,
): readonly CsvCell[] {
  return memberSheetRow(member, today, plans).map(csvOfSheetCell);
}

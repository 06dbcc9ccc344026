// The rows of 'Exportar' (issue 29): every field of a member under the headers the import reads
// (R34), so the file imports back into an empty gym as the same members, and its history sheets.
import {
  IMPORT_FIELDS,
  isMessageKey,
  memberExportHeaders,
  message,
  membershipStatus,
  membershipStatusMessageKey,
  type AttendanceView,
  type BodyCompositionView,
  type ExistingMember,
  type ImportField,
  type PaymentView,
} from '@gym/domain';

export type XlsxCell = string | number | Date | null;

/** A day as a spreadsheet date cell (midnight UTC is the day itself), shown dd/mm/aaaa. */
const day = (date: string | null): Date | null => (date === null ? null : new Date(`${date}T00:00:00.000Z`));

export const MEMBER_SHEET_HEADERS: readonly string[] = memberExportHeaders();

/** One member, field by field in the import's column order, then its status as the list shows it. */
export function memberSheetRow(member: ExistingMember, today: string): XlsxCell[] {
  const { details } = member;
  const cells: Record<ImportField, XlsxCell> = {
    name: details.name,
    cedula: details.cedula ?? null,
    phone: details.phone,
    address: details.address,
    gender: message(`GENDER.${details.gender}`),
    birthday: day(details.birthday),
    plan: message(`PLAN.${member.plan}`),
    joinedOn: day(member.joinedOn),
    expiresOn: day(member.expiresOn),
    ticketDaysUsed: member.ticketDaysUsed,
    amountPaid: member.amountPaid,
    planPrice: member.planPrice,
    debt: member.debt,
    weightKg: details.weightKg,
    heightCm: details.heightCm,
    notes: details.notes,
  };
  const status = message(membershipStatusMessageKey(membershipStatus(member, today)));
  return [...IMPORT_FIELDS.map((field) => cells[field]), status];
}

export const PAYMENT_SHEET_HEADERS: readonly string[] = [
  message('COLUMN.DATE'),
  message('COLUMN.USER'),
  message('COLUMN.AMOUNT'),
  message('COLUMN.TYPE'),
  message('COLUMN.PLAN'),
  message('COLUMN.METHOD'),
  message('COLUMN.REFERENCE'),
  message('COLUMN.RECEIPT'),
  message('COLUMN.VOIDED_ON'),
  message('COLUMN.VOID_REASON'),
];

export function paymentSheetRow(payment: PaymentView): XlsxCell[] {
  return [
    day(payment.paidOn),
    payment.memberDeleted ? message('COMMON.DELETED_MEMBER') : payment.memberName,
    payment.amount,
    message(`PAYMENT_TYPE.${payment.paymentType}`),
    message(`PLAN.${payment.plan}`),
    message(`PAYMENT_METHOD.${payment.method}`),
    payment.reference,
    payment.receiptNumber,
    // R29: a voided payment stays, with the day and the reason of its void.
    payment.voided ? day(payment.voided.voidedOn) : null,
    payment.voided?.reason ?? null,
  ];
}

export function measureSheetHeaders(measureKeys: readonly string[]): string[] {
  const labels = measureKeys.map((key) => message('PROFILE.MEASURE_FIELD', { medida: measureLabel(key) }));
  return [message('COLUMN.DATE'), message('COLUMN.USER'), message('COLUMN.GENDER'), ...labels];
}

function measureLabel(key: string): string {
  const label = `MEASURE.${key}`;
  return isMessageKey(label) ? message(label) : key;
}

export function measureSheetRow(record: BodyCompositionView, measureKeys: readonly string[]): XlsxCell[] {
  return [
    day(record.measuredOn),
    record.memberName ?? message('COMMON.UNKNOWN_MEMBER'),
    message(`GENDER.${record.gender}`),
    ...measureKeys.map((key) => record.measures[key] ?? null),
  ];
}

export const VISIT_SHEET_HEADERS: readonly string[] = [
  message('COLUMN.DATE'),
  message('MEMBER_EXPORT.TIME'),
  message('COLUMN.USER'),
  message('COLUMN.PLAN'),
];

export function visitSheetRow(visit: AttendanceView, time: string): XlsxCell[] {
  return [day(visit.attendedOn), time, visit.memberName, message(`PLAN.${visit.plan}`)];
}

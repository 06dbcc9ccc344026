// The columns of the two CSV exports, with the screens' Spanish headers and labels.
import { formatDate, membershipStatusMessageKey, message, type MemberListItem, type PaymentView } from '@gym/domain';
import type { CsvCell } from './csv-format.js';

export const MEMBER_CSV_HEADERS: readonly string[] = [
  message('COLUMN.NAME'),
  message('FIELD.phone'),
  message('FIELD.cedula'),
  message('COLUMN.PLAN'),
  message('COLUMN.EXPIRY'),
  message('COLUMN.DEBT'),
  message('COLUMN.STATUS'),
];

/** Dates dd/mm/aaaa (R2); a Tiquetera without expiry reads as on screen, 'N/A (Tiquetera)' (R5). */
function expiryText(member: MemberListItem): string {
  if (member.expiresOn !== null) return formatDate(member.expiresOn);
  return member.plan === 'ticket_book' ? message('EXPIRY.TICKET_BOOK_NONE') : '';
}

export function memberCsvRow(member: MemberListItem): readonly CsvCell[] {
  return [
    member.name,
    member.phone,
    member.cedula ?? '',
    message(`PLAN.${member.plan}`),
    expiryText(member),
    member.debt,
    message(membershipStatusMessageKey(member.status)),
  ];
}

export const PAYMENT_CSV_HEADERS: readonly string[] = [
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

/** R22: a deleted member's payments stay, under 'Usuario eliminado'. Older payments' method: 'Sin especificar'. R29: voids. */
export function paymentCsvRow(payment: PaymentView): readonly CsvCell[] {
  return [
    formatDate(payment.paidOn),
    payment.memberDeleted ? message('COMMON.DELETED_MEMBER') : payment.memberName,
    payment.amount,
    message(`PAYMENT_TYPE.${payment.paymentType}`),
    message(`PLAN.${payment.plan}`),
    message(`PAYMENT_METHOD.${payment.method}`),
    payment.reference ?? '',
    payment.receiptNumber,
    // R29: a voided payment stays, with the day and the reason of its void.
    payment.voided ? formatDate(payment.voided.voidedOn) : '',
    payment.voided?.reason ?? '',
  ];
}

// The member's own facts (member.operations.ts: register, import, edit the profile, delete), each
// declared once: the schema of its data, which the event store's decoder checks it against, and the
// line an auditor reads for it in 'Historial'. The rules on values are decide's, when writing.
import { z } from 'zod';
import { message, type MessageKey } from '../messages.js';
import { formatDate } from '../rules/dates.js';
import { formatMoney } from '../rules/money.js';
import {
  discountFields,
  firestoreSource,
  memberDetails,
  nullableText,
  plan,
  planTerms,
  registration,
  spreadsheetSource,
  type MemberDetails,
} from './member-event-fields.js';
import type { PlanCatalogue } from '../plans/plan-catalogue.js';
import {
  memberEvent,
  planLabel,
  withDiscount,
  type MemberEventEntries,
  type MemberEventIn,
} from './member-event-lines.js';

export const MEMBER_PROFILE_EVENTS = {
  /** R39: with `listPrice`, `discount` and `discountReason` when its price was discounted. */
  MemberRegistered: memberEvent(z.object({ ...registration, ...discountFields }), (data, plans) =>
    withDiscount(
      message('AUDIT.MEMBER_REGISTERED', {
        nombre: data.name,
        plan: planLabel(data.plan, plans),
        fecha: formatDate(data.joinedOn),
      }),
      data,
    ),
  ),
  /**
   * A member brought in from the original product (issue 7), with its last known state: the
   * history that follows in the stream (payments, measures, attendances marked `imported`)
   * repeats these balances and ticket days, so the fold ends where the original product was.
   * From a spreadsheet row (issue 29) it is a registration on the row's entry date instead: it owes
   * the full price, and the row's 'Pagado' follows as an initial `PaymentRecorded` (R10).
   * Its data is a registration's, but `amountPaid` and `debt` (R9: never below 0) are the imported ones.
   */
  MemberImported: memberEvent(
    z.object({
      ...registration,
      /** The original `diasHabiles`, 0–15 (R6). */
      ticketDaysUsed: z.number(),
      lastAttendanceOn: nullableText,
      source: z.union([firestoreSource, spreadsheetSource]),
      /**
       * Issue 41: the gym day a spreadsheet import recorded the member, from which a member without
       * visits counts as absent (not from the sheet's entry date); none on imports recorded before.
       */
      importedOn: z.string().optional(),
    }),
    (data, plans): string => describeImport(data, plans),
  ),
  MemberDetailsChanged: memberEvent(
    z.object({
      memberId: z.string(),
      /** Only the fields that changed, with their new values. */
      changes: memberDetails.partial(),
      /** The same fields with the values they had before. */
      previous: memberDetails.partial(),
    }),
    (data) => message('AUDIT.DETAILS_CHANGED', { cambios: describeChanges(data.changes, data.previous) }),
  ),
  MemberPlanChanged: memberEvent(
    z.object({
      memberId: z.string(),
      plan,
      planTerms,
      previousPlan: plan,
      joinedOn: z.string(),
      previousJoinedOn: z.string(),
      planPrice: z.number(),
      expiresOn: nullableText,
      ticketDaysUsed: z.number(),
      debt: z.number(),
      ...discountFields,
    }),
    (data, plans): string => withDiscount(describePlanChange(data, plans), data),
  ),
  /** The profile form lets staff correct the amount paid of the current membership (spec §5). */
  AmountPaidCorrected: memberEvent(
    z.object({
      memberId: z.string(),
      amountPaid: z.number(),
      previousAmountPaid: z.number(),
      debt: z.number(),
    }),
    (data) =>
      message('AUDIT.AMOUNT_PAID_CORRECTED', {
        antes: formatMoney(data.previousAmountPaid),
        despues: formatMoney(data.amountPaid),
        deuda: formatMoney(data.debt),
      }),
  ),
  MemberDeleted: memberEvent(z.object({ memberId: z.string(), name: z.string() }), (data) =>
    message('AUDIT.MEMBER_DELETED', { nombre: data.name }),
  ),
  /** R44: a deleted member brought back from 'Eliminados', with everything as it was. */
  MemberRestored: memberEvent(z.object({ memberId: z.string(), name: z.string() }), (data) =>
    message('AUDIT.MEMBER_RESTORED', { nombre: data.name }),
  ),
} satisfies MemberEventEntries;

type MemberProfileEvent<K extends keyof typeof MEMBER_PROFILE_EVENTS> = MemberEventIn<typeof MEMBER_PROFILE_EVENTS, K>;
export type MemberRegistered = MemberProfileEvent<'MemberRegistered'>;
export type MemberImported = MemberProfileEvent<'MemberImported'>;
export type MemberDetailsChanged = MemberProfileEvent<'MemberDetailsChanged'>;
export type MemberPlanChanged = MemberProfileEvent<'MemberPlanChanged'>;
export type AmountPaidCorrected = MemberProfileEvent<'AmountPaidCorrected'>;
export type MemberDeleted = MemberProfileEvent<'MemberDeleted'>;
export type MemberRestored = MemberProfileEvent<'MemberRestored'>;

type DetailField = keyof MemberDetails;

function detailValue(field: DetailField, value: MemberDetails[DetailField] | undefined): string {
  if (value === null || value === undefined || value === '') return message('AUDIT.EMPTY_VALUE');
  if (field === 'gender') return message(`GENDER.${String(value)}` as MessageKey);
  if (field === 'birthday') return formatDate(String(value));
  return String(value);
}

function describeChanges(changes: Partial<MemberDetails>, previous: Partial<MemberDetails>): string {
  return (Object.keys(changes) as DetailField[])
    .map((field) =>
      message('AUDIT.CHANGE', {
        campo: message(`FIELD.${field}` as MessageKey),
        antes: detailValue(field, previous[field]),
        despues: detailValue(field, changes[field]),
      }),
    )
    .join('; ');
}

function describeImport(data: MemberImported['data'], plans: PlanCatalogue): string {
  const vence = data.expiresOn ? formatDate(data.expiresOn) : message('COMMON.NOT_AVAILABLE');
  const { source } = data;
  if (source.system === 'spreadsheet') {
    return message('AUDIT.MEMBER_IMPORTED_SHEET', {
      archivo: source.file,
      fila: source.row,
      nombre: data.name,
      plan: planLabel(data.plan, plans),
      precio: formatMoney(data.planPrice),
      fecha: formatDate(data.joinedOn),
      vence,
    });
  }
  return message('AUDIT.MEMBER_IMPORTED', {
    nombre: data.name,
    plan: planLabel(data.plan, plans),
    fecha: formatDate(data.joinedOn),
    vence,
    pagado: formatMoney(data.amountPaid),
    deuda: formatMoney(data.debt),
    documento: source.documentId,
  });
}

function describePlanChange(data: MemberPlanChanged['data'], plans: PlanCatalogue): string {
  const sentences: string[] = [];
  if (data.plan !== data.previousPlan) {
    sentences.push(
      message('AUDIT.PLAN_CHANGED', {
        antes: planLabel(data.previousPlan, plans),
        despues: planLabel(data.plan, plans),
      }),
    );
  }
  if (data.joinedOn !== data.previousJoinedOn) {
    sentences.push(
      message('AUDIT.JOINED_ON_CHANGED', {
        antes: formatDate(data.previousJoinedOn),
        despues: formatDate(data.joinedOn),
      }),
    );
  }
  return sentences.join('. ');
}

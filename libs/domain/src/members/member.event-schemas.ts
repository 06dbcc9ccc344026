// The schema of each member event's data, tied to its interface in member.events.ts (they cannot
// drift): what the event store's decoder checks every stored member event against. Types only, as
// the interfaces say them; the rules on values (dates, amounts, limits) are decide's, when writing.
import { z } from 'zod';
import { dataSchemaOf } from '../event-data-schema.js';
import { RECORDED_PAYMENT_METHODS } from '../rules/payment-methods.js';
import { GENDERS, MANUAL_PAYMENT_TYPES, PLAN_CODES } from '../rules/plans.js';
import type {
  AmountPaidCorrected,
  AttendanceMarked,
  BodyCompositionRecorded,
  MemberDeleted,
  MemberDetails,
  MemberDetailsChanged,
  MemberEventType,
  MemberImported,
  MemberPlanChanged,
  MemberRegistered,
  MembershipFrozen,
  MembershipRenewed,
  MembershipUnfrozen,
  PaymentRecorded,
  PaymentVoided,
  TicketBookReset,
  VisitRecorded,
} from './member.events.js';

const plan = z.enum(PLAN_CODES);
const nullableText = z.string().nullable();
const imported = z.literal(true).optional();

const details = {
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  gender: z.enum(GENDERS),
  birthday: nullableText,
  notes: z.string(),
  weightKg: z.number().nullable(),
  heightCm: z.number().nullable(),
  cedula: nullableText.optional(),
};
const memberDetails = dataSchemaOf<MemberDetails>()(z.object(details));

const registration = {
  ...details,
  memberId: z.string(),
  plan,
  planPrice: z.number(),
  joinedOn: z.string(),
  expiresOn: nullableText,
  amountPaid: z.number(),
  debt: z.number(),
};

const paymentMethod = { method: z.enum(RECORDED_PAYMENT_METHODS), reference: z.string().optional() };

const spreadsheetSource = z.object({ system: z.literal('spreadsheet'), file: z.string(), row: z.number() });

export const MEMBER_EVENT_DATA_SCHEMAS = {
  MemberRegistered: dataSchemaOf<MemberRegistered['data']>()(z.object(registration)),
  MemberImported: dataSchemaOf<MemberImported['data']>()(
    z.object({
      ...registration,
      ticketDaysUsed: z.number(),
      lastAttendanceOn: nullableText,
      source: z.union([z.object({ system: z.literal('firestore'), documentId: z.string() }), spreadsheetSource]),
    }),
  ),
  MemberDetailsChanged: dataSchemaOf<MemberDetailsChanged['data']>()(
    z.object({ memberId: z.string(), changes: memberDetails.partial(), previous: memberDetails.partial() }),
  ),
  MemberPlanChanged: dataSchemaOf<MemberPlanChanged['data']>()(
    z.object({
      memberId: z.string(),
      plan,
      previousPlan: plan,
      joinedOn: z.string(),
      previousJoinedOn: z.string(),
      planPrice: z.number(),
      expiresOn: nullableText,
      ticketDaysUsed: z.number(),
      debt: z.number(),
    }),
  ),
  AmountPaidCorrected: dataSchemaOf<AmountPaidCorrected['data']>()(
    z.object({ memberId: z.string(), amountPaid: z.number(), previousAmountPaid: z.number(), debt: z.number() }),
  ),
  PaymentRecorded: dataSchemaOf<PaymentRecorded['data']>()(
    z.object({
      ...paymentMethod,
      memberId: z.string(),
      paymentId: z.string(),
      paymentType: z.enum([...MANUAL_PAYMENT_TYPES, 'initial', 'renewal']),
      amount: z.number(),
      paidOn: z.string(),
      plan,
      amountPaid: z.number(),
      debt: z.number(),
      imported,
      source: spreadsheetSource.optional(),
    }),
  ),
  MembershipRenewed: dataSchemaOf<MembershipRenewed['data']>()(
    z.object({
      ...paymentMethod,
      memberId: z.string(),
      paymentId: z.string(),
      amount: z.number(),
      renewedOn: z.string(),
      periodStartsOn: z.string(),
      plan,
      previousPlan: plan,
      planPrice: z.number(),
      expiresOn: nullableText,
      amountPaid: z.number(),
      debt: z.number(),
      ticketDaysUsed: z.number(),
    }),
  ),
  PaymentVoided: dataSchemaOf<PaymentVoided['data']>()(
    z.object({
      memberId: z.string(),
      paymentId: z.string(),
      amount: z.number(),
      method: paymentMethod.method,
      paidOn: z.string(),
      reason: z.string(),
      voidedOn: z.string(),
      amountPaid: z.number(),
      debt: z.number(),
    }),
  ),
  MembershipFrozen: dataSchemaOf<MembershipFrozen['data']>()(
    z.object({
      memberId: z.string(),
      frozenFrom: z.string(),
      frozenUntil: z.string(),
      days: z.number(),
      reason: z.string(),
      expiresOn: z.string(),
      previousExpiresOn: z.string(),
    }),
  ),
  MembershipUnfrozen: dataSchemaOf<MembershipUnfrozen['data']>()(
    z.object({
      memberId: z.string(),
      endedOn: z.string(),
      daysFrozen: z.number(),
      daysNotUsed: z.number(),
      expiresOn: nullableText,
      previousExpiresOn: nullableText,
    }),
  ),
  AttendanceMarked: dataSchemaOf<AttendanceMarked['data']>()(
    z.object({
      memberId: z.string(),
      attendanceId: z.string(),
      attendedOn: z.string(),
      attendedAt: z.string(),
      ticketDaysUsed: z.number(),
      expiresOn: nullableText,
      imported,
    }),
  ),
  VisitRecorded: dataSchemaOf<VisitRecorded['data']>()(
    z.object({ memberId: z.string(), visitId: z.string(), visitedOn: z.string(), visitedAt: z.string(), plan }),
  ),
  TicketBookReset: dataSchemaOf<TicketBookReset['data']>()(
    z.object({
      memberId: z.string(),
      previousTicketDaysUsed: z.number(),
      ticketDaysUsed: z.literal(0),
      expiresOn: z.null(),
    }),
  ),
  BodyCompositionRecorded: dataSchemaOf<BodyCompositionRecorded['data']>()(
    z.object({
      memberId: z.string(),
      recordId: z.string(),
      measuredOn: z.string(),
      gender: z.enum(GENDERS),
      measures: z.record(z.string(), z.number()),
      imported,
    }),
  ),
  MemberDeleted: dataSchemaOf<MemberDeleted['data']>()(z.object({ memberId: z.string(), name: z.string() })),
} satisfies Record<MemberEventType, z.ZodType>;

// The JSON shapes of the member API as zod schemas, checked against the contract's types, so the
// OpenAPI document at /api/docs describes exactly what the endpoints answer.
import {
  absentEntrySchema,
  dailyVisitsSchema,
  GENDERS,
  IMC_CATEGORIES,
  MEMBERSHIP_STATUSES,
  PAYMENT_TYPES,
  PLAN_CODES,
  RECORDED_PAYMENT_METHODS,
  type AlertEntry,
  type AttendanceView,
  type BirthdayEntry,
  type BodyCompositionView,
  type CashClosingView,
  type CommandResponse,
  type DashboardView,
  type ErrorResponse,
  type MarkAttendanceResponse,
  type MemberListItem,
  type MemberProfile,
  type PaymentView,
  type RecordBodyCompositionResponse,
  type ReceiptView,
  type RecordPaymentResponse,
  type RegisterMemberResponse,
} from '@gym/domain';
import { z } from 'zod';

const date = z.string().describe('YYYY-MM-DD');
const instant = z.string().describe('ISO-8601');
const plan = z.enum(PLAN_CODES);

export const errorSchema = z.object({
  statusCode: z.int(),
  code: z.string(),
  message: z.string(),
  field: z.string().optional(),
}) satisfies z.ZodType<ErrorResponse>;

export const commandResponseSchema = z.object({ position: z.int() }) satisfies z.ZodType<CommandResponse>;
export const registerMemberResponseSchema = commandResponseSchema.extend({
  memberId: z.uuid(),
}) satisfies z.ZodType<RegisterMemberResponse>;
export const recordPaymentResponseSchema = commandResponseSchema.extend({
  paymentId: z.uuid(),
}) satisfies z.ZodType<RecordPaymentResponse>;
export const markAttendanceResponseSchema = commandResponseSchema.extend({
  attendanceId: z.uuid(),
  remainingDays: z.int(),
}) satisfies z.ZodType<MarkAttendanceResponse>;
export const recordBodyCompositionResponseSchema = commandResponseSchema.extend({
  recordId: z.uuid(),
}) satisfies z.ZodType<RecordBodyCompositionResponse>;

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.int(), page: z.int(), pageSize: z.int() });

export const memberListItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  phone: z.string(),
  cedula: z.string().nullable(),
  plan,
  expiresOn: date.nullable(),
  debt: z.int(),
  status: z.enum(MEMBERSHIP_STATUSES),
  ticketDaysUsed: z.int(),
}) satisfies z.ZodType<MemberListItem>;
export const memberPageSchema = pageOf(memberListItemSchema);

export const memberProfileSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  gender: z.enum(GENDERS),
  birthday: date.nullable(),
  notes: z.string(),
  weightKg: z.number().nullable(),
  heightCm: z.number().nullable(),
  cedula: z.string().nullable(),
  imc: z.number().nullable(),
  imcCategory: z.enum(IMC_CATEGORIES).nullable(),
  plan,
  planPrice: z.int(),
  amountPaid: z.int(),
  debt: z.int(),
  joinedOn: date,
  expiresOn: date.nullable(),
  ticketDaysUsed: z.int(),
  remainingTicketDays: z.int(),
  lastAttendanceOn: date.nullable(),
  status: z.enum(MEMBERSHIP_STATUSES),
  totalPaid: z.int(),
  registeredAt: instant,
}) satisfies z.ZodType<MemberProfile>;

export const paymentViewSchema = z.object({
  id: z.uuid(),
  memberId: z.uuid(),
  memberName: z.string(),
  memberDeleted: z.boolean(),
  paymentType: z.enum(PAYMENT_TYPES),
  amount: z.int(),
  paidOn: date,
  plan,
  recordedAt: instant,
  method: z.enum(RECORDED_PAYMENT_METHODS),
  reference: z.string().nullable(),
  receiptNumber: z.string().describe('R-000123'),
}) satisfies z.ZodType<PaymentView>;
export const memberPaymentsSchema = z.object({ items: z.array(paymentViewSchema), totalPaid: z.int(), count: z.int() });
export const paymentPageSchema = pageOf(paymentViewSchema);

export const bodyCompositionViewSchema = z.object({
  id: z.uuid(),
  memberId: z.uuid(),
  memberName: z.string().nullable(),
  gender: z.enum(GENDERS),
  measuredOn: date,
  measures: z.record(z.string(), z.number()),
  recordedAt: instant,
}) satisfies z.ZodType<BodyCompositionView>;
export const memberBodyCompositionsSchema = z.object({ items: z.array(bodyCompositionViewSchema) });
export const bodyCompositionPageSchema = pageOf(bodyCompositionViewSchema).extend({ measureKeys: z.array(z.string()) });

export const attendanceViewSchema = z.object({
  id: z.uuid(),
  memberId: z.uuid(),
  memberName: z.string(),
  attendedOn: date,
  attendedAt: instant,
  plan,
}) satisfies z.ZodType<AttendanceView>;
export const attendancePageSchema = pageOf(attendanceViewSchema);

const alertEntrySchema = memberListItemSchema
  .pick({ id: true, name: true, phone: true, plan: true, expiresOn: true, debt: true })
  .extend({ daysToExpiry: z.int().nullable() }) satisfies z.ZodType<AlertEntry>;
const birthdayEntrySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  phone: z.string(),
  birthday: date,
  nextBirthday: date,
  daysToGo: z.int(),
}) satisfies z.ZodType<BirthdayEntry>;
const alertList = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.int() });

export const dashboardSchema = z.object({
  today: date,
  month: z.string().describe('YYYY-MM'),
  totalMembers: z.int(),
  activeMembers: z.int(),
  totalIncome: z.int(),
  monthIncome: z.int(),
  pendingDebts: z.int(),
  aboutToExpire: alertList(alertEntrySchema),
  expired: alertList(alertEntrySchema),
  withDebt: alertList(alertEntrySchema),
  birthdays: alertList(birthdayEntrySchema),
  planDistribution: z.object({ fortnight: z.int(), monthly: z.int(), ticket_book: z.int() }),
  monthlyIncome: z.array(z.object({ month: z.string(), income: z.int() })),
  absent: alertList(absentEntrySchema),
  visitsPerDay: z.array(dailyVisitsSchema),
}) satisfies z.ZodType<DashboardView>;

export const cashClosingSchema = z.object({
  date,
  total: z.int(),
  count: z.int(),
  byMethod: z.array(z.object({ method: z.enum(RECORDED_PAYMENT_METHODS), count: z.int(), total: z.int() })),
  payments: z.array(paymentViewSchema.extend({ staffId: z.string(), staffName: z.string() })),
}) satisfies z.ZodType<CashClosingView>;

export const receiptSchema = z.object({
  paymentId: z.uuid(),
  receiptNumber: z.string(),
  gymName: z.string(),
  memberId: z.uuid(),
  memberName: z.string(),
  cedula: z.string().nullable(),
  paidOn: date,
  recordedAt: instant,
  paymentType: z.enum(PAYMENT_TYPES),
  plan,
  amount: z.int(),
  amountInWords: z.string(),
  method: z.enum(RECORDED_PAYMENT_METHODS),
  reference: z.string().nullable(),
  expiresOn: date.nullable(),
  debt: z.int(),
  staffName: z.string(),
}) satisfies z.ZodType<ReceiptView>;

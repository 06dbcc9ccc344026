// The HTTP API's paths and JSON shapes, shared by the backend (which answers them) and the
// frontend's one API client (which calls them). Request bodies are the schemas in
// members/member.requests.ts. Every command accepts an `Idempotency-Key` header.
import type { RecordedPaymentMethod } from '../rules/payment-methods.js';
import type { Gender, PaymentType, PlanCode } from '../rules/plans.js';
import type { ImcCategory } from '../rules/imc.js';
import type { MembershipStatus } from '../members/member.read.js';
import type { AbsentEntry, DailyVisits } from './check-in.schemas.js';

/** Every command answers at least the global position of its last event (for X-Read-After). */
export interface CommandResponse {
  readonly position: number;
}

export const apiPaths = {
  settings: '/api/settings',
  login: '/api/auth/login',
  logout: '/api/auth/logout',
  me: '/api/auth/me',
  health: '/api/health',
  dashboard: '/api/dashboard',
  members: '/api/members',
  member: (id: string) => `/api/members/${encodeURIComponent(id)}`,
  memberPayments: (id: string) => `/api/members/${encodeURIComponent(id)}/payments`,
  memberRenewals: (id: string) => `/api/members/${encodeURIComponent(id)}/renewals`,
  memberAttendances: (id: string) => `/api/members/${encodeURIComponent(id)}/attendances`,
  memberTicketBookReset: (id: string) => `/api/members/${encodeURIComponent(id)}/ticket-book/reset`,
  memberBodyCompositions: (id: string) => `/api/members/${encodeURIComponent(id)}/body-compositions`,
  payments: '/api/payments',
  bodyCompositions: '/api/body-compositions',
  attendances: '/api/attendances',
  /** CSV downloads ('Exportar CSV'): `?search=&sort=&direction=` as the list. */
  membersCsv: '/api/members/export.csv',
  /** `?method=` as the list's filter. */
  paymentsCsv: '/api/payments/export.csv',
  /** `?date=YYYY-MM-DD` (default today in the gym's time zone). */
  cashClosing: '/api/cash-closing',
  receipt: (paymentId: string) => `/api/receipts/${encodeURIComponent(paymentId)}`,
} as const;

// --- commands ---------------------------------------------------------------------------
// POST   /api/members                              RegisterMemberRequest → 201 RegisterMemberResponse
// PATCH  /api/members/:id                          EditMemberProfileRequest → 200 CommandResponse
// DELETE /api/members/:id                          → 200 CommandResponse
// POST   /api/members/:id/payments                 RecordPaymentRequest → 201 RecordPaymentResponse
// POST   /api/members/:id/renewals                 RenewMembershipRequest → 201 RecordPaymentResponse
// POST   /api/members/:id/attendances              {} → 201 MarkAttendanceResponse
// POST   /api/members/:id/ticket-book/reset        {} → 200 CommandResponse
// POST   /api/members/:id/body-compositions        RecordBodyCompositionRequest → 201 RecordBodyCompositionResponse
// Errors: ErrorResponse with 400 (bad body/params), 404 'MEMBER.NOT_FOUND', 409 conflict,
// 422 a rule refused it (e.g. 'ATTENDANCE.TICKET_BOOK_EXHAUSTED').

export interface RegisterMemberResponse extends CommandResponse {
  readonly memberId: string;
}
export interface RecordPaymentResponse extends CommandResponse {
  readonly paymentId: string;
}
export interface MarkAttendanceResponse extends CommandResponse {
  readonly attendanceId: string;
  /** Days left on the ticket book after this attendance (R19). */
  readonly remainingDays: number;
}
export interface RecordBodyCompositionResponse extends CommandResponse {
  readonly recordId: string;
}

export interface ErrorResponse {
  readonly statusCode: number;
  /** A catalogue key, e.g. 'PAYMENT.INVALID_AMOUNT'. */
  readonly code: string;
  /** The catalogue's Spanish text for it. */
  readonly message: string;
  readonly field?: string;
}

// --- queries ----------------------------------------------------------------------------

export interface PageOf<T> {
  readonly items: readonly T[];
  readonly total: number;
  /** 1-based. */
  readonly page: number;
  readonly pageSize: number;
}

/** GET /api/members?search=&sort=&direction=&page=&pageSize= (pageSize ≤ 100, default 20). */
export const MEMBER_SORT_FIELDS = ['name', 'plan', 'expiresOn', 'debt'] as const;
export type MemberSortField = (typeof MEMBER_SORT_FIELDS)[number];
export type SortDirection = 'asc' | 'desc';

export interface MemberListItem {
  readonly id: string;
  readonly name: string;
  readonly phone: string;
  /** Digits only; null when not given (issue 10). */
  readonly cedula: string | null;
  readonly plan: PlanCode;
  readonly expiresOn: string | null;
  readonly debt: number;
  readonly status: MembershipStatus;
  readonly ticketDaysUsed: number;
}

/** GET /api/members/:id → 404 'MEMBER.NOT_FOUND' when unknown or deleted. */
export interface MemberProfile {
  readonly id: string;
  readonly name: string;
  readonly address: string;
  readonly phone: string;
  readonly gender: Gender;
  readonly birthday: string | null;
  readonly notes: string;
  readonly weightKg: number | null;
  readonly heightCm: number | null;
  /** Digits only; null when not given. */
  readonly cedula: string | null;
  readonly imc: number | null;
  readonly imcCategory: ImcCategory | null;
  readonly plan: PlanCode;
  readonly planPrice: number;
  readonly amountPaid: number;
  readonly debt: number;
  readonly joinedOn: string;
  readonly expiresOn: string | null;
  readonly ticketDaysUsed: number;
  readonly remainingTicketDays: number;
  readonly lastAttendanceOn: string | null;
  readonly status: MembershipStatus;
  readonly totalPaid: number;
  /** ISO instant of registration. */
  readonly registeredAt: string;
}

export interface PaymentView {
  readonly id: string;
  readonly memberId: string;
  /** The member's current name; kept after deletion (R22). */
  readonly memberName: string;
  readonly memberDeleted: boolean;
  readonly paymentType: PaymentType;
  readonly amount: number;
  readonly paidOn: string;
  readonly plan: PlanCode;
  /** ISO instant it was recorded (second sort key, R16). */
  readonly recordedAt: string;
  /** How the money came in; 'unspecified' for payments recorded before methods existed. */
  readonly method: RecordedPaymentMethod;
  readonly reference: string | null;
  /** The receipt's number as printed, e.g. 'R-000123'. */
  readonly receiptNumber: string;
}

/** GET /api/members/:id/payments: the 10 most recent, newest first, and the member's total paid. */
export interface MemberPayments {
  readonly items: readonly PaymentView[];
  readonly totalPaid: number;
  readonly count: number;
}

export interface BodyCompositionView {
  readonly id: string;
  readonly memberId: string;
  /** null when the member is unknown (shown 'Usuario Desconocido'). */
  readonly memberName: string | null;
  readonly gender: Gender;
  readonly measuredOn: string;
  readonly measures: Readonly<Record<string, number>>;
  readonly recordedAt: string;
}

/** GET /api/members/:id/body-compositions: every record of the member, newest first. */
export interface MemberBodyCompositions {
  readonly items: readonly BodyCompositionView[];
}

/** GET /api/body-compositions?page=&pageSize=: newest first, with every measure key found. */
export interface BodyCompositionPage extends PageOf<BodyCompositionView> {
  readonly measureKeys: readonly string[];
}

/** A visit of any plan (R28): a Tiquetera's attendance, or another plan's check-in. */
export interface AttendanceView {
  readonly id: string;
  readonly memberId: string;
  readonly memberName: string;
  readonly attendedOn: string;
  /** ISO instant. */
  readonly attendedAt: string;
  /** The member's plan that day ('ticket_book': a day of the ticket book used). */
  readonly plan: PlanCode;
}

/** GET /api/members/:id/attendances?page=&pageSize=: newest first. GET /api/attendances likewise. */
export type AttendancePage = PageOf<AttendanceView>;

/** GET /api/payments?page=&pageSize=&method=: every payment (of one method), newest first (R16, R22). */
export type PaymentPage = PageOf<PaymentView>;

export interface AlertEntry {
  readonly id: string;
  readonly name: string;
  readonly phone: string;
  readonly plan: PlanCode;
  readonly expiresOn: string | null;
  readonly debt: number;
  /** expiresOn − today in days (negative when expired); null without expiry. */
  readonly daysToExpiry: number | null;
}

export interface BirthdayEntry {
  readonly id: string;
  readonly name: string;
  readonly phone: string;
  readonly birthday: string;
  /** The date of the coming birthday (R15). */
  readonly nextBirthday: string;
  /** 0 = today ('¡Hoy!'). */
  readonly daysToGo: number;
}

/** An alert list: the first entries (by the list's order) and how many there are in all. */
export interface AlertList<T> {
  readonly items: readonly T[];
  readonly total: number;
}

/** GET /api/dashboard?month=YYYY-MM (default: this month in the gym's time zone). */
export interface DashboardView {
  /** The gym-local today the figures were computed for. */
  readonly today: string;
  readonly month: string;
  readonly totalMembers: number;
  readonly activeMembers: number;
  readonly totalIncome: number;
  readonly monthIncome: number;
  readonly pendingDebts: number;
  /** R14: soonest first. */
  readonly aboutToExpire: AlertList<AlertEntry>;
  /** R14: soonest expiry first. */
  readonly expired: AlertList<AlertEntry>;
  /** Highest debt first. */
  readonly withDebt: AlertList<AlertEntry>;
  /** R15: fewest days to go first. */
  readonly birthdays: AlertList<BirthdayEntry>;
  readonly planDistribution: Readonly<Record<PlanCode, number>>;
  /** Every month with income, newest first. */
  readonly monthlyIncome: ReadonlyArray<{ readonly month: string; readonly income: number }>;
  /** Active members 14 or more days without a visit (R28), longest absent first. */
  readonly absent: AlertList<AbsentEntry>;
  /** Visits of every plan on each of the last 30 days, oldest first (R1). */
  readonly visitsPerDay: readonly DailyVisits[];
}

/** GET /api/auth/me and POST /api/auth/login answer the signed-in account. */
export interface StaffAccountView {
  readonly id: string;
  readonly email: string;
  readonly displayName: string;
}

export interface SettingsView {
  readonly gymName: string;
  readonly timeZone: string;
}

// --- audit (issue 6) ---------------------------------------------------------------------
// GET /api/members/:id/history?order=asc|desc&page=&pageSize=   → MemberHistoryPage (deleted members too)
// GET /api/members/:id/history/state?revision=N | ?at=<ISO>      → MemberSnapshot (replayed, never projected)
// GET /api/audit/members?search=&page=&pageSize=                 → PageOf<AuditMemberEntry>

export const auditPaths = {
  history: (id: string) => `/api/members/${encodeURIComponent(id)}/history`,
  stateAt: (id: string) => `/api/members/${encodeURIComponent(id)}/history/state`,
  members: '/api/audit/members',
} as const;

export interface MemberHistoryEntry {
  /** 0-based revision of the event in the member's stream. */
  readonly revision: number;
  readonly type: string;
  /** ISO instant the staff member acted (R23). */
  readonly occurredAt: string;
  readonly staffId: string;
  /** The staff account's display name; 'Sistema' for start-up and tooling. */
  readonly staffName: string;
  /** A Spanish sentence of what happened, with old → new values for edits. */
  readonly description: string;
}

export interface MemberHistoryPage extends PageOf<MemberHistoryEntry> {
  readonly order: 'asc' | 'desc';
  readonly memberName: string;
  readonly deleted: boolean;
}

/** The member right after one event, replayed with the write side's own `evolve`. */
export interface MemberSnapshot {
  readonly revision: number;
  readonly occurredAt: string;
  /** The gym-local day of that instant: the "today" the status was computed for. */
  readonly asOf: string;
  readonly deleted: boolean;
  readonly member: Omit<MemberProfile, 'registeredAt'>;
}

export interface AuditMemberEntry {
  readonly id: string;
  readonly name: string;
  readonly phone: string;
  readonly deleted: boolean;
  readonly registeredAt: string;
  readonly lastEventAt: string;
  readonly events: number;
}

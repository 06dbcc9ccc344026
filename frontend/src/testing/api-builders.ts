// Builders of the API's answers for component tests: a sensible default, overridden where a test cares.
import {
  PAYMENT_METHODS,
  planLabel,
  SPEC_PLAN_TERMS,
  specPlanTerms,
  type PlanCode,
  type PlanPriceView,
  type AlertEntry,
  type AttendanceView,
  type BodyCompositionView,
  type CashClosingView,
  type CheckInMatch,
  type DashboardView,
  type MemberListItem,
  type MemberProfile,
  type PageOf,
  type PaymentView,
  type GymDetailsView,
  type ReceiptView,
} from '@gym/domain';

/** R38: the name and terms a member's answer carries for `plan` (a spec plan's; a gym plan's defaults to one month). */
function planFieldsOf(plan: string) {
  return {
    planName: planLabel(plan),
    planTerms: specPlanTerms(plan) ?? ({ kind: 'time', months: 1 } as const),
  };
}

export function aMemberListItem(overrides: Partial<MemberListItem> = {}): MemberListItem {
  return {
    ...planFieldsOf(overrides.plan ?? 'monthly'),
    id: 'm-1',
    name: 'Ana Gómez',
    phone: '3001234567',
    cedula: null,
    plan: 'monthly',
    expiresOn: '2026-04-15',
    debt: 0,
    status: 'active',
    ticketDaysUsed: 0,
    freeze: null,
    ...overrides,
  };
}

export function aMemberProfile(overrides: Partial<MemberProfile> = {}): MemberProfile {
  return {
    ...planFieldsOf(overrides.plan ?? 'monthly'),
    id: 'm-1',
    name: 'Ana Gómez',
    address: 'Calle 10 # 5-20',
    phone: '3001234567',
    gender: 'female',
    birthday: '1990-06-15',
    notes: '',
    weightKg: 60,
    heightCm: 165,
    cedula: null,
    email: null,
    imc: 22.04,
    imcCategory: 'normal',
    plan: 'monthly',
    planPrice: 80_000,
    amountPaid: 80_000,
    debt: 0,
    joinedOn: '2026-03-01',
    expiresOn: '2026-04-01',
    ticketDaysUsed: 0,
    remainingTicketDays: 15,
    lastAttendanceOn: null,
    status: 'active',
    totalPaid: 80_000,
    freeze: null,
    authorization: {
      personal: true,
      sensitive: true,
      reminders: true,
      method: 'firma',
      policyVersion: 1,
      recordedOn: '2026-03-01',
    },
    suppressed: false,
    registeredAt: '2026-03-01T14:00:00.000Z',
    photo: null,
    ...overrides,
  };
}

export function aPayment(overrides: Partial<PaymentView> = {}): PaymentView {
  return {
    id: 'p-1',
    memberId: 'm-1',
    memberName: 'Ana Gómez',
    memberDeleted: false,
    paymentType: 'initial',
    amount: 80_000,
    paidOn: '2026-03-01',
    plan: 'monthly',
    recordedAt: '2026-03-01T14:00:00.000Z',
    method: 'cash',
    reference: null,
    receiptNumber: 'R-000001',
    staffName: 'Laura Recepción',
    voided: null,
    ...overrides,
  };
}

export function aBodyComposition(overrides: Partial<BodyCompositionView> = {}): BodyCompositionView {
  return {
    id: 'b-1',
    memberId: 'm-1',
    memberName: 'Ana Gómez',
    gender: 'female',
    measuredOn: '2026-03-05',
    measures: { cuello: 32, brazo: 28, pecho: 90, cintura: 70, gluteo_cadera: 98, pierna: 55 },
    recordedAt: '2026-03-05T15:00:00.000Z',
    ...overrides,
  };
}

export function anAttendance(overrides: Partial<AttendanceView> = {}): AttendanceView {
  return {
    id: 'a-1',
    memberId: 'm-1',
    memberName: 'Ana Gómez',
    attendedOn: '2026-03-05',
    attendedAt: '2026-03-05T23:30:00.000Z',
    plan: 'ticket_book',
    ...overrides,
  };
}

export function aCheckInMatch(overrides: Partial<CheckInMatch> = {}): CheckInMatch {
  return {
    id: 'm-1',
    name: 'Ana Gómez',
    cedula: '1023456789',
    phone: '3001234567',
    plan: 'monthly',
    status: 'active',
    ticketBook: null,
    letIn: true,
    expiresOn: '2026-04-01',
    debt: 0,
    remainingTicketDays: null,
    visitedTodayAt: null,
    frozenUntil: null,
    birthdayToday: false,
    authorizationPending: false,
    photo: null,
    ...overrides,
  };
}

export function aPage<T>(items: readonly T[], overrides: Partial<PageOf<T>> = {}): PageOf<T> {
  return { items, total: items.length, page: 1, pageSize: 20, ...overrides };
}

export function anAlertEntry(overrides: Partial<AlertEntry> = {}): AlertEntry {
  return {
    id: 'm-1',
    name: 'Ana Gómez',
    phone: '3001234567',
    plan: 'monthly',
    expiresOn: '2026-03-12',
    debt: 0,
    daysToExpiry: 2,
    ...overrides,
  };
}

export function aDashboard(overrides: Partial<DashboardView> = {}): DashboardView {
  return {
    today: '2026-03-10',
    month: '2026-03',
    totalMembers: 0,
    activeMembers: 0,
    totalIncome: 0,
    monthIncome: 0,
    monthSales: 0,
    lowStock: [],
    pendingDebts: 0,
    aboutToExpire: { items: [], total: 0 },
    expired: { items: [], total: 0 },
    withDebt: { items: [], total: 0 },
    birthdays: { items: [], total: 0 },
    planDistribution: { fortnight: 0, monthly: 0, ticket_book: 0 },
    monthlyIncome: [],
    absent: { items: [], total: 0 },
    visitsPerDay: [],
    ...overrides,
  };
}

export function aCashClosing(overrides: Partial<CashClosingView> = {}): CashClosingView {
  return {
    date: '2026-03-10',
    total: 0,
    count: 0,
    voidsCount: 0,
    expectedCash: 0,
    byMethod: PAYMENT_METHODS.map((method) => ({ method, count: 0, total: 0 })),
    byStaff: [],
    payments: [],
    voids: [],
    sales: [],
    salesTotal: 0,
    status: 'open',
    closing: null,
    history: [],
    ...overrides,
  };
}

export function aReceipt(overrides: Partial<ReceiptView> = {}): ReceiptView {
  return {
    paymentId: 'p-1',
    receiptNumber: 'R-000042',
    gymName: 'Gimnasio Titanes',
    memberId: 'm-1',
    memberName: 'Ana Gómez',
    memberDeleted: false,
    cedula: '1023456789',
    paidOn: '2026-03-10',
    recordedAt: '2026-03-10T15:00:00.000Z',
    paymentType: 'additional',
    plan: 'monthly',
    planName: planLabel(overrides.plan ?? 'monthly'),
    amount: 80_000,
    amountInWords: 'ochenta mil pesos',
    method: 'transfer',
    reference: 'TRX-77',
    expiresOn: '2026-04-01',
    expiryChanged: true,
    debt: 0,
    staffName: 'Laura Recepción',
    voided: null,
    gym: aGymDetails(),
    discount: null,
    ...overrides,
  };
}

export function aGymDetails(overrides: Partial<GymDetailsView> = {}): GymDetailsView {
  return {
    name: 'Gimnasio Titanes',
    nit: '900.123.456-7',
    address: 'Calle 10 # 5-20, Medellín',
    phone: '6045551234',
    receiptFooter: 'Gracias por entrenar con nosotros',
    printedName: 'Gimnasio Titanes',
    ...overrides,
  };
}

/** R38: one entry of GET /api/plans for a spec plan, with its name and terms, at `price` today. */
export function aSpecPlan(plan: PlanCode, price: number, scheduled: PlanPriceView['scheduled'] = []): PlanPriceView {
  return { plan, planName: planLabel(plan), terms: SPEC_PLAN_TERMS[plan], archived: false, price, scheduled };
}

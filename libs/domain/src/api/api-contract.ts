// The HTTP API as the frontend's one client calls it: each path built from its operation
// (api-operations.ts), and the JSON shapes, whose types derive from the zod schemas of the
// *.schemas.ts files beside this one. Every command accepts an `Idempotency-Key` header.
import { pathOf } from './api-operation.js';
import { apiOperations as op } from './api-operations.js';

const withId = (operation: { readonly path: string }) => (id: string) => pathOf(operation, { id });

export const apiPaths = {
  settings: op.getSettings.path,
  login: op.login.path,
  logout: op.logout.path,
  me: op.me.path,
  health: op.health.path,
  dashboard: op.getDashboard.path,
  members: op.listMembers.path,
  member: withId(op.getMemberProfile),
  memberPayments: withId(op.getMemberPayments),
  memberRenewals: withId(op.renewMembership),
  memberAttendances: withId(op.getMemberAttendances),
  memberTicketBookReset: withId(op.resetTicketBook),
  memberBodyCompositions: withId(op.getMemberBodyCompositions),
  payments: op.listPayments.path,
  bodyCompositions: op.listBodyCompositions.path,
  attendances: op.listAttendances.path,
  /** CSV downloads ('Exportar CSV'): `?search=&sort=&direction=` as the list. */
  membersCsv: op.exportMembersCsv.path,
  /** `?method=` as the list's filter. */
  paymentsCsv: op.exportPaymentsCsv.path,
  /** 'Exportar': the whole gym as one .xlsx (Administrador). */
  gymXlsx: op.exportGym.path,
  /** 'Importar usuarios': multipart upload answered with JSON lines (Administrador). */
  memberImport: op.importMembers.path,
  /** `?date=YYYY-MM-DD` (default today in the gym's time zone). */
  cashClosing: op.getCashClosing.path,
  receipt: (paymentId: string) => pathOf(op.getReceipt, { paymentId }),
} as const;

export const auditPaths = {
  history: withId(op.getMemberHistory),
  stateAt: withId(op.getMemberStateAt),
  members: op.findAuditMembers.path,
} as const;

export const staffPaths = {
  staff: op.listStaff.path,
  password: withId(op.changeStaffPassword),
  role: withId(op.changeStaffRole),
  disable: withId(op.disableStaffAccount),
  enable: withId(op.enableStaffAccount),
  /** 'Mi cuenta': the signed-in account's own password. */
  myPassword: op.changeOwnPassword.path,
  /** 'Mi cuenta': every session of the signed-in account ends, this one included. */
  mySessionsEnd: op.endAllSessions.path,
} as const;

export const settingsPaths = {
  plans: op.getPlans.path,
  planPrices: op.changePlanPrices.path,
  priceChanges: op.getPriceChanges.path,
} as const;

export const checkInPaths = {
  search: op.searchCheckIn.path,
  memberVisits: withId(op.recordVisit),
} as const;

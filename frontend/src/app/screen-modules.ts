// Where each signed-in screen's code is (the routes load it when first opened, signed-in-routes.tsx),
// and the screen at an address, so its code can be fetched alongside the signed-in routes' own: on a
// phone's slow line every hop of entry → /api/auth/me → routes → screen → its data is ~0.5 s of the
// screen's first paint (issue 36). Nothing here loads before someone is signed in.
export const screenModules = {
  dashboard: () => import('../features/dashboard/dashboard-screen'),
  dashboardList: () => import('../features/dashboard/dashboard-list-screen'),
  checkIn: () => import('../features/check-in/check-in-screen'),
  reminders: () => import('../features/reminders/reminders-screen'),
  users: () => import('../features/users/user-list-screen'),
  memberImport: () => import('../features/member-import/member-import-screen'),
  deletedMembers: () => import('../features/deleted-members/deleted-members-screen'),
  profile: () => import('../features/user-profile/user-profile-screen'),
  memberDataReport: () => import('../features/member-data-report/member-data-report-screen'),
  payments: () => import('../features/payments/payments-screen'),
  bodyComposition: () => import('../features/body-composition/body-composition-screen'),
  attendance: () => import('../features/attendance/attendance-screen'),
  cashClosing: () => import('../features/cash-closing/cash-closing-screen'),
  receipt: () => import('../features/receipt/receipt-screen'),
  audit: () => import('../features/audit/audit-screen'),
  auditMember: () => import('../features/audit/audit-member-screen'),
  settings: () => import('../features/settings/settings-screen'),
  plans: () => import('../features/plans/plans-screen'),
  staff: () => import('../features/staff/staff-screen'),
  staffActivity: () => import('../features/staff-activity/staff-activity-screen'),
  authorizationForm: () => import('../features/authorization-form/authorization-form-screen'),
  dataRequests: () => import('../features/data-requests/data-requests-screen'),
  myAccount: () => import('../features/my-account/my-account-screen'),
  // R51: the card's page, open without signing in (app-routes.tsx shows it before any session).
  memberCardPage: () => import('../features/member-card-page/member-card-page'),
  products: () => import('../features/products/products-screen'),
  sales: () => import('../features/sales/sales-screen'),
} as const;

type ScreenModule = keyof typeof screenModules;

/** The routes of signed-in-routes.tsx, as the screen each address opens (the first that matches). */
const SCREEN_AT: readonly (readonly [RegExp, ScreenModule])[] = [
  [/^\/$/, 'dashboard'],
  [/^\/dashboard\/[^/]+$/, 'dashboardList'],
  [/^\/check-in$/, 'checkIn'],
  [/^\/reminders$/, 'reminders'],
  [/^\/users$/, 'users'],
  [/^\/users\/import$/, 'memberImport'],
  [/^\/users\/deleted$/, 'deletedMembers'],
  [/^\/users\/[^/]+$/, 'profile'],
  [/^\/users\/[^/]+\/data-report$/, 'memberDataReport'],
  [/^\/payments$/, 'payments'],
  [/^\/cash-closing$/, 'cashClosing'],
  [/^\/receipts\/[^/]+$/, 'receipt'],
  [/^\/body-composition$/, 'bodyComposition'],
  [/^\/attendance$/, 'attendance'],
  [/^\/audit$/, 'audit'],
  [/^\/audit\/[^/]+$/, 'auditMember'],
  [/^\/settings$/, 'settings'],
  [/^\/settings\/plans$/, 'plans'],
  [/^\/staff$/, 'staff'],
  [/^\/staff-activity$/, 'staffActivity'],
  [/^\/authorization-form$/, 'authorizationForm'],
  [/^\/data-requests$/, 'dataRequests'],
  [/^\/my-account$/, 'myAccount'],
  [/^\/products$/, 'products'],
  [/^\/sell$/, 'sales'],
];

/** The screen `pathname` opens, or null (an unknown address goes to the dashboard, which then loads). */
export function screenAt(pathname: string): ScreenModule | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return SCREEN_AT.find(([pattern]) => pattern.test(path))?.[1] ?? null;
}

/** Starts fetching the code of the screen at `pathname` (a failure shows when the route itself loads it). */
export function preloadScreenAt(pathname: string): void {
  const screen = screenAt(pathname);
  if (screen !== null) screenModules[screen]().catch(() => undefined);
}

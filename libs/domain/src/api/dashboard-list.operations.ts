// Issue 41: each of the dashboard's lists whole, a page at a time, on its own screen; the dashboard
// itself shows the first few of each (DASHBOARD_LIST_SIZE).
import { z } from 'zod';
import { defineOperation } from './api-operation.js';
import { EXAMPLE_MEMBER_ID, exampleAlertEntry } from './api-examples.js';
import { absentEntrySchema } from './check-in.schemas.js';
import { pageQueryShape } from './query-params.js';
import { alertEntrySchema, birthdayEntrySchema } from './report.schemas.js';
import { type ApiShape, pageOf } from './schema-primitives.js';

/** How many entries of each list the dashboard shows; the list's own screen has them all. */
export const DASHBOARD_LIST_SIZE = 5;

/** The dashboard's lists by the name their screen's address carries. */
export const DASHBOARD_LISTS = ['about-to-expire', 'expired', 'with-debt', 'birthdays', 'absent'] as const;
export type DashboardList = (typeof DASHBOARD_LISTS)[number];
export const ALERT_LISTS = ['about-to-expire', 'expired', 'with-debt'] as const satisfies readonly DashboardList[];
export type AlertListName = (typeof ALERT_LISTS)[number];

export function isDashboardList(value: unknown): value is DashboardList {
  return (DASHBOARD_LISTS as readonly unknown[]).includes(value);
}

export const alertPageSchema = pageOf(alertEntrySchema).meta({ id: 'AlertPage' });
export const birthdayPageSchema = pageOf(birthdayEntrySchema).meta({ id: 'BirthdayPage' });
export const absentPageSchema = pageOf(absentEntrySchema).meta({ id: 'AbsentPage' });
export type AlertPage = ApiShape<typeof alertPageSchema>;
export type BirthdayPage = ApiShape<typeof birthdayPageSchema>;
export type AbsentPage = ApiShape<typeof absentPageSchema>;

const query = z.object({ ...pageQueryShape });

export const dashboardListOperations = {
  listAlerts: defineOperation({
    operationId: 'listAlerts',
    method: 'get',
    path: '/api/dashboard/alerts/{list}',
    tag: 'dashboard',
    summary: "Una lista de alertas entera, por páginas: 'about-to-expire', 'expired' o 'with-debt' (R14)",
    description:
      "One of the dashboard's alert lists whole, a page at a time, in the dashboard's order: `about-to-expire` (soonest first), `expired` (longest expired first) or `with-debt` (highest debt first). Another list name is not found.",
    access: 'staff',
    status: 200,
    query,
    response: alertPageSchema,
    errors: [400, 404],
    example: {
      response: {
        items: [exampleAlertEntry],
        total: 1,
        page: 1,
        pageSize: 20,
      },
    },
  }),
  listBirthdays: defineOperation({
    operationId: 'listBirthdays',
    method: 'get',
    path: '/api/dashboard/birthdays',
    tag: 'dashboard',
    summary: 'Los cumpleaños de los próximos 30 días, enteros, por páginas (R15)',
    description:
      "The dashboard's birthdays of the next 30 days whole, a page at a time, fewest days to go first (R15).",
    access: 'staff',
    status: 200,
    query,
    response: birthdayPageSchema,
    errors: [400],
    example: {
      response: {
        items: [
          {
            id: EXAMPLE_MEMBER_ID,
            name: 'Ana Pérez',
            phone: '3001234567',
            birthday: '1990-03-04',
            nextBirthday: '2026-03-04',
            daysToGo: 2,
          },
        ],
        total: 1,
        page: 1,
        pageSize: 20,
      },
    },
  }),
  listAbsent: defineOperation({
    operationId: 'listAbsent',
    method: 'get',
    path: '/api/dashboard/absent',
    tag: 'dashboard',
    summary: "'Sin venir hace 14 días o más', entera, por páginas (R28)",
    description:
      "The dashboard's active members who have not come for 14 days or more, whole, a page at a time, longest absent first (R28).",
    access: 'staff',
    status: 200,
    query,
    response: absentPageSchema,
    errors: [400],
    example: {
      response: {
        items: [
          {
            id: EXAMPLE_MEMBER_ID,
            name: 'Ana Pérez',
            phone: '3001234567',
            plan: 'monthly',
            lastVisitOn: '2026-02-10',
            absentSince: '2026-02-10',
            importedOn: null,
            daysAbsent: 20,
          },
        ],
        total: 1,
        page: 1,
        pageSize: 20,
      },
    },
  }),
} as const;

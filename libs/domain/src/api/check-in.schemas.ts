// The HTTP shapes of the check-in desk and the visits (issue 20, R28) as zod schemas: the backend
// documents and answers them, the frontend reads them; each type is its schema's output.
//   GET  /api/check-in?q=            → CheckInSearchResult (cédula, name or phone, accents ignored)
//   POST /api/members/:id/visits {}  → 201 RecordVisitResponse; 422 'VISIT.ALREADY_RECORDED_TODAY',
//                                      or a Tiquetera's attendance refusals (R7)
import { z } from 'zod';
import { MEMBERSHIP_STATUSES } from '../members/member.read.js';
import { TICKET_BOOK_CONDITIONS } from '../members/member.visits.js';
import { PLAN_CODES } from '../rules/plans.js';

const date = z.string().describe('YYYY-MM-DD');
const instant = z.string().describe('ISO-8601');
const plan = z.enum(PLAN_CODES);

export const checkInPaths = {
  search: '/api/check-in',
  memberVisits: (id: string) => `/api/members/${encodeURIComponent(id)}/visits`,
} as const;

export const CHECK_IN_SEARCH_MAX_LENGTH = 100;
/** Matches the desk shows at most; `total` says how many there are. */
export const CHECK_IN_MATCH_LIMIT = 6;

/** `?q=`: what was typed or scanned (absent: nothing found). */
export const checkInSearchQuerySchema = z.object({
  q: z
    .string({ error: 'REQUEST.INVALID' })
    .max(CHECK_IN_SEARCH_MAX_LENGTH, { error: 'REQUEST.TEXT_TOO_LONG' })
    .default(''),
});

/** One member as the desk's card shows it, with the verdict: let in, or to the desk. */
export const checkInMatchSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  cedula: z.string().nullable(),
  phone: z.string(),
  plan,
  /** The profile's badge (spec §4). */
  status: z.enum(MEMBERSHIP_STATUSES),
  /** R27's second badge of a Tiquetera: 'Agotada' or 'Vencida'. */
  ticketBook: z.enum(TICKET_BOOK_CONDITIONS).nullable(),
  letIn: z.boolean(),
  expiresOn: date.nullable(),
  debt: z.int(),
  /** Days left on a Tiquetera (R6); null for other plans. */
  remainingTicketDays: z.int().nullable(),
  /** When they came in today; null when not yet. */
  visitedTodayAt: instant.nullable(),
  birthdayToday: z.boolean(),
});

export const checkInSearchResultSchema = z.object({
  /** An exact cédula alone, else name, phone or cédula containing the text, by name. */
  items: z.array(checkInMatchSchema),
  total: z.int(),
  /** The gym-local day the verdicts are for (R1). */
  today: date,
});

export const VISIT_KINDS = ['attendance', 'visit'] as const;

export const recordVisitResponseSchema = z.object({
  position: z.int(),
  visitId: z.uuid(),
  /** 'attendance': a Tiquetera's day used (R5–R7); 'visit': another plan's, nothing used. */
  kind: z.enum(VISIT_KINDS),
  visitedAt: instant,
  /** Days left on the Tiquetera after it (R19); null for other plans. */
  remainingDays: z.int().nullable(),
});

/** An entry of the dashboard's 'Sin venir hace 14 días o más'. */
export const absentEntrySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  phone: z.string(),
  plan,
  /** null: never came since the entry date. */
  lastVisitOn: date.nullable(),
  /** The last visit, or the entry date. */
  absentSince: date,
  daysAbsent: z.int(),
});

/** One day of the dashboard's chart of visits (every plan's). */
export const dailyVisitsSchema = z.object({ date, visits: z.int() });

export type CheckInSearchQuery = z.output<typeof checkInSearchQuerySchema>;
export type CheckInMatch = z.output<typeof checkInMatchSchema>;
export type CheckInSearchResult = z.output<typeof checkInSearchResultSchema>;
export type VisitKind = (typeof VISIT_KINDS)[number];
export type RecordVisitResponse = z.output<typeof recordVisitResponseSchema>;
export type AbsentEntry = z.output<typeof absentEntrySchema>;
export type DailyVisits = z.output<typeof dailyVisitsSchema>;

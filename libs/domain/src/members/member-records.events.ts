// A member's records (member-records.operations.ts: attendance, visits, the ticket book, measures),
// each declared once: the schema of its data, which the event store's decoder checks it against, and
// the line an auditor reads for it in 'Historial'.
import { z } from 'zod';
import { message, type MessageKey } from '../messages.js';
import { formatDate } from '../rules/dates.js';
import { GENDERS, TICKET_BOOK_DAYS } from '../rules/plans.js';
import { imported, nullableText, plan } from './member-event-fields.js';
import { memberEvent, planLabel, type MemberEventEntries, type MemberEventIn } from './member-event-lines.js';

export const MEMBER_RECORD_EVENTS = {
  AttendanceMarked: memberEvent(
    z.object({
      memberId: z.string(),
      attendanceId: z.string(),
      /** The gym-local day of the attendance (R1). */
      attendedOn: z.string(),
      /** The instant it was marked, ISO-8601. */
      attendedAt: z.string(),
      ticketDaysUsed: z.number(),
      expiresOn: nullableText,
      imported,
    }),
    (data) =>
      data.imported
        ? message('AUDIT.ATTENDANCE_IMPORTED', { fecha: formatDate(data.attendedOn) })
        : message('AUDIT.ATTENDANCE_MARKED', { usados: data.ticketDaysUsed, total: TICKET_BOOK_DAYS }),
  ),
  /**
   * R28: a member of Quincena or Mensualidad came in. It uses nothing; a Tiquetera's visit is its
   * `AttendanceMarked` instead (R5–R7).
   */
  VisitRecorded: memberEvent(
    z.object({
      memberId: z.string(),
      visitId: z.string(),
      /** The gym-local day of the visit (R1). */
      visitedOn: z.string(),
      /** The instant it was recorded, ISO-8601. */
      visitedAt: z.string(),
      /** The member's plan that day. */
      plan,
    }),
    (data, plans) => message('AUDIT.VISIT_RECORDED', { plan: planLabel(data.plan, plans) }),
  ),
  TicketBookReset: memberEvent(
    z.object({
      memberId: z.string(),
      previousTicketDaysUsed: z.number(),
      ticketDaysUsed: z.literal(0),
      expiresOn: z.null(),
      /** R45: why; resets recorded before R45 have none. */
      reason: z.string().optional(),
    }),
    (data) =>
      data.reason === undefined
        ? message('AUDIT.TICKET_BOOK_RESET', { antes: data.previousTicketDaysUsed })
        : message('AUDIT.TICKET_BOOK_RESET_WITH_REASON', { antes: data.previousTicketDaysUsed, motivo: data.reason }),
  ),
  BodyCompositionRecorded: memberEvent(
    z.object({
      memberId: z.string(),
      recordId: z.string(),
      measuredOn: z.string(),
      gender: z.enum(GENDERS),
      /** Measure name → centimetres (R13). */
      measures: z.record(z.string(), z.number()),
      imported,
    }),
    (data) =>
      message(data.imported ? 'AUDIT.BODY_COMPOSITION_IMPORTED' : 'AUDIT.BODY_COMPOSITION_RECORDED', {
        fecha: formatDate(data.measuredOn),
        medidas: describeMeasures(data.measures),
      }),
  ),
} satisfies MemberEventEntries;

type MemberRecordEvent<K extends keyof typeof MEMBER_RECORD_EVENTS> = MemberEventIn<typeof MEMBER_RECORD_EVENTS, K>;
export type AttendanceMarked = MemberRecordEvent<'AttendanceMarked'>;
export type VisitRecorded = MemberRecordEvent<'VisitRecorded'>;
export type TicketBookReset = MemberRecordEvent<'TicketBookReset'>;
export type BodyCompositionRecorded = MemberRecordEvent<'BodyCompositionRecorded'>;

function describeMeasures(measures: Readonly<Record<string, number>>): string {
  return Object.entries(measures)
    .map(([key, value]) => `${message(`MEASURE.${key}` as MessageKey).toLowerCase()} ${value} cm`)
    .join(', ');
}

// A `LegacyMember` as the events of its new stream: `MemberImported` with its last known state, then
// its payments, measures and attendances in date order, marked `imported`. Every id derives from
// the original document ids, so importing the same export twice derives the same stream and events.
import { SYSTEM_STAFF_ID, type EventMetadata, type MemberEvent, type MemberImported } from '@gym/domain';
import type { EventToAppend } from '../../shared/event-store/event-store.port.js';
import { idempotentEventId } from '../../shared/commands/idempotency.js';
import { zonedInstant } from './firestore-values.js';
import type { LegacyMember } from './legacy-member.js';

/** A UUID derived from a source path ('users/u1', 'attendances/a7' …): one per kind of thing. */
export function importedId(kind: 'member' | 'record' | 'event', source: string): string {
  return idempotentEventId(`import:firestore:${kind}`, source, 0);
}

export const importedMemberId = (documentId: string): string => importedId('member', `users/${documentId}`);

interface Dated {
  readonly source: string;
  readonly occurredAt: string;
  readonly event: MemberEvent;
}

export function legacyMemberEvents(member: LegacyMember, timeZone: string): EventToAppend[] {
  const memberId = importedMemberId(member.documentId);
  const history = historyOf(member, memberId).sort((a, b) =>
    a.occurredAt < b.occurredAt ? -1 : a.occurredAt > b.occurredAt ? 1 : 0,
  );
  // The import comes first in the stream, so it is dated no later than the oldest fact it carries.
  const joined = zonedInstant(member.joinedOn, '12:00', timeZone);
  const first = history.at(0)?.occurredAt;
  const importedAt = first !== undefined && first < joined ? first : joined;
  const source = `users/${member.documentId}`;
  const imported: Dated = { source, occurredAt: importedAt, event: memberImported(member, memberId) };
  const correlationId = `import:firestore:${member.documentId}`;
  return [imported, ...history].map(({ source: from, occurredAt, event }) => {
    const metadata: EventMetadata = { staffId: SYSTEM_STAFF_ID, occurredAt, correlationId };
    return {
      id: importedId('event', from),
      type: event.type,
      data: event.data,
      metadata: { ...metadata },
    };
  });
}

function memberImported(member: LegacyMember, memberId: string): MemberImported {
  const { details, plan, planTerms, planPrice, joinedOn, expiresOn, amountPaid, debt, ticketDaysUsed } = member;
  const days = member.attendances.map((attendance) => attendance.attendedOn).sort();
  const lastAttendanceOn = days.at(-1) ?? null;
  const source = { system: 'firestore', documentId: member.documentId } as const;
  return {
    type: 'MemberImported',
    data: {
      ...details,
      memberId,
      plan,
      // R38: the terms of the gym's plan the cell named, as they are on the day of the import.
      planTerms,
      planPrice,
      joinedOn,
      expiresOn,
      amountPaid,
      debt,
      ticketDaysUsed,
      lastAttendanceOn,
      source,
    },
  };
}

/** Each fact repeats the imported balances and ticket days, so the fold ends in the imported state. */
function historyOf(member: LegacyMember, memberId: string): Dated[] {
  const { amountPaid, debt, ticketDaysUsed, expiresOn } = member;
  const payments = member.payments.map(({ source, occurredAt, paymentType, amount, paidOn, plan }): Dated => ({
    source,
    occurredAt,
    event: {
      type: 'PaymentRecorded',
      data: {
        memberId,
        paymentId: importedId('record', source),
        paymentType,
        amount,
        paidOn,
        plan,
        amountPaid,
        debt,
        // The original product never said how it was paid.
        method: 'unspecified',
        imported: true,
      },
    },
  }));
  const measurements = member.measurements.map(({ source, occurredAt, measuredOn, gender, measures }): Dated => ({
    source,
    occurredAt,
    event: {
      type: 'BodyCompositionRecorded',
      data: { memberId, recordId: importedId('record', source), measuredOn, gender, measures, imported: true },
    },
  }));
  const attendances = member.attendances.map(({ source, attendedOn, attendedAt }): Dated => ({
    source,
    occurredAt: attendedAt,
    event: {
      type: 'AttendanceMarked',
      data: {
        memberId,
        attendanceId: importedId('record', source),
        attendedOn,
        attendedAt,
        ticketDaysUsed,
        expiresOn,
        imported: true,
      },
    },
  }));
  return [...payments, ...measurements, ...attendances];
}

// Which member events move money on which day (R29, R32): each payment, renewal and void becomes an
// entry of its day's cash book, appended with it. The spreadsheet import's payments and the
// initial payment of a registration (dated the entry date) are payments like any other.
import type { MemberEvent } from '../members/member.events.js';
import type { RecordCashDayEntry } from './cash-day.commands.js';

export type CashDayEntryRequest = RecordCashDayEntry['data'];

function entryOf(event: MemberEvent): CashDayEntryRequest | null {
  switch (event.type) {
    case 'PaymentRecorded': {
      const { paidOn: day, memberId, paymentId, amount, method } = event.data;
      return { day, kind: 'payment', memberId, paymentId, amount, method };
    }
    case 'MembershipRenewed': {
      const { renewedOn: day, memberId, paymentId, amount, method } = event.data;
      return { day, kind: 'payment', memberId, paymentId, amount, method };
    }
    case 'PaymentVoided': {
      // R29: money goes back out on the day of the void, never on the day it was taken.
      const { voidedOn: day, memberId, paymentId, amount, method } = event.data;
      return { day, kind: 'void', memberId, paymentId, amount, method };
    }
    case 'MemberRegistered':
    case 'MemberImported':
    case 'MemberDetailsChanged':
    case 'MemberPlanChanged':
    case 'AmountPaidCorrected':
    case 'MembershipFrozen':
    case 'MembershipUnfrozen':
    case 'AttendanceMarked':
    case 'VisitRecorded':
    case 'TicketBookReset':
    case 'BodyCompositionRecorded':
    case 'MemberDeleted':
      return null;
    default: {
      const unknown: never = event;
      throw new Error(`Unknown member event ${JSON.stringify(unknown)}`);
    }
  }
}

/** The cash-book entries a member decision makes, in its events' order. */
export function cashDayEntriesOf(events: readonly MemberEvent[]): CashDayEntryRequest[] {
  return events.map(entryOf).filter((entry): entry is CashDayEntryRequest => entry !== null);
}

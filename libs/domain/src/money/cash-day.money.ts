// Which member events move money on which day (R29, R32): each payment, renewal and void becomes an
// entry of its day's cash book, appended with it. The initial payment of a registration (dated the
// entry date) is a payment like any other; a saldo migrado (R43) and its void move no cash: no entry.
import type { MemberEvent } from '../members/member.events.js';
import type { RecordCashDayEntry } from './cash-day.record-entry.js';

export type CashDayEntryRequest = RecordCashDayEntry['data'];

/** Every member event that carries an `amount` of money: the compiler makes each one have an entry below. */
type MoneyEvent = Extract<MemberEvent, { readonly data: { readonly amount: number } }>;

const ENTRY_OF: {
  readonly [T in MoneyEvent['type']]: (data: Extract<MoneyEvent, { type: T }>['data']) => CashDayEntryRequest | null;
} = {
  PaymentRecorded: ({ paidOn: day, memberId, paymentId, amount, method, paymentType }) =>
    paymentType === 'opening_balance' ? null : { day, kind: 'payment', memberId, paymentId, amount, method },
  MembershipRenewed: ({ renewedOn: day, memberId, paymentId, amount, method }) => ({
    day,
    kind: 'payment',
    memberId,
    paymentId,
    amount,
    method,
  }),
  // R29: money goes back out on the day of the void, never on the day it was taken.
  PaymentVoided: ({ voidedOn: day, memberId, paymentId, amount, method, openingBalance }) =>
    openingBalance ? null : { day, kind: 'void', memberId, paymentId, amount, method },
  // R43: an old import's payment turned into a saldo migrado moves no cash now: its day's entry stays as it was.
  PaymentMadeOpeningBalance: () => null,
};

function isMoneyEvent(event: MemberEvent): event is MoneyEvent {
  return Object.hasOwn(ENTRY_OF, event.type);
}

function entryOf(event: MoneyEvent): CashDayEntryRequest | null {
  // The union of the three calls: each entry function takes its own event's data.
  const entry = ENTRY_OF[event.type] as (data: MoneyEvent['data']) => CashDayEntryRequest | null;
  return entry(event.data);
}

/** The cash-book entries a member decision makes, in its events' order. */
export function cashDayEntriesOf(events: readonly MemberEvent[]): CashDayEntryRequest[] {
  return events.filter(isMoneyEvent).flatMap((event) => entryOf(event) ?? []);
}

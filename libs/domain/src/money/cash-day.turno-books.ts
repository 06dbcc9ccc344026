// R41 + R42: how a turno's money adds up. The read model holds the day's payments and voids; the day's
// cash book says which turno each went into (its entry); a movement with no entry (money recorded
// before cash days existed) is in the day's first turno. A turno's expected cash is its base, plus
// the cash taken, less the cash voided or refunded, less the cash withdrawn.
import { instantMillis } from '../rules/dates.js';
import { PAYMENT_METHODS, type RecordedPaymentMethod } from '../rules/payment-methods.js';
import type { RefusalCode } from '../refusals.js';
import {
  entryKey,
  turnoIdOf,
  type CashDayTotals,
  type CashMethodTotal,
  type CashStaffTotal,
} from './cash-day.events.js';
import type { CashDayEntry } from './cash-day.state.js';
import { cashDayLinesOf, cashDayTotals, type BookPayment, type BookVoid } from './cash-day.totals.js';

/** R41: the most a base or a counted cash may be. */
export const TURNO_MAX_CASH = 100_000_000;

/** The day's payments (by their date) and voids (by the day made), as the read model holds them. */
export interface DayBooksRead {
  readonly payments: readonly BookPayment[];
  readonly voids: readonly BookVoid[];
}

type EntryOfTurno = Pick<CashDayEntry, 'kind' | 'paymentId' | 'turnoId'>;

/** The entry keys (`payment:<id>`, `void:<id>`) the books hold. */
export function bookEntryKeys(books: DayBooksRead): string[] {
  return [
    ...books.payments.map((payment) => entryKey({ kind: 'payment', paymentId: payment.id })),
    ...books.voids.map((voided) => entryKey({ kind: 'void', paymentId: voided.id })),
  ];
}

/** The part of the day's books that went into `turnoId`. */
export function turnoBooks(
  day: string,
  entries: readonly EntryOfTurno[],
  turnoId: string,
  books: DayBooksRead,
): DayBooksRead {
  const turnoOf = new Map(entries.map((entry) => [entryKey(entry), entry.turnoId]));
  const first = turnoIdOf(day, 1);
  const inTurno = (kind: 'payment' | 'void', paymentId: string) =>
    (turnoOf.get(entryKey({ kind, paymentId })) ?? first) === turnoId;
  return {
    payments: books.payments.filter((payment) => inTurno('payment', payment.id)),
    voids: books.voids.filter((voided) => inTurno('void', voided.id)),
  };
}

/** R42 within a turno: a void of the turno's own payment nets against its taker; any other is a refund. */
export function turnoTotals(books: DayBooksRead): CashDayTotals {
  return cashDayTotals(cashDayLinesOf(books.payments, books.voids));
}

/** R41: base + cash in − cash voided or refunded − withdrawals. */
export function turnoExpectedCash(base: number, totals: CashDayTotals, withdrawals: number): number {
  return base + totals.expectedCash - withdrawals;
}

/**
 * R32 + R41: the day's expected cash as its closing records it, while the day is still open: each
 * turno's cash taken less what was voided, refunded or withdrawn, the bases apart (they were in the
 * drawer before the day's money).
 */
export function dayExpectedCash(
  turnos: readonly { readonly totals: CashDayTotals; readonly withdrawals: number }[],
): number {
  return turnos.reduce((sum, turno) => sum + turnoExpectedCash(0, turno.totals, turno.withdrawals), 0);
}

/** R32 + R41: the day's sheet sums its turnos: by method in the usual order, staff in order of appearance. */
export function sumTotals(all: readonly CashDayTotals[]): CashDayTotals {
  if (all.length === 0) return cashDayTotals([]);
  const methods: RecordedPaymentMethod[] = [
    ...PAYMENT_METHODS,
    ...(all.some((totals) => totals.byMethod.some((line) => line.method === 'unspecified'))
      ? (['unspecified'] as const)
      : []),
  ];
  const byMethod = methods.map((method): CashMethodTotal => {
    const lines = all.flatMap((totals) => totals.byMethod.filter((line) => line.method === method));
    return { method, count: add(lines, (l) => l.count), total: add(lines, (l) => l.total) };
  });
  const staffIds = [...new Set(all.flatMap((totals) => totals.byStaff.map((line) => line.staffId)))];
  const byStaff = staffIds.map((staffId): CashStaffTotal => {
    const lines = all.flatMap((totals) => totals.byStaff.filter((line) => line.staffId === staffId));
    return {
      staffId,
      count: add(lines, (l) => l.count),
      total: add(lines, (l) => l.total),
      refunds: add(lines, (l) => l.refunds ?? 0),
    };
  });
  return {
    total: add(all, (t) => t.total),
    paymentsCount: add(all, (t) => t.paymentsCount),
    voidsCount: add(all, (t) => t.voidsCount),
    expectedCash: add(all, (t) => t.expectedCash),
    byMethod,
    byStaff,
  };
}

function add<T>(items: readonly T[], of: (item: T) => number): number {
  return items.reduce((total, item) => total + of(item), 0);
}

/** What is wrong with a base or a counted cash (R41): whole pesos, 0 to 100.000.000; or null. */
export function turnoCashProblem(value: unknown, invalid: RefusalCode): RefusalCode | null {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) return invalid;
  return value > TURNO_MAX_CASH ? 'TURNO.AMOUNT_TOO_LARGE' : null;
}

/**
 * How long an entry may wait for its member event before a closing counts it as abandoned. Only
 * EventStoreDB writes the two apart (the entry first); on SQLite they are one transaction.
 */
export const ENTRY_LEASE_MS = 30_000;

/** Entries the books do not hold yet and that are still within their lease. */
export function pendingEntries(
  entries: readonly Pick<CashDayEntry, 'kind' | 'paymentId' | 'enteredAt'>[],
  inBooks: readonly string[],
  now: string,
): readonly Pick<CashDayEntry, 'kind' | 'paymentId' | 'enteredAt'>[] {
  const held = new Set(inBooks);
  const cutoff = instantMillis(now) - ENTRY_LEASE_MS;
  return entries.filter((entry) => !held.has(entryKey(entry)) && instantMillis(entry.enteredAt) > cutoff);
}

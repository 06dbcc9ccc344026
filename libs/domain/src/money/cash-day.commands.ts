// What is asked of a day's cash book: an entry for money dated on it, its closing, its reopening.
import type { CashDayEntryAdded, CashDayTotals } from './cash-day.events.js';

/** Money dated on `day` (a payment, a renewal or a void): refused once the day is closed. */
export interface RecordCashDayEntry {
  readonly type: 'RecordCashDayEntry';
  readonly data: Omit<CashDayEntryAdded['data'], 'enteredAt'>;
}

/**
 * R32: close `day` with the cash counted. `books` is the day's money as the read model held it at
 * the log position the command saw (after waiting for it): its totals, and the entries it holds
 * (`entryKey`), so an entry whose money is not there yet holds the closing back.
 */
export interface CloseCashDay {
  readonly type: 'CloseCashDay';
  readonly data: {
    readonly day: string;
    readonly countedCash: number;
    readonly books: { readonly totals: CashDayTotals; readonly entries: readonly string[] };
  };
}

export interface ReopenCashDay {
  readonly type: 'ReopenCashDay';
  readonly data: { readonly day: string; readonly reason: string };
}

export type CashDayCommand = RecordCashDayEntry | CloseCashDay | ReopenCashDay;

/** How the read model and the entries name one movement: `payment:<id>` or `void:<id>`. */
export function entryKey(entry: Pick<CashDayEntryAdded['data'], 'kind' | 'paymentId'>): string {
  return `${entry.kind}:${entry.paymentId}`;
}

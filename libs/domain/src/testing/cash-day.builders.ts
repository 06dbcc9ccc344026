// Short builders of a day's cash-book events and commands (R32), so its specifications read like the rule.
import type { CloseCashDay } from '../money/cash-day.close.js';
import type { RecordCashDayEntry } from '../money/cash-day.record-entry.js';
import type { ReopenCashDay } from '../money/cash-day.reopen.js';
import type { CashDayClosed, CashDayEntryAdded, CashDayReopened, CashDayTotals } from '../money/cash-day.events.js';
import { cashDayTotals } from '../money/cash-day.totals.js';

export const DAY = '2026-03-02';

export const recordEntry = (overrides: Partial<RecordCashDayEntry['data']> = {}): RecordCashDayEntry => ({
  type: 'RecordCashDayEntry',
  data: {
    day: DAY,
    kind: 'payment',
    memberId: 'member-1',
    paymentId: 'payment-1',
    amount: 80_000,
    method: 'cash',
    ...overrides,
  },
});

export function entryAdded(overrides: Partial<CashDayEntryAdded['data']> = {}): CashDayEntryAdded {
  return {
    type: 'CashDayEntryAdded',
    data: { ...recordEntry().data, enteredAt: '2026-03-02T15:00:00.000Z', ...overrides },
  };
}

/** 80.000 in cash and 50.000 by Nequi, taken by the receptionist. */
export const dayTotals = (): CashDayTotals =>
  cashDayTotals([
    { kind: 'payment', amount: 80_000, method: 'cash', staffId: 'staff-reception' },
    { kind: 'payment', amount: 50_000, method: 'nequi', staffId: 'staff-reception' },
  ]);

export const closeDay = (countedCash: number, entries: readonly string[] = ['payment:payment-1']): CloseCashDay => ({
  type: 'CloseCashDay',
  data: { day: DAY, countedCash, books: { totals: dayTotals(), entries } },
});

export function dayClosed(countedCash = 80_000): CashDayClosed {
  const totals = dayTotals();
  return {
    type: 'CashDayClosed',
    data: {
      day: DAY,
      countedCash,
      expectedCash: totals.expectedCash,
      difference: countedCash - totals.expectedCash,
      totals,
    },
  };
}

export const reopenDay = (reason = 'Faltó registrar un pago'): ReopenCashDay => ({
  type: 'ReopenCashDay',
  data: { day: DAY, reason },
});

export const dayReopened = (reason = 'Faltó registrar un pago'): CashDayReopened => ({
  type: 'CashDayReopened',
  data: { day: DAY, reason },
});

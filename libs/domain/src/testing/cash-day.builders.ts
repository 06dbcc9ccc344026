// Short builders of a day's cash-book events and commands (R32), so its specifications read like the rule.
import type { CloseCashDay } from '../money/cash-day.close.js';
import type { RecordCashDayEntry } from '../money/cash-day.record-entry.js';
import type { ReopenCashDay } from '../money/cash-day.reopen.js';
import type { CloseTurno } from '../money/cash-day.close-turno.js';
import type {
  CashDayClosed,
  CashDayEntryAdded,
  CashDayReopened,
  CashDayTotals,
  CashWithdrawn,
  TurnoClosed,
  TurnoOpened,
} from '../money/cash-day.events.js';
import type { OpenTurno } from '../money/cash-day.open-turno.js';
import { cashDayTotals } from '../money/cash-day.totals.js';
import type { DayBooksRead } from '../money/cash-day.turno-books.js';
import type { WithdrawCash } from '../money/cash-day.withdraw.js';

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

/** An entry; without `turnoId`, as stored before turnos (the day's implicit first turno). */
export function entryAdded(overrides: Partial<CashDayEntryAdded['data']> = {}): CashDayEntryAdded {
  return {
    type: 'CashDayEntryAdded',
    data: { ...recordEntry().data, enteredAt: '2026-03-02T15:00:00.000Z', ...overrides },
  };
}

/** The day's payments and voids as the read model holds them: 80.000 in cash and 50.000 by Nequi. */
export const dayBooks = (): DayBooksRead => ({
  payments: [
    { id: 'payment-1', amount: 80_000, method: 'cash', staffId: 'staff-reception' },
    { id: 'payment-nequi', amount: 50_000, method: 'nequi', staffId: 'staff-reception' },
  ],
  voids: [],
});

export const noBooks: DayBooksRead = { payments: [], voids: [] };

export const TURNO_1 = `${DAY}-1`;
export const TURNO_2 = `${DAY}-2`;

export function turnoOpened(overrides: Partial<TurnoOpened['data']> = {}): TurnoOpened {
  return {
    type: 'TurnoOpened',
    data: {
      day: DAY,
      turnoId: TURNO_1,
      base: 50_000,
      openedBy: 'staff-reception',
      openedAt: '2026-03-02T13:00:00.000Z',
      automatic: false,
      ...overrides,
    },
  };
}

export const openTurnoCommand = (base: number, day = DAY): OpenTurno => ({ type: 'OpenTurno', data: { day, base } });

export const withdraw = (amount: number, books: DayBooksRead, reason = 'Pago al proveedor de agua'): WithdrawCash => ({
  type: 'WithdrawCash',
  data: { day: DAY, amount, reason, books },
});

export function cashWithdrawn(amount: number, turnoId = TURNO_1): CashWithdrawn {
  return {
    type: 'CashWithdrawn',
    data: { day: DAY, turnoId, amount, reason: 'Pago al proveedor de agua', by: 'staff-reception' },
  };
}

export const closeTurnoCommand = (countedCash: number, books: DayBooksRead, turnoId = TURNO_1): CloseTurno => ({
  type: 'CloseTurno',
  data: { day: DAY, turnoId, countedCash, books },
});

export function turnoClosed(overrides: Partial<TurnoClosed['data']> = {}): TurnoClosed {
  const totals = cashDayTotals([]);
  return {
    type: 'TurnoClosed',
    data: {
      day: DAY,
      turnoId: TURNO_1,
      base: 0,
      withdrawals: 0,
      countedCash: 0,
      expectedCash: 0,
      difference: 0,
      totals,
      closedBy: 'staff-reception',
      ...overrides,
    },
  };
}

/** 80.000 in cash and 50.000 by Nequi, taken by the receptionist. */
export const dayTotals = (): CashDayTotals =>
  cashDayTotals([
    { kind: 'payment', amount: 80_000, method: 'cash', staffId: 'staff-reception' },
    { kind: 'payment', amount: 50_000, method: 'nequi', staffId: 'staff-reception' },
  ]);

export const closeDay = (countedCash: number, books: DayBooksRead = dayBooks()): CloseCashDay => ({
  type: 'CloseCashDay',
  data: { day: DAY, countedCash, books },
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

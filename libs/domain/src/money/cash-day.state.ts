// A day's cash book as its own events leave it, and `evolveCashDay`, the fold that gets it there.
import type { CashDayEntryAdded, CashDayEvent } from './cash-day.events.js';

export type CashDayEntry = Pick<CashDayEntryAdded['data'], 'kind' | 'paymentId' | 'enteredAt'>;

export interface CashDayState {
  readonly status: 'open' | 'closed';
  /** Every movement dated on the day since cash days existed, in the order recorded. */
  readonly entries: readonly CashDayEntry[];
  /** How many times it was closed (a reopened day may be closed again). */
  readonly closings: number;
}

export const initialCashDayState: CashDayState = { status: 'open', entries: [], closings: 0 };

export function evolveCashDay(state: CashDayState, event: CashDayEvent): CashDayState {
  switch (event.type) {
    case 'CashDayEntryAdded': {
      const { kind, paymentId, enteredAt } = event.data;
      return { ...state, entries: [...state.entries, { kind, paymentId, enteredAt }] };
    }
    case 'CashDayClosed':
      return { ...state, status: 'closed', closings: state.closings + 1 };
    case 'CashDayReopened':
      return { ...state, status: 'open' };
    default: {
      const unknown: never = event;
      throw new Error(`Unknown cash day event ${JSON.stringify(unknown)}`);
    }
  }
}

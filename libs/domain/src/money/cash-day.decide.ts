// `decideCashDay`: what a command on a day's cash book yields (R29, R32, R41), as events or a rejection.
// Each command, with the HTTP body it is built from and its rule, lives in its own file
// (cash-day.close.ts, …); this one says which rule decides which command.
import type { Decision, DecisionContext } from '../decision.js';
import { closeCashDay, type CloseCashDay } from './cash-day.close.js';
import { closeTurno, type CloseTurno } from './cash-day.close-turno.js';
import { openTurno, type OpenTurno } from './cash-day.open-turno.js';
import { withdrawCash, type WithdrawCash } from './cash-day.withdraw.js';
import type { CashDayEvent } from './cash-day.events.js';
import { recordCashDayEntry, type RecordCashDayEntry } from './cash-day.record-entry.js';
import { reopenCashDay, type ReopenCashDay } from './cash-day.reopen.js';
import type { CashDayState } from './cash-day.state.js';

export type CashDayCommand = RecordCashDayEntry | CloseCashDay | ReopenCashDay | OpenTurno | WithdrawCash | CloseTurno;

export type CashDayDecision = Decision<CashDayEvent>;

export function decideCashDay(command: CashDayCommand, state: CashDayState, context: DecisionContext): CashDayDecision {
  switch (command.type) {
    case 'RecordCashDayEntry':
      return recordCashDayEntry(command, state, context);
    case 'CloseCashDay':
      return closeCashDay(command, state, context);
    case 'ReopenCashDay':
      return reopenCashDay(command, state, context);
    case 'OpenTurno':
      return openTurno(command, state, context);
    case 'WithdrawCash':
      return withdrawCash(command, state, context);
    case 'CloseTurno':
      return closeTurno(command, state, context);
    default: {
      const unknown: never = command;
      throw new Error(`Unknown cash day command ${JSON.stringify(unknown)}`);
    }
  }
}

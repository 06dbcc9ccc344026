// What the rest of the backend may use of the cash days (R32): the ledger the member commands append
// their money with, and the days' read documents the cierre shows.
export { CashDayLedger } from './cash-day-ledger.js';
export { CashDaysModule } from './cash-days.module.js';
export {
  CASH_DAYS,
  cashDaysProjection,
  type CashDayDocument,
  type CashDayHistoryRecord,
} from './cash-days.projection.js';

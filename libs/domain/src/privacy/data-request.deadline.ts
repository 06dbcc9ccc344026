// R49's deadlines: a consulta is due 10 business days after it is received, a reclamo 15 (counted
// from the day after, Saturdays, Sundays and national holidays left out); the screen warns when 2
// business days are left, and a request not answered by its day is overdue.
import { addBusinessDays, businessDaysBetween } from '../rules/business-days.js';
import type { DataRequestKind } from './data-request.events.js';

export const DATA_REQUEST_BUSINESS_DAYS: { readonly [K in DataRequestKind]: number } = { consulta: 10, reclamo: 15 };

/** R49: the screen warns from this many business days left. */
export const DATA_REQUEST_WARNING_DAYS = 2;

/** The texts a request and its answer may have (trimmed). */
export const DATA_REQUEST_TEXT_LENGTH = { min: 5, max: 2000 } as const;

/** The day a request received on `receivedOn` is due (R49). */
export function dataRequestDueOn(kind: DataRequestKind, receivedOn: string): string {
  return addBusinessDays(receivedOn, DATA_REQUEST_BUSINESS_DAYS[kind]);
}

/** Where an open request stands today: in time, warned (≤ 2 business days left), or overdue. */
export type DataRequestUrgency = 'on_time' | 'warning' | 'overdue';

export interface DataRequestDeadline {
  readonly urgency: DataRequestUrgency;
  /** Business days from today to the due day (0 on the day itself; negative once overdue). */
  readonly businessDaysLeft: number;
}

export function dataRequestDeadline(dueOn: string, today: string): DataRequestDeadline {
  const businessDaysLeft = businessDaysBetween(today, dueOn);
  if (today > dueOn) return { urgency: 'overdue', businessDaysLeft };
  return { urgency: businessDaysLeft <= DATA_REQUEST_WARNING_DAYS ? 'warning' : 'on_time', businessDaysLeft };
}

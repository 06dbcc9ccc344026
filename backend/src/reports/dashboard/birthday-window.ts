// R15's window (today … today + 30 days, across the year's end) as ranges of 'MM-DD' birthdays, in
// the order of days to go, so the dashboard finds them with an indexed range instead of reading all.
import { addDays, BIRTHDAY_ALERT_DAYS, daysInMonth } from '@gym/domain';

export interface MonthDayRange {
  readonly from: string;
  readonly to: string;
}

/** 'MM-DD' ranges (inclusive) whose birthdays fall within the window, soonest first. */
export function birthdayRanges(today: string, windowDays: number = BIRTHDAY_ALERT_DAYS): MonthDayRange[] {
  const end = addDays(today, windowDays);
  const from = today.slice(5);
  // A 29 February birthday counts as 28 February in other years (R15): a window ending on
  // 28 February of such a year takes it in.
  const lastYearDay = Number(end.slice(0, 4));
  const to = end.slice(5) === '02-28' && daysInMonth(lastYearDay, 2) === 28 ? '02-29' : end.slice(5);
  return from <= to
    ? [{ from, to }]
    : [
        { from, to: '12-31' },
        { from: '01-01', to },
      ];
}

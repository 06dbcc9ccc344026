// The simulated calendar: five years of gym days up to `until`, and instants inside a gym day.
import { addDays } from '@gym/domain';
import { at } from '../shared/at.js';

/** Bogotá has no daylight saving: local time is always UTC−5. */
const BOGOTA_OFFSET_HOURS = 5;

export class GymCalendar {
  /** Every day of the history, oldest first, as `YYYY-MM-DD`. */
  readonly days: readonly string[];

  constructor(
    readonly until: string,
    years: number,
  ) {
    const first = addDays(until, -Math.round(years * 365.25) + 1);
    const days: string[] = [];
    for (let day = first; day <= until; day = addDays(day, 1)) days.push(day);
    this.days = days;
  }

  /** The ISO instant of `day` at a local time given in minutes after midnight (Bogotá). */
  instant(day: string, minuteOfDay: number): string {
    const [year, month, date] = day.split('-').map(Number) as [number, number, number];
    const minutes = Math.min(Math.max(Math.round(minuteOfDay), 0), 24 * 60 - 1);
    const utc = Date.UTC(year, month - 1, date, BOGOTA_OFFSET_HOURS, minutes, ((minuteOfDay * 60) % 60) | 0);
    return new Date(utc).toISOString();
  }

  /** 0 = Sunday … 6 = Saturday. */
  weekday(day: string): number {
    const [year, month, date] = day.split('-').map(Number) as [number, number, number];
    return new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  }

  isMonthEnd(index: number): boolean {
    const next = this.days[index + 1];
    return next === undefined || next.slice(0, 7) !== at(this.days, index).slice(0, 7);
  }
}

// The dashboard's figures of visits (R28): the active members who stopped coming ('Sin venir hace
// 14 días o más', longest absent first) and the visits of each of the last 30 days, both indexed.
import { absenceCutoff, chartDays, daysAbsent, type AbsentEntry, type AlertList, type DailyVisits } from '@gym/domain';
import type { FindQuery, ReadQueries } from '../../shared/read-store/read-store.port.js';
import { ATTENDANCES, MEMBERS, type MemberListDocument } from '../../members/members.port.js';
import { DASHBOARD_STRETCH, type ListStretch } from './dashboard-lists.js';

/** Active (spec §4: `activeThrough` ≥ today) and absent since the cutoff or before, longest first. */
export function absentQuery(today: string, stretch = DASHBOARD_STRETCH): FindQuery {
  return {
    filter: { absentSince: { $lte: absenceCutoff(today) }, activeThrough: { $gte: today } },
    sort: ['absentSince', 'nameKey', 'id'].map((field) => ({ field, direction: 'asc' })),
    ...stretch,
  };
}

export async function absentMembers(
  store: ReadQueries,
  today: string,
  stretch?: ListStretch,
): Promise<AlertList<AbsentEntry>> {
  const found = await store.find<MemberListDocument>(MEMBERS, absentQuery(today, stretch));
  const items = found.items.map((doc): AbsentEntry => {
    const { id, name, phone, plan, lastVisitOn, absentSince, importedOn } = doc;
    return { id, name, phone, plan, lastVisitOn, absentSince, importedOn, daysAbsent: daysAbsent(doc, today) };
  });
  return { items, total: found.total };
}

/** Every plan's visits per gym-local day (R1), oldest first, days without any at 0. */
export async function visitsPerDay(store: ReadQueries, today: string): Promise<DailyVisits[]> {
  const days = chartDays(today);
  // The sum is not needed: `groupSum` counts each day's visits on the (attendedOn, sequence) index.
  const groups = await store.groupSum(ATTENDANCES, 'attendedOn', 'sequence', {
    attendedOn: { $gte: days[0], $lte: today },
  });
  const counts = new Map(groups.map(({ key, count }) => [key, count]));
  return days.map((date) => ({ date, visits: counts.get(date) ?? 0 }));
}

// The dashboard's lists of members: about to expire, expired (R14), with debt, and birthdays (R15).
// Each answers a stretch of its entries in order (the dashboard's first few, or a page of the list's
// own screen, issue 41) and how many there are in all.
import {
  aboutToExpireRange,
  birthdayRanges,
  DASHBOARD_LIST_SIZE,
  daysToExpiry,
  nextBirthday,
  type AlertEntry,
  type AlertList,
  type BirthdayEntry,
} from '@gym/domain';
import type { Filter, ReadQueries, SortKey } from '../../shared/read-store/read-store.port.js';
import { MEMBERS, type MemberListDocument } from '../../members/members.port.js';

/** Which stretch of a list: the dashboard's first few unless a page is asked for. */
export interface ListStretch {
  readonly skip: number;
  readonly limit: number;
}
export const DASHBOARD_STRETCH: ListStretch = { skip: 0, limit: DASHBOARD_LIST_SIZE };

export function pageStretch(page: number, pageSize: number): ListStretch {
  return { skip: (page - 1) * pageSize, limit: pageSize };
}

const ascending = (...fields: string[]): SortKey[] => fields.map((field) => ({ field, direction: 'asc' }));

function alertEntry(doc: MemberListDocument, today: string): AlertEntry {
  const { id, name, phone, plan, expiresOn, debt } = doc;
  return { id, name, phone, plan, expiresOn, debt, daysToExpiry: daysToExpiry(doc, today) };
}

async function alertList(
  store: ReadQueries,
  today: string,
  filter: Filter,
  sort: SortKey[],
  stretch: ListStretch,
): Promise<AlertList<AlertEntry>> {
  const found = await store.find<MemberListDocument>(MEMBERS, { filter, sort, ...stretch });
  return { items: found.items.map((doc) => alertEntry(doc, today)), total: found.total };
}

/** R31: not frozen today: no freeze, one already over, or one that starts later. */
export function notFrozenOn(today: string): Filter {
  return { $or: [{ frozenUntil: null }, { frozenUntil: { $lt: today } }, { frozenFrom: { $gt: today } }] };
}

/** R14: non-Tiquetera with 0 ≤ expiry − today ≤ 5 days, soonest first; R31: none frozen today. */
export function aboutToExpire(
  store: ReadQueries,
  today: string,
  stretch = DASHBOARD_STRETCH,
): Promise<AlertList<AlertEntry>> {
  const { from, to } = aboutToExpireRange(today);
  const filter = { alertExpiresOn: { $gte: from, $lte: to }, ...notFrozenOn(today) };
  return alertList(store, today, filter, ascending('alertExpiresOn', 'nameKey', 'id'), stretch);
}

/** R14: non-Tiquetera with expiry before today, by expiry (the longest expired first); R31: none frozen today. */
export function expired(
  store: ReadQueries,
  today: string,
  stretch = DASHBOARD_STRETCH,
): Promise<AlertList<AlertEntry>> {
  const filter = { alertExpiresOn: { $lt: today }, ...notFrozenOn(today) };
  return alertList(store, today, filter, ascending('alertExpiresOn', 'nameKey', 'id'), stretch);
}

/** Highest debt first, then by name. */
export function withDebt(
  store: ReadQueries,
  today: string,
  stretch = DASHBOARD_STRETCH,
): Promise<AlertList<AlertEntry>> {
  const sort: SortKey[] = [{ field: 'debt', direction: 'desc' }, ...ascending('nameKey', 'id')];
  return alertList(store, today, { debt: { $gt: 0 } }, sort, stretch);
}

/** R15: next birthday within 30 days, fewest days to go first (one range, or two across the year's end). */
export async function birthdays(
  store: ReadQueries,
  today: string,
  stretch = DASHBOARD_STRETCH,
): Promise<AlertList<BirthdayEntry>> {
  const items: BirthdayEntry[] = [];
  let total = 0;
  // The stretch runs across the two ranges: what the first range holds is skipped in the second.
  let skip = stretch.skip;
  for (const { from, to } of birthdayRanges(today)) {
    const found = await store.find<MemberListDocument>(MEMBERS, {
      filter: { birthdayMonthDay: { $gte: from, $lte: to } },
      sort: ascending('birthdayMonthDay', 'nameKey', 'id'),
      skip,
      limit: stretch.limit - items.length,
    });
    total += found.total;
    skip = Math.max(0, skip - found.total);
    for (const doc of found.items) items.push(birthdayEntry(doc, today));
  }
  return { items, total };
}

function birthdayEntry(doc: MemberListDocument, today: string): BirthdayEntry {
  const birthday = doc.birthday ?? '';
  const next = nextBirthday(birthday, today);
  return { id: doc.id, name: doc.name, phone: doc.phone, birthday, nextBirthday: next.date, daysToGo: next.daysToGo };
}

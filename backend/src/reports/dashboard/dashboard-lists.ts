// The dashboard's lists of members: about to expire, expired (R14), with debt, and birthdays (R15).
// Each answers its first entries in order and how many there are in all.
import {
  aboutToExpireRange,
  birthdayRanges,
  daysToExpiry,
  nextBirthday,
  type AlertEntry,
  type AlertList,
  type BirthdayEntry,
} from '@gym/domain';
import type { Filter, ReadQueries, SortKey } from '../../shared/read-store/read-store.port.js';
import { MEMBERS, type MemberListDocument } from '../../members/members.port.js';

/** Entries each list shows; `total` says how many there are. */
export const ALERT_LIST_SIZE = 50;

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
): Promise<AlertList<AlertEntry>> {
  const found = await store.find<MemberListDocument>(MEMBERS, { filter, sort, limit: ALERT_LIST_SIZE });
  return { items: found.items.map((doc) => alertEntry(doc, today)), total: found.total };
}

/** R31: not frozen today: no freeze, one already over, or one that starts later. */
export function notFrozenOn(today: string): Filter {
  return { $or: [{ frozenUntil: null }, { frozenUntil: { $lt: today } }, { frozenFrom: { $gt: today } }] };
}

/** R14: non-Tiquetera with 0 ≤ expiry − today ≤ 5 days, soonest first; R31: none frozen today. */
export function aboutToExpire(store: ReadQueries, today: string): Promise<AlertList<AlertEntry>> {
  const { from, to } = aboutToExpireRange(today);
  const filter = { alertExpiresOn: { $gte: from, $lte: to }, ...notFrozenOn(today) };
  return alertList(store, today, filter, ascending('alertExpiresOn', 'nameKey', 'id'));
}

/** R14: non-Tiquetera with expiry before today, by expiry (the longest expired first); R31: none frozen today. */
export function expired(store: ReadQueries, today: string): Promise<AlertList<AlertEntry>> {
  const filter = { alertExpiresOn: { $lt: today }, ...notFrozenOn(today) };
  return alertList(store, today, filter, ascending('alertExpiresOn', 'nameKey', 'id'));
}

/** Highest debt first, then by name. */
export function withDebt(store: ReadQueries, today: string): Promise<AlertList<AlertEntry>> {
  const sort: SortKey[] = [{ field: 'debt', direction: 'desc' }, ...ascending('nameKey', 'id')];
  return alertList(store, today, { debt: { $gt: 0 } }, sort);
}

/** R15: next birthday within 30 days, fewest days to go first (one range, or two across the year's end). */
export async function birthdays(store: ReadQueries, today: string): Promise<AlertList<BirthdayEntry>> {
  const items: BirthdayEntry[] = [];
  let total = 0;
  for (const { from, to } of birthdayRanges(today)) {
    const found = await store.find<MemberListDocument>(MEMBERS, {
      filter: { birthdayMonthDay: { $gte: from, $lte: to } },
      sort: ascending('birthdayMonthDay', 'nameKey', 'id'),
      limit: ALERT_LIST_SIZE - items.length,
    });
    total += found.total;
    for (const doc of found.items) items.push(birthdayEntry(doc, today));
  }
  return { items, total };
}

function birthdayEntry(doc: MemberListDocument, today: string): BirthdayEntry {
  const birthday = doc.birthday ?? '';
  const next = nextBirthday(birthday, today);
  return { id: doc.id, name: doc.name, phone: doc.phone, birthday, nextBirthday: next.date, daysToGo: next.daysToGo };
}

// Who may have a reminder today (R50): one indexed range of the members' list documents per kind
// (reminders.query.ts says which), each member once, by name. Today's list and the e-mail job read it.
import { reminderWindows } from '@gym/domain';
import { MEMBERS, type MemberListDocument } from '../members/members.port.js';
import type { Filter, ReadQueries } from '../shared/read-store/read-store.port.js';

/** Each kind's indexed range of candidates for `today`. */
function candidateFilters(today: string): Filter[] {
  const windows = reminderWindows(today);
  return [
    { alertExpiresOn: windows.expiringOn },
    { alertExpiresOn: windows.expiredOn },
    { plan: 'ticket_book', ticketDaysUsed: { $gte: windows.ticketDaysUsedFrom }, expirySort: { $gte: today } },
    { debt: { $gt: 0 }, joinedOn: { $lte: windows.debtJoinedBy } },
    ...windows.birthdays.map(({ from, to }) => ({ birthdayMonthDay: { $gte: from, $lte: to } })),
  ];
}

/** The members who may have a reminder today, each once, by name. */
export async function reminderCandidates(store: ReadQueries, today: string): Promise<MemberListDocument[]> {
  const pages = await Promise.all(
    candidateFilters(today).map((filter) => store.find<MemberListDocument>(MEMBERS, { filter, countTotal: false })),
  );
  const byId = new Map<string, MemberListDocument>();
  for (const page of pages) for (const doc of page.items) byId.set(doc.id, doc);
  return [...byId.values()].sort((a, b) =>
    a.nameKey === b.nameKey ? (a.id < b.id ? -1 : 1) : a.nameKey < b.nameKey ? -1 : 1,
  );
}

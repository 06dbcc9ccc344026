// Who may have a reminder today (R50): one indexed range of the members' list documents per kind
// (reminders.query.ts says which), each member once, by name. Today's list and the e-mail job read it.
import { reminderWindows, type PlanCatalogue } from '@gym/domain';
import { MEMBERS, type MemberListDocument } from '../members/members.port.js';
import { planCatalogueIn } from '../settings/settings.port.js';
import type { Filter, ReadQueries } from '../shared/read-store/read-store.port.js';

/** Each kind's indexed range of candidates for `today`; R38: one range per visits plan of the gym's. */
function candidateFilters(today: string, plans: PlanCatalogue): Filter[] {
  const windows = reminderWindows(today, plans);
  return [
    { alertExpiresOn: windows.expiringOn },
    { alertExpiresOn: windows.expiredOn },
    ...windows.visitsPlans.map(({ plan, ticketDaysUsedFrom }) => ({
      plan,
      ticketDaysUsed: { $gte: ticketDaysUsedFrom },
      expirySort: { $gte: today },
    })),
    { debt: { $gt: 0 }, joinedOn: { $lte: windows.debtJoinedBy } },
    ...windows.birthdays.map(({ from, to }) => ({ birthdayMonthDay: { $gte: from, $lte: to } })),
  ];
}

/** The members who may have a reminder today, each once, by name. */
export async function reminderCandidates(
  store: ReadQueries,
  today: string,
  plans?: PlanCatalogue,
): Promise<MemberListDocument[]> {
  const catalogue = plans ?? (await planCatalogueIn(store));
  const pages = await Promise.all(
    candidateFilters(today, catalogue).map((filter) =>
      store.find<MemberListDocument>(MEMBERS, { filter, countTotal: false }),
    ),
  );
  const byId = new Map<string, MemberListDocument>();
  for (const page of pages) for (const doc of page.items) byId.set(doc.id, doc);
  return [...byId.values()].sort((a, b) =>
    a.nameKey === b.nameKey ? (a.id < b.id ? -1 : 1) : a.nameKey < b.nameKey ? -1 : 1,
  );
}

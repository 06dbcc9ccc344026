// GET /api/reminders (R50): today's reminders by kind. What it reads, whatever the gym's size: one
// indexed range of the members' list documents per kind (the expiry 3 days ahead and yesterday's on
// `alertExpiresOn`; Tiqueteras from 13 days used on `plan, ticketDaysUsed`; debts entered 8 or more
// days ago on `debt, joinedOn`; today's birthdays on `birthdayMonthDay`), each candidate checked by
// the domain's rule; then the marks of those reminders by id, their staff's names, the templates and
// the gym's name (one get each). Nothing walks the whole gym.
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  formatDate,
  formatMoney,
  message,
  REMINDER_KINDS,
  reminderValues,
  reminderWindows,
  remindersDue,
  visitsLeft,
  renderReminder,
  whatsappLink,
  type DueReminder,
  type PlanCatalogue,
  type ReminderKind,
  type RemindersResponse,
  type ReminderTemplates,
  type ReminderView,
} from '@gym/domain';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { MEMBERS, type MemberListDocument } from '../members/members.port.js';
import { gymDetailsView, planCatalogueIn } from '../settings/settings.port.js';
import { GymCalendar } from '../shared/gym-calendar.js';
import type { Filter, ReadQueries } from '../shared/read-store/read-store.port.js';
import { READ_STORE } from '../shared/tokens.js';
import { staffDisplayNames } from '../staff/staff-names.js';
import { reminderTemplates } from './reminder-templates.query.js';
import { REMINDER_MARKS, type ReminderMarkDocument } from './reminders.projections.js';

export class GetReminders extends Query<RemindersResponse> {}

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

function why(kind: ReminderKind, member: MemberListDocument): string {
  return message(`REMINDER.WHY.${kind}`, {
    vence: member.expiresOn === null ? '' : formatDate(member.expiresOn),
    visitas: visitsLeft(member),
    deuda: formatMoney(member.debt),
    desde: formatDate(member.joinedOn),
  });
}

interface Reading {
  readonly templates: ReminderTemplates;
  readonly gym: string;
  readonly marks: ReadonlyMap<string, ReminderMarkDocument>;
  readonly names: ReadonlyMap<string, string>;
  readonly plans: PlanCatalogue;
}

function reminderView(due: DueReminder, member: MemberListDocument, reading: Reading): ReminderView {
  const text = renderReminder(reading.templates[due.kind], reminderValues(member, reading.gym, reading.plans));
  const mark = reading.marks.get(due.id) ?? null;
  return {
    id: due.id,
    kind: due.kind,
    about: due.about,
    memberId: member.id,
    name: member.name,
    phone: member.phone,
    why: why(due.kind, member),
    message: text,
    whatsappUrl: whatsappLink(member.phone, text),
    state: mark?.state ?? 'pending',
    markedBy: mark === null ? null : (reading.names.get(mark.staffId) ?? mark.staffId),
    markedAt: mark?.at ?? null,
    reason: mark?.reason ?? null,
  };
}

@QueryHandler(GetReminders)
export class GetRemindersHandler implements IQueryHandler<GetReminders> {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadQueries,
    @Inject(GymCalendar) private readonly calendar: GymCalendar,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute(): Promise<RemindersResponse> {
    const today = this.calendar.today();
    const store = this.readStore;
    const plans = await planCatalogueIn(store);
    const [members, templates, gym] = await Promise.all([
      reminderCandidates(store, today, plans),
      reminderTemplates(store),
      gymDetailsView(store, this.config.gymName),
    ]);
    const due = members.flatMap((member) => remindersDue(member, today).map((reminder) => ({ reminder, member })));
    const ids = due.map(({ reminder }) => reminder.id);
    const found =
      ids.length === 0
        ? []
        : (await store.find<ReminderMarkDocument>(REMINDER_MARKS, { filter: { id: { $in: ids } } })).items;
    const marks = new Map(found.map((mark) => [mark.id, mark]));
    const names = await staffDisplayNames(
      store,
      found.map((mark) => mark.staffId),
    );
    const reading: Reading = { templates, gym: gym.printedName, marks, names, plans };
    const views = due.map(({ reminder, member }) => reminderView(reminder, member, reading));
    return {
      today,
      pending: views.filter((view) => view.state === 'pending').length,
      groups: REMINDER_KINDS.map((kind) => ({ kind, items: views.filter((view) => view.kind === kind) })),
    };
  }
}

// GET /api/reminders (R50): today's reminders by kind. What it reads, whatever the gym's size: one
// indexed range of the members' list documents per kind (the expiry 3 days ahead and yesterday's on
// `alertExpiresOn`; Tiqueteras from 13 days used on `plan, ticketDaysUsed`; debts entered 8 or more
// days ago on `debt, joinedOn`; today's birthdays on `birthdayMonthDay`), each candidate checked by
// the domain's rule; then the marks and the e-mails (R50) of those reminders by id, their staff's
// names, the templates and the gym's name (one get each). Nothing walks the whole gym.
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  formatDate,
  formatMoney,
  message,
  REMINDER_KINDS,
  reminderValues,
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
import type { MemberListDocument } from '../members/members.port.js';
import { gymDetailsView, planCatalogueIn } from '../settings/settings.port.js';
import { GymCalendar } from '../shared/gym-calendar.js';
import type { ReadQueries } from '../shared/read-store/read-store.port.js';
import { READ_STORE } from '../shared/tokens.js';
import { staffDisplayNames } from '../staff/staff-names.js';
import { reminderCandidates } from './reminder-candidates.js';
import { reminderTemplates } from './reminder-templates.query.js';
import { ReminderEmailJob } from './email/reminder-email.job.js';
import {
  REMINDER_EMAILS,
  REMINDER_MARKS,
  type ReminderEmailDocument,
  type ReminderMarkDocument,
} from './reminders.projections.js';

export class GetReminders extends Query<RemindersResponse> {}

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
  readonly emails: ReadonlyMap<string, ReminderEmailDocument>;
  readonly plans: PlanCatalogue;
}

/** R50: a reminder's e-mail as the row shows it; an attempt without a result is 'Envío sin confirmar'. */
function emailView(document: ReminderEmailDocument | undefined): ReminderView['email'] {
  if (document === undefined) return null;
  const state = document.state === 'attempted' ? 'unconfirmed' : document.state;
  return { state, at: document.at, response: document.response };
}

function reminderView(due: DueReminder, member: MemberListDocument, reading: Reading): ReminderView {
  const text = renderReminder(reading.templates[due.kind], reminderValues(member, reading.gym, reading.plans));
  const mark = reading.marks.get(due.id) ?? null;
  const email = emailView(reading.emails.get(due.id));
  // An e-mail the server accepted needs no WhatsApp: the reminder is sent (R50).
  const emailed = mark === null && email?.state === 'sent';
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
    state: mark?.state ?? (emailed ? 'sent' : 'pending'),
    markedBy: mark === null ? null : (reading.names.get(mark.staffId) ?? mark.staffId),
    markedAt: mark?.at ?? (emailed ? email.at : null),
    reason: mark?.reason ?? null,
    email,
  };
}

@QueryHandler(GetReminders)
export class GetRemindersHandler implements IQueryHandler<GetReminders> {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadQueries,
    @Inject(GymCalendar) private readonly calendar: GymCalendar,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ReminderEmailJob) private readonly emailJob: ReminderEmailJob,
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
    const byIds = { filter: { id: { $in: ids } } };
    const [found, emailed] =
      ids.length === 0
        ? [[], []]
        : await Promise.all([
            store.find<ReminderMarkDocument>(REMINDER_MARKS, byIds).then((page) => page.items),
            store.find<ReminderEmailDocument>(REMINDER_EMAILS, byIds).then((page) => page.items),
          ]);
    const marks = new Map(found.map((mark) => [mark.id, mark]));
    const names = await staffDisplayNames(
      store,
      found.map((mark) => mark.staffId),
    );
    const emails = new Map(emailed.map((document) => [document.id, document]));
    const reading: Reading = { templates, gym: gym.printedName, marks, names, emails, plans };
    const views = due.map(({ reminder, member }) => reminderView(reminder, member, reading));
    return {
      today,
      pending: views.filter((view) => view.state === 'pending').length,
      groups: REMINDER_KINDS.map((kind) => ({ kind, items: views.filter((view) => view.kind === kind) })),
      emailJob: await this.emailJob.status(),
    };
  }
}

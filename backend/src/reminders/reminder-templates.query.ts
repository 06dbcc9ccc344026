// The owner's reminder templates and e-mail subjects (R50) as saved, or the catalogue's: for the Configuración form and
// for today's list, one get of one small document.
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  defaultReminderSubjects,
  defaultReminderTemplates,
  REMINDER_PLACEHOLDERS,
  REMINDER_SUBJECT_MAX,
  REMINDER_TEMPLATE_MAX,
  type ReminderSubjects,
  type ReminderTemplates,
  type ReminderTemplatesView,
} from '@gym/domain';
import type { ReadQueries } from '../shared/read-store/read-store.port.js';
import { READ_STORE } from '../shared/tokens.js';
import { REMINDER_TEMPLATES, REMINDER_TEMPLATES_ID, type ReminderTemplatesDocument } from './reminders.projections.js';

export async function reminderTemplates(readStore: ReadQueries): Promise<ReminderTemplates> {
  return (await reminderTexts(readStore)).templates;
}

/** The WhatsApp texts and the e-mails' subjects in use. */
export async function reminderTexts(
  readStore: ReadQueries,
): Promise<{ readonly templates: ReminderTemplates; readonly subjects: ReminderSubjects }> {
  const saved = await readStore.get<ReminderTemplatesDocument>(REMINDER_TEMPLATES, REMINDER_TEMPLATES_ID);
  return {
    templates: saved?.templates ?? defaultReminderTemplates(),
    subjects: saved?.subjects ?? defaultReminderSubjects(),
  };
}

export class GetReminderTemplates extends Query<ReminderTemplatesView> {}

@QueryHandler(GetReminderTemplates)
export class GetReminderTemplatesHandler implements IQueryHandler<GetReminderTemplates> {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadQueries) {}

  async execute(): Promise<ReminderTemplatesView> {
    const { templates, subjects } = await reminderTexts(this.readStore);
    return {
      templates: { ...templates },
      defaults: { ...defaultReminderTemplates() },
      subjects: { ...subjects },
      defaultSubjects: { ...defaultReminderSubjects() },
      placeholders: [...REMINDER_PLACEHOLDERS],
      maxLength: REMINDER_TEMPLATE_MAX,
      subjectMaxLength: REMINDER_SUBJECT_MAX,
    };
  }
}

// The owner's reminder templates (R50) as saved, or the catalogue's: for the Configuración form and
// for today's list, one get of one small document.
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  defaultReminderTemplates,
  REMINDER_PLACEHOLDERS,
  REMINDER_TEMPLATE_MAX,
  type ReminderTemplates,
  type ReminderTemplatesView,
} from '@gym/domain';
import type { ReadQueries } from '../shared/read-store/read-store.port.js';
import { READ_STORE } from '../shared/tokens.js';
import { REMINDER_TEMPLATES, REMINDER_TEMPLATES_ID, type ReminderTemplatesDocument } from './reminders.projections.js';

export async function reminderTemplates(readStore: ReadQueries): Promise<ReminderTemplates> {
  const saved = await readStore.get<ReminderTemplatesDocument>(REMINDER_TEMPLATES, REMINDER_TEMPLATES_ID);
  return saved?.templates ?? defaultReminderTemplates();
}

export class GetReminderTemplates extends Query<ReminderTemplatesView> {}

@QueryHandler(GetReminderTemplates)
export class GetReminderTemplatesHandler implements IQueryHandler<GetReminderTemplates> {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadQueries) {}

  async execute(): Promise<ReminderTemplatesView> {
    return {
      templates: { ...(await reminderTemplates(this.readStore)) },
      defaults: { ...defaultReminderTemplates() },
      placeholders: [...REMINDER_PLACEHOLDERS],
      maxLength: REMINDER_TEMPLATE_MAX,
    };
  }
}

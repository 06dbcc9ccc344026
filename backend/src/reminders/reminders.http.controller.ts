// GET /api/reminders and GET /api/settings/reminder-templates (R50).
import { Controller, Inject } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { apiOperations, type RemindersResponse, type ReminderTemplatesView } from '@gym/domain';
import { Route } from '../shared/http/route.decorator.js';
import { GetReminderTemplates } from './reminder-templates.query.js';
import { GetReminders } from './reminders.query.js';

@Controller()
export class RemindersController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @Route(apiOperations.listReminders)
  reminders(): Promise<RemindersResponse> {
    return this.queryBus.execute(new GetReminders());
  }

  @Route(apiOperations.getReminderTemplates)
  templates(): Promise<ReminderTemplatesView> {
    return this.queryBus.execute(new GetReminderTemplates());
  }
}

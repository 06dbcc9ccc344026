// The reminders' WhatsApp texts as the owner typed them (R50): the Configuración form's body, the
// command, and its rule. What a template may be is reminders/reminder-templates.ts's.
import { z } from 'zod';
import { strictBodyError } from '../api/schema-primitives.js';
import { reject, type Decision } from '../decision.js';
import { requestText } from '../request-text.js';
import {
  checkReminderTemplates,
  defaultReminderTemplates,
  type ReminderTemplates,
} from '../reminders/reminder-templates.js';
import { REMINDER_KINDS } from '../reminders/reminder.kinds.js';
import type { GymSettingsEvent } from './gym-settings.events.js';
import type { GymSettingsState } from './gym-settings.state.js';

export interface ChangeReminderTemplates {
  readonly type: 'ChangeReminderTemplates';
  readonly data: { readonly templates: ReminderTemplates };
}

// Each text as typed: its length, placeholders and characters are the domain's to check, naming the kind.
const templateText = () => requestText('REQUEST.INVALID', { lines: true });

/** POST /api/settings/reminder-templates: every kind's text. */
export const changeReminderTemplatesRequest = z
  .strictObject(
    {
      templates: z.strictObject(
        {
          expiring: templateText(),
          expired: templateText(),
          visits_low: templateText(),
          debt: templateText(),
          birthday: templateText(),
        } satisfies Record<(typeof REMINDER_KINDS)[number], z.ZodType>,
        strictBodyError,
      ),
    },
    strictBodyError,
  )
  .meta({ id: 'ChangeReminderTemplatesRequest' });

export type ChangeReminderTemplatesRequest = z.output<typeof changeReminderTemplatesRequest>;

/** R50: every text checked (naming the kind that is wrong); the same texts record nothing. */
export function changeReminderTemplates(
  { data }: ChangeReminderTemplates,
  state: GymSettingsState,
): Decision<GymSettingsEvent> {
  const templates = checkReminderTemplates(data.templates);
  if ('code' in templates) return reject(templates.code, templates.params, `templates.${templates.field}`);
  const before = state.reminderTemplates ?? defaultReminderTemplates();
  const changed = REMINDER_KINDS.filter((kind) => templates[kind] !== before[kind]);
  return changed.length === 0 ? [] : [{ type: 'ReminderTemplatesChanged', data: { templates, changed } }];
}

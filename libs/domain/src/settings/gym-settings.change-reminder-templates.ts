// The reminders' WhatsApp texts and their e-mails' subjects as the owner typed them (R50): the
// Configuración form's body, the command, and its rule. What a template may be is reminders/reminder-templates.ts's.
import { z } from 'zod';
import { strictBodyError } from '../api/schema-primitives.js';
import { reject, type Decision } from '../decision.js';
import { requestText } from '../request-text.js';
import {
  checkReminderSubjects,
  checkReminderTemplates,
  defaultReminderSubjects,
  defaultReminderTemplates,
  type ReminderSubjects,
  type ReminderTemplates,
} from '../reminders/reminder-templates.js';
import { REMINDER_KINDS } from '../reminders/reminder.kinds.js';
import type { GymSettingsEvent } from './gym-settings.events.js';
import type { GymSettingsState } from './gym-settings.state.js';

export interface ChangeReminderTemplates {
  readonly type: 'ChangeReminderTemplates';
  /** `subjects` absent: the e-mails' subjects stay as they are. */
  readonly data: { readonly templates: ReminderTemplates; readonly subjects?: ReminderSubjects };
}

// Each text as typed: its length, placeholders and characters are the domain's to check, naming the kind.
const templateText = () => requestText('REQUEST.INVALID', { lines: true });

const perKind = (text: () => z.ZodType<string>) =>
  z.strictObject(
    {
      expiring: text(),
      expired: text(),
      visits_low: text(),
      debt: text(),
      birthday: text(),
    } satisfies Record<(typeof REMINDER_KINDS)[number], z.ZodType>,
    strictBodyError,
  );

/** POST /api/settings/reminder-templates: every kind's text, and (optionally) every kind's e-mail subject. */
export const changeReminderTemplatesRequest = z
  .strictObject(
    {
      templates: perKind(templateText),
      // One line: a line break is the domain's to refuse, naming the kind.
      subjects: perKind(templateText).optional(),
    },
    strictBodyError,
  )
  .meta({ id: 'ChangeReminderTemplatesRequest' });

export type ChangeReminderTemplatesRequest = z.output<typeof changeReminderTemplatesRequest>;

/** R50: every text and subject checked (naming the kind that is wrong); the same ones record nothing. */
export function changeReminderTemplates(
  { data }: ChangeReminderTemplates,
  state: GymSettingsState,
): Decision<GymSettingsEvent> {
  const templates = checkReminderTemplates(data.templates);
  if ('code' in templates) return reject(templates.code, templates.params, templates.field);
  const subjectsBefore = state.reminderSubjects ?? defaultReminderSubjects();
  const subjects = checkReminderSubjects(data.subjects ?? subjectsBefore);
  if ('code' in subjects) return reject(subjects.code, subjects.params, subjects.field);
  const before = state.reminderTemplates ?? defaultReminderTemplates();
  const changed = REMINDER_KINDS.filter(
    (kind) => templates[kind] !== before[kind] || subjects[kind] !== subjectsBefore[kind],
  );
  return changed.length === 0 ? [] : [{ type: 'ReminderTemplatesChanged', data: { templates, subjects, changed } }];
}

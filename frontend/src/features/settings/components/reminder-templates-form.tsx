// 'Plantillas de recordatorios' (R50, Administrador): the WhatsApp text and the e-mail's subject of
// each kind of reminder, with the placeholders they may use, a live preview filled with a sample
// member and the length so far. Checked with the domain's rules (length, placeholders, one line for a
// subject) before sending; the server checks again.
import { useEffect } from 'react';
import { Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  addDays,
  checkReminderSubject,
  checkReminderTemplate,
  message,
  placeholderList,
  REMINDER_KINDS,
  REMINDER_SUBJECT_MAX,
  REMINDER_TEMPLATE_MAX,
  reminderValues,
  renderReminder,
  type ReminderKind,
  type ReminderTemplates,
} from '@gym/domain';
import { useGymToday } from '../../../hooks/use-gym-today';
import { send } from '../../../lib/api-client';
import { useGymDetailsStore } from '../../../stores/gym-details-store';
import { usePublicSettingsStore } from '../../../stores/public-settings-store';
import { useReminderTemplatesStore } from '../reminder-templates-store';
import { SettingsForm, useSettingsSave } from './settings-form';

interface TemplateValues {
  readonly templates: ReminderTemplates;
  readonly subjects: ReminderTemplates;
}

const blank: ReminderTemplates = { expiring: '', expired: '', visits_low: '', debt: '', birthday: '' };

export function ReminderTemplatesForm() {
  const saved = useReminderTemplatesStore((state) => state.data);
  const gym = useGymDetailsStore((state) => state.data?.printedName) ?? usePublicSettingsStore.getState().gymName;
  const today = useGymToday();
  const form = useForm<TemplateValues>({
    mode: 'controlled',
    initialValues: { templates: blank, subjects: blank },
  });
  const { save, refuse } = useSettingsSave(form);

  useEffect(() => {
    void useReminderTemplatesStore.getState().load(null);
    // The preview names the gym as messages do; Datos del gimnasio beside it may have loaded it already.
    if (useGymDetailsStore.getState().status === 'idle') void useGymDetailsStore.getState().load(null);
  }, []);
  useEffect(() => {
    if (saved === null) return;
    const values = { templates: saved.templates, subjects: saved.subjects };
    form.setValues(values);
    form.resetDirty(values);
    // Only when the saved templates arrive; the form's own edits must not be overwritten.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved]);

  // A sample member for the preview: a Mensualidad expiring in 3 days, a debt, 2 visits left.
  const sample = reminderValues(
    {
      name: message('REMINDER_TEMPLATES.SAMPLE_NAME'),
      plan: 'monthly',
      expiresOn: addDays(today, 3),
      debt: 50_000,
      ticketDaysUsed: 13,
    },
    gym,
  );

  const submit = form.onSubmit(async ({ templates, subjects }, event) => {
    const errors: Record<string, string> = {};
    for (const kind of REMINDER_KINDS)
      for (const checked of [checkReminderTemplate(kind, templates[kind]), checkReminderSubject(kind, subjects[kind])])
        if (typeof checked !== 'string') errors[checked.field] = message(checked.code, checked.params);
    if (Object.keys(errors).length > 0) {
      refuse(errors, event?.currentTarget);
      return;
    }
    await save(
      { templates, subjects },
      {
        send: (body, idempotencyKey) =>
          send('changeReminderTemplates', { body, idempotencyKey, fallback: 'REMINDER_TEMPLATES.SAVE_FAILED' }),
        saved: () => message('REMINDER_TEMPLATES.SAVED'),
        failed: 'REMINDER_TEMPLATES.SAVE_FAILED',
        reload: () => useReminderTemplatesStore.getState().load(null),
      },
    );
  });

  const restore = (kind: ReminderKind) => {
    if (saved === null) return;
    form.setFieldValue(`templates.${kind}`, saved.defaults[kind]);
    form.setFieldValue(`subjects.${kind}`, saved.defaultSubjects[kind]);
  };

  return (
    <SettingsForm
      title={message('REMINDER_TEMPLATES.TITLE')}
      hint={`${message('REMINDER_TEMPLATES.HINT', { marcadores: placeholderList(), max: REMINDER_TEMPLATE_MAX })} ${message('REMINDER_TEMPLATES.SUBJECT_HINT', { max: REMINDER_SUBJECT_MAX })}`}
      testId="reminder-templates-form"
      onSubmit={submit}
    >
      <Stack gap="md">
        {REMINDER_KINDS.map((kind) => {
          const text = form.values.templates[kind];
          const subject = form.values.subjects[kind];
          return (
            <Stack key={kind} gap={4} data-testid={`template-${kind}`}>
              <TextInput
                {...form.getInputProps(`subjects.${kind}`)}
                label={`${message(`REMINDER.KIND.${kind}`)} · ${message('REMINDER_TEMPLATES.SUBJECT')}`}
                description={message('REMINDER_TEMPLATES.LENGTH', { n: subject.length, max: REMINDER_SUBJECT_MAX })}
              />
              <Text size="sm" data-testid={`subject-preview-${kind}`}>
                <Text span size="xs" c="dimmed">
                  {message('REMINDER_TEMPLATES.SUBJECT_PREVIEW')}:{' '}
                </Text>
                {renderReminder(subject, sample)}
              </Text>
              <Textarea
                {...form.getInputProps(`templates.${kind}`)}
                label={message(`REMINDER.KIND.${kind}`)}
                description={message('REMINDER_TEMPLATES.LENGTH', { n: text.length, max: REMINDER_TEMPLATE_MAX })}
                autosize
                minRows={2}
                maxRows={8}
              />
              <Text size="xs" c="dimmed">
                {message('REMINDER_TEMPLATES.PREVIEW')}:
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-line' }} data-testid={`template-preview-${kind}`}>
                {renderReminder(text, sample)}
              </Text>
              <Group>
                <Button size="compact-xs" variant="subtle" onClick={() => restore(kind)}>
                  {message('REMINDER_TEMPLATES.RESTORE')}
                </Button>
              </Group>
            </Stack>
          );
        })}
      </Stack>
      <Group mt="md">
        <Button type="submit" loading={form.submitting}>
          {message('REMINDER_TEMPLATES.SAVE')}
        </Button>
      </Group>
    </SettingsForm>
  );
}

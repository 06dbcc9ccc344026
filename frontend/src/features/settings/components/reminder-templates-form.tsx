// 'Plantillas de recordatorios' (R50, Administrador): the WhatsApp text and the e-mail's subject of
// each kind of reminder, with the placeholders they may use, a live preview filled with a sample
// member and the length so far. Checked with the domain's rules (length, placeholders, one line for a
// subject) before sending; the server checks again.
import { useEffect } from 'react';
import { Button, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
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
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key';
import { send } from '../../../lib/api-client';
import { focusFirstError } from '../../../lib/focus-first-error';
import { notifyFormFailure, notifySuccess } from '../../../lib/notify';
import { useGymDetailsStore } from '../../../stores/gym-details-store';
import { usePublicSettingsStore } from '../../../stores/public-settings-store';
import { useReminderTemplatesStore } from '../reminder-templates-store';

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
  const idempotency = useIdempotencyKey();

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
      form.setErrors(errors);
      focusFirstError(event?.currentTarget);
      return;
    }
    try {
      await send('changeReminderTemplates', {
        body: { templates, subjects },
        idempotencyKey: idempotency.keyFor({ templates, subjects }),
        fallback: 'REMINDER_TEMPLATES.SAVE_FAILED',
      });
      idempotency.done();
      notifySuccess(message('REMINDER_TEMPLATES.SAVED'));
      await useReminderTemplatesStore.getState().load(null);
    } catch (error) {
      notifyFormFailure(form, error, 'REMINDER_TEMPLATES.SAVE_FAILED');
    }
  });

  const restore = (kind: ReminderKind) => {
    if (saved === null) return;
    form.setFieldValue(`templates.${kind}`, saved.defaults[kind]);
    form.setFieldValue(`subjects.${kind}`, saved.defaultSubjects[kind]);
  };

  return (
    <Paper
      withBorder
      p="md"
      my="md"
      component="form"
      onSubmit={submit}
      noValidate
      aria-label={message('REMINDER_TEMPLATES.TITLE')}
      data-testid="reminder-templates-form"
    >
      <Title order={3} size="h4" mb={4}>
        {message('REMINDER_TEMPLATES.TITLE')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {message('REMINDER_TEMPLATES.HINT', { marcadores: placeholderList(), max: REMINDER_TEMPLATE_MAX })}{' '}
        {message('REMINDER_TEMPLATES.SUBJECT_HINT', { max: REMINDER_SUBJECT_MAX })}
      </Text>
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
    </Paper>
  );
}

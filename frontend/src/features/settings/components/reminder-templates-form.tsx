// 'Plantillas de recordatorios' (R50, Administrador): the WhatsApp text of each kind of reminder,
// with the placeholders it may use, a live preview filled with a sample member and the length so
// far. Checked with the domain's rule (length, placeholders) before sending; the server checks again.
import { useEffect } from 'react';
import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  addDays,
  checkReminderTemplate,
  message,
  placeholderList,
  REMINDER_KINDS,
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
}

const blank: ReminderTemplates = { expiring: '', expired: '', visits_low: '', debt: '', birthday: '' };

export function ReminderTemplatesForm() {
  const saved = useReminderTemplatesStore((state) => state.data);
  const gym = useGymDetailsStore((state) => state.data?.printedName) ?? usePublicSettingsStore.getState().gymName;
  const today = useGymToday();
  const form = useForm<TemplateValues>({ mode: 'controlled', initialValues: { templates: blank } });
  const idempotency = useIdempotencyKey();

  useEffect(() => {
    void useReminderTemplatesStore.getState().load(null);
    // The preview names the gym as messages do; Datos del gimnasio beside it may have loaded it already.
    if (useGymDetailsStore.getState().status === 'idle') void useGymDetailsStore.getState().load(null);
  }, []);
  useEffect(() => {
    if (saved === null) return;
    form.setValues({ templates: saved.templates });
    form.resetDirty({ templates: saved.templates });
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

  const submit = form.onSubmit(async ({ templates }, event) => {
    const errors: Record<string, string> = {};
    for (const kind of REMINDER_KINDS) {
      const checked = checkReminderTemplate(kind, templates[kind]);
      if (typeof checked !== 'string') errors[`templates.${kind}`] = message(checked.code, checked.params);
    }
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      focusFirstError(event?.currentTarget);
      return;
    }
    try {
      await send('changeReminderTemplates', {
        body: { templates },
        idempotencyKey: idempotency.keyFor(templates),
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
    if (saved !== null) form.setFieldValue(`templates.${kind}`, saved.defaults[kind]);
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
        {message('REMINDER_TEMPLATES.HINT', { marcadores: placeholderList(), max: REMINDER_TEMPLATE_MAX })}
      </Text>
      <Stack gap="md">
        {REMINDER_KINDS.map((kind) => {
          const text = form.values.templates[kind];
          return (
            <Stack key={kind} gap={4} data-testid={`template-${kind}`}>
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

// 'Datos del gimnasio' (issue 30): name, NIT, address, phone and the receipt's footer, as receipts and
// the cash-closing sheet print them. Checked with the server's schema; the NIT and the phone (R37)
// by the domain too, the refusal shown under its field.
import { useEffect } from 'react';
import { Button, Group, Paper, SimpleGrid, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { changeGymDetailsRequest, message, type GymDetailsView } from '@gym/domain';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key';
import { send } from '../../../lib/api-client';
import { checkRequest } from '../../../lib/check-request';
import { focusFirstError } from '../../../lib/focus-first-error';
import { notifyFormFailure, notifySuccess } from '../../../lib/notify';
import { usePublicSettingsStore } from '../../../stores/public-settings-store';
import { useGymDetailsStore } from '../../../stores/gym-details-store';

type GymDetailsValues = Omit<GymDetailsView, 'printedName'>;

const blank: GymDetailsValues = { name: '', nit: '', address: '', phone: '', receiptFooter: '' };

export function GymDetailsForm() {
  const saved = useGymDetailsStore((state) => state.data);
  const startedAs = usePublicSettingsStore((state) => state.gymName);
  const form = useForm<GymDetailsValues>({ mode: 'controlled', initialValues: blank });
  const idempotency = useIdempotencyKey();

  useEffect(() => {
    void useGymDetailsStore.getState().load(null);
  }, []);
  useEffect(() => {
    if (saved === null) return;
    const { printedName: _printed, ...details } = saved;
    form.setValues(details);
    form.resetDirty(details);
    // Only when the saved details arrive or change; the form's own edits must not be overwritten.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved]);

  const submit = form.onSubmit(async (values, event) => {
    const checked = checkRequest(changeGymDetailsRequest, values);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      focusFirstError(event?.currentTarget);
      return;
    }
    try {
      await send('changeGymDetails', {
        body: checked.value,
        idempotencyKey: idempotency.keyFor(checked.value),
        fallback: 'SETTINGS.GYM_DETAILS_SAVE_FAILED',
      });
      idempotency.done();
      notifySuccess(message('SETTINGS.GYM_DETAILS_SAVED'));
      await useGymDetailsStore.getState().load(null);
    } catch (error) {
      notifyFormFailure(form, error, 'SETTINGS.GYM_DETAILS_SAVE_FAILED');
    }
  });

  return (
    <Paper
      withBorder
      p="md"
      my="md"
      component="form"
      onSubmit={submit}
      noValidate
      aria-label={message('SETTINGS.GYM_DETAILS_TITLE')}
      data-testid="gym-details-form"
    >
      <Title order={3} size="h4" mb={4}>
        {message('SETTINGS.GYM_DETAILS_TITLE')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {message('SETTINGS.GYM_DETAILS_HINT')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          {...form.getInputProps('name')}
          label={message('FIELD.gymName')}
          description={message('SETTINGS.GYM_NAME_HINT', { nombre: startedAs })}
          autoComplete="organization"
        />
        <TextInput {...form.getInputProps('nit')} label={message('FIELD.nit')} autoComplete="off" />
        <TextInput {...form.getInputProps('address')} label={message('FIELD.address')} autoComplete="street-address" />
        <TextInput {...form.getInputProps('phone')} label={message('FIELD.phone')} type="tel" autoComplete="tel" />
      </SimpleGrid>
      <Textarea
        {...form.getInputProps('receiptFooter')}
        label={message('FIELD.receiptFooter')}
        description={message('SETTINGS.GYM_FOOTER_HINT')}
        autosize
        minRows={2}
        maxRows={3}
        mt="sm"
      />
      <Group mt="md">
        <Button type="submit" loading={form.submitting}>
          {message('SETTINGS.GYM_DETAILS_SAVE')}
        </Button>
      </Group>
    </Paper>
  );
}

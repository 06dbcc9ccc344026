// 'Datos del gimnasio' (issue 30): name, NIT, address, phone and the receipt's footer, as receipts and
// the cash-closing sheet print them. Checked with the server's schema; the NIT and the phone (R37)
// by the domain too, the refusal shown under its field.
import { useEffect } from 'react';
import { Button, Group, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { changeGymDetailsRequest, message, type GymDetailsView } from '@gym/domain';
import { send } from '../../../lib/api-client';
import { checkRequest } from '../../../lib/check-request';
import { usePublicSettingsStore } from '../../../stores/public-settings-store';
import { useGymDetailsStore } from '../../../stores/gym-details-store';
import { SettingsForm, useSettingsSave } from './settings-form';

type GymDetailsValues = Omit<GymDetailsView, 'printedName'>;

const blank: GymDetailsValues = { name: '', nit: '', address: '', phone: '', receiptFooter: '' };

export function GymDetailsForm() {
  const saved = useGymDetailsStore((state) => state.data);
  const startedAs = usePublicSettingsStore((state) => state.gymName);
  const form = useForm<GymDetailsValues>({ mode: 'controlled', initialValues: blank });
  const { save, refuse } = useSettingsSave(form);

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
      refuse(checked.errors, event?.currentTarget);
      return;
    }
    await save(checked.value, {
      send: (details, idempotencyKey) =>
        send('changeGymDetails', { body: details, idempotencyKey, fallback: 'SETTINGS.GYM_DETAILS_SAVE_FAILED' }),
      saved: () => message('SETTINGS.GYM_DETAILS_SAVED'),
      failed: 'SETTINGS.GYM_DETAILS_SAVE_FAILED',
      reload: () => useGymDetailsStore.getState().load(null),
    });
  });

  return (
    <SettingsForm
      title={message('SETTINGS.GYM_DETAILS_TITLE')}
      hint={message('SETTINGS.GYM_DETAILS_HINT')}
      testId="gym-details-form"
      onSubmit={submit}
    >
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
    </SettingsForm>
  );
}

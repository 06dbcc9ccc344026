// R39: 'Descuentos' under Configuración: the most Recepción may discount at registration, renewal
// or plan change, a whole percentage (0 % is none, the default); an Administrador is not limited.
import { useEffect } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { changeReceptionDiscountLimitRequest, message } from '@gym/domain';
import { send } from '../../../lib/api-client';
import { checkRequest } from '../../../lib/check-request';
import { useDiscountLimitStore } from '../../../stores/discount-limit-store';
import { SettingsForm, useSettingsSave } from './settings-form';

export function DiscountLimitForm() {
  const saved = useDiscountLimitStore((state) => state.data);
  const form = useForm<{ percent: string }>({ mode: 'controlled', initialValues: { percent: '0' } });
  const { save, refuse } = useSettingsSave(form);

  useEffect(() => {
    void useDiscountLimitStore.getState().load(null);
  }, []);
  useEffect(() => {
    if (saved === null) return;
    form.setValues({ percent: String(saved.receptionPercent) });
    // Only when the saved limit arrives or changes; the form's own edits must not be overwritten.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved]);

  const submit = form.onSubmit(async (values, event) => {
    const typed = values.percent.replace(/[\s%]/g, '');
    const body = { percent: typed === '' || Number.isNaN(Number(typed)) ? typed : Number(typed) };
    const checked = checkRequest(changeReceptionDiscountLimitRequest, body);
    if (!checked.ok) {
      refuse(checked.errors, event?.currentTarget);
      return;
    }
    await save(checked.value, {
      send: (limit, idempotencyKey) =>
        send('changeDiscountLimit', { body: limit, idempotencyKey, fallback: 'DISCOUNT_LIMIT.SAVE_FAILED' }),
      saved: () => message('DISCOUNT_LIMIT.SAVED'),
      failed: 'DISCOUNT_LIMIT.SAVE_FAILED',
      reload: () => useDiscountLimitStore.getState().load(null),
    });
  });

  return (
    <SettingsForm
      title={message('DISCOUNT_LIMIT.TITLE')}
      hint={message('DISCOUNT_LIMIT.HINT')}
      testId="discount-limit-form"
      onSubmit={submit}
    >
      <Group align="flex-end" gap="sm">
        <TextInput
          {...form.getInputProps('percent')}
          label={message('DISCOUNT_LIMIT.FIELD')}
          inputMode="numeric"
          autoComplete="off"
          maw={260}
        />
        <Button type="submit" loading={form.submitting}>
          {message('DISCOUNT_LIMIT.SAVE')}
        </Button>
      </Group>
    </SettingsForm>
  );
}

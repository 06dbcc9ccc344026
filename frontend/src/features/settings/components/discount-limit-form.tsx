// R39: 'Descuentos' under Configuración: the most Recepción may discount at registration, renewal
// or plan change, a whole percentage (0 % is none, the default); an Administrador is not limited.
import { useEffect } from 'react';
import { Button, Group, Paper, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { changeReceptionDiscountLimitRequest, message } from '@gym/domain';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key';
import { send } from '../../../lib/api-client';
import { checkRequest } from '../../../lib/check-request';
import { notifyFormFailure, notifySuccess } from '../../../lib/notify';
import { useDiscountLimitStore } from '../../../stores/discount-limit-store';

export function DiscountLimitForm() {
  const saved = useDiscountLimitStore((state) => state.data);
  const form = useForm<{ percent: string }>({ mode: 'controlled', initialValues: { percent: '0' } });
  const idempotency = useIdempotencyKey();

  useEffect(() => {
    void useDiscountLimitStore.getState().load(null);
  }, []);
  useEffect(() => {
    if (saved === null) return;
    form.setValues({ percent: String(saved.receptionPercent) });
    // Only when the saved limit arrives or changes; the form's own edits must not be overwritten.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved]);

  const submit = form.onSubmit(async (values) => {
    const typed = values.percent.replace(/[\s%]/g, '');
    const body = { percent: typed === '' || Number.isNaN(Number(typed)) ? typed : Number(typed) };
    const checked = checkRequest(changeReceptionDiscountLimitRequest, body);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      return;
    }
    try {
      await send('changeDiscountLimit', {
        body: checked.value,
        idempotencyKey: idempotency.keyFor(checked.value),
        fallback: 'DISCOUNT_LIMIT.SAVE_FAILED',
      });
      idempotency.done();
      notifySuccess(message('DISCOUNT_LIMIT.SAVED'));
      await useDiscountLimitStore.getState().load(null);
    } catch (error) {
      notifyFormFailure(form, error, 'DISCOUNT_LIMIT.SAVE_FAILED');
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
      aria-label={message('DISCOUNT_LIMIT.TITLE')}
      data-testid="discount-limit-form"
    >
      <Title order={3} size="h4" mb={4}>
        {message('DISCOUNT_LIMIT.TITLE')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {message('DISCOUNT_LIMIT.HINT')}
      </Text>
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
    </Paper>
  );
}

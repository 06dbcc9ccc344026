// 'Nuevo plan' (R38): a name, the kind (por tiempo: N días o N meses; por visitas: N visitas válidas
// D días) and today's price, checked with the server's own request schema before it is sent.
import { Button, Group, NativeSelect, NumberInput, Paper, SimpleGrid, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { createPlanRequest, message } from '@gym/domain';
import { MoneyInput } from '../../../components/money-input';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key';
import { checkRequest } from '../../../lib/check-request';
import { moneyValue } from '../../../lib/money-text';
import { notifyFormFailure, notifySuccess } from '../../../lib/notify';
import { usePlansWrites } from '../plans-store';

interface CreateValues {
  readonly name: string;
  readonly kind: 'time' | 'visits';
  readonly unit: 'days' | 'months';
  readonly length: number | string;
  readonly validDays: number | string;
  readonly price: string;
}

const blank: CreateValues = { name: '', kind: 'time', unit: 'months', length: '', validDays: '', price: '' };

const whole = (value: number | string): number => (typeof value === 'number' ? value : Number.NaN);

export function CreatePlanForm() {
  const form = useForm<CreateValues>({ mode: 'controlled', initialValues: blank });
  const idempotency = useIdempotencyKey();
  const { kind, unit } = form.values;

  const submit = form.onSubmit(async (values) => {
    const length = whole(values.length);
    const terms =
      values.kind === 'visits'
        ? { kind: 'visits' as const, visits: length, validDays: whole(values.validDays) }
        : values.unit === 'days'
          ? { kind: 'time' as const, days: length }
          : { kind: 'time' as const, months: length };
    const checked = checkRequest(createPlanRequest, { name: values.name, terms, price: moneyValue(values.price) ?? 0 });
    if (!checked.ok) {
      form.setErrors(checked.errors);
      return;
    }
    try {
      await usePlansWrites.getState().createPlan(checked.value, idempotency.keyFor(checked.value));
      idempotency.done();
      notifySuccess(message('PLANS.CREATED'));
      form.reset();
    } catch (error) {
      notifyFormFailure(form, error, 'PLANS.SAVE_FAILED');
    }
  });

  return (
    <Paper
      withBorder
      p="md"
      mb="md"
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={message('PLANS.CREATE_TITLE')}
    >
      <Title order={3} size="h5" mb="sm">
        {message('PLANS.CREATE_TITLE')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput {...form.getInputProps('name')} label={message('PLANS.NAME')} required data-testid="plan-name" />
        <NativeSelect
          {...form.getInputProps('kind')}
          label={message('PLANS.KIND')}
          data={[
            { value: 'time', label: message('PLANS.KIND.time') },
            { value: 'visits', label: message('PLANS.KIND.visits') },
          ]}
          data-testid="plan-kind"
        />
        {kind === 'time' ? (
          <NativeSelect
            {...form.getInputProps('unit')}
            label={message('PLANS.UNIT')}
            data={[
              { value: 'months', label: message('PLANS.UNIT.months') },
              { value: 'days', label: message('PLANS.UNIT.days') },
            ]}
            data-testid="plan-unit"
          />
        ) : (
          <NumberInput
            {...form.getInputProps('validDays')}
            error={form.errors['terms.validDays']}
            label={message('PLANS.VALID_DAYS')}
            description={message('PLANS.VALID_DAYS_HINT')}
            allowDecimal={false}
            allowNegative={false}
            data-testid="plan-valid-days"
          />
        )}
        <NumberInput
          {...form.getInputProps('length')}
          error={form.errors['terms']}
          label={kind === 'visits' ? message('PLANS.VISITS') : message(`PLANS.UNIT.${unit}`)}
          allowDecimal={false}
          allowNegative={false}
          required
          data-testid="plan-length"
        />
        <MoneyInput {...form.getInputProps('price')} label={message('PLANS.PRICE')} required data-testid="plan-price" />
      </SimpleGrid>
      <Group justify="flex-end" mt="sm">
        <Button type="submit" loading={form.submitting} data-testid="create-plan">
          {message('PLANS.CREATE')}
        </Button>
      </Group>
    </Paper>
  );
}

// The plans with today's price and what is scheduled, a new price per plan and the date it applies
// from (today by default): saving records the changes (R24); an empty price leaves its plan alone.
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  changePlanPricesRequest,
  formatDate,
  formatMoney,
  message,
  PLAN_CODES,
  type PlanCode,
  type PlansResponse,
} from '@gym/domain';
import { DateInput } from '../../../components/form-inputs';
import { MoneyInput } from '../../../components/money-input';
import { useGymToday } from '../../../hooks/use-gym-today';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key';
import { checkRequest } from '../../../lib/check-request';
import { notifyFormFailure, notifySuccess } from '../../../lib/notify';
import { moneyValue } from '../../../lib/money-text';
import { usePriceChangesStore } from '../price-changes-store';
import { planName } from '../../../stores/plan-prices-store';

/** Each new price as typed in the money field ('$ 90.000'); '' leaves the plan alone. */
type PriceValues = Record<PlanCode, string> & { effectiveFrom: string };

const emptyPrices = (today: string): PriceValues => ({
  fortnight: '',
  monthly: '',
  ticket_book: '',
  effectiveFrom: today,
});

/** The request as typed: only the plans with a price; the schema decides the rest. */
function toRequest(values: PriceValues): unknown {
  const prices = Object.fromEntries(
    PLAN_CODES.flatMap((plan) => {
      const price = moneyValue(values[plan]);
      return price === null ? [] : [[plan, price]];
    }),
  );
  return { prices, effectiveFrom: values.effectiveFrom };
}

function CurrentPrice({ view }: { readonly view: PlansResponse[number] | undefined }) {
  if (!view) return null;
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {message('SETTINGS_SCREEN.CURRENT_PRICE')}:{' '}
        <Text span fw={700} c="dark" data-testid={`current-price-${view.plan}`}>
          {formatMoney(view.price)}
        </Text>
      </Text>
      {view.scheduled.map(({ effectiveFrom, price }) => (
        <Text size="xs" c="teal.8" key={effectiveFrom}>
          {message('SETTINGS_SCREEN.SCHEDULED', { fecha: formatDate(effectiveFrom), precio: formatMoney(price) })}
        </Text>
      ))}
    </Stack>
  );
}

export function PlanPricesForm({ plans }: { readonly plans: PlansResponse | null }) {
  const today = useGymToday();
  const form = useForm<PriceValues>({ mode: 'controlled', initialValues: emptyPrices(today) });
  const idempotency = useIdempotencyKey();

  const submit = form.onSubmit(async (values) => {
    const checked = checkRequest(changePlanPricesRequest, toRequest(values));
    if (!checked.ok) {
      form.setErrors(checked.errors);
      return;
    }
    if (checked.value.effectiveFrom < today) {
      form.setFieldError('effectiveFrom', message('SETTINGS.EFFECTIVE_FROM_PAST'));
      return;
    }
    try {
      const { changed } = await usePriceChangesStore.getState().save(checked.value, idempotency.keyFor(checked.value));
      idempotency.done();
      notifySuccess(message(changed.length > 0 ? 'SETTINGS_SCREEN.SAVED' : 'SETTINGS_SCREEN.UNCHANGED'));
      form.setValues(emptyPrices(today));
    } catch (error) {
      notifyFormFailure(form, error, 'SETTINGS.SAVE_FAILED');
    }
  });

  return (
    <Paper
      withBorder
      p="md"
      component="form"
      onSubmit={submit}
      noValidate
      aria-label={message('SETTINGS_SCREEN.PRICES')}
    >
      <Title order={3} size="h4" mb="sm">
        {message('SETTINGS_SCREEN.PRICES')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {PLAN_CODES.map((plan) => (
          <Paper key={plan} withBorder p="sm" bg="gray.0" data-testid={`plan-price-${plan}`}>
            <Title order={4} size="h5" mb={4}>
              {planName(plan)}
            </Title>
            <CurrentPrice view={plans?.find((view) => view.plan === plan)} />
            <MoneyInput
              {...form.getInputProps(plan)}
              mt="sm"
              label={message('SETTINGS_SCREEN.NEW_PRICE', { plan: planName(plan) })}
              description={message('SETTINGS_SCREEN.NEW_PRICE_HINT')}
            />
          </Paper>
        ))}
      </SimpleGrid>
      {form.errors.prices && (
        <Text c="red" size="sm" mt="xs" role="alert">
          {form.errors.prices}
        </Text>
      )}
      <Group mt="md" align="flex-end" justify="space-between" gap="sm">
        <DateInput
          {...form.getInputProps('effectiveFrom')}
          label={message('SETTINGS_SCREEN.EFFECTIVE_FROM')}
          description={message('SETTINGS_SCREEN.EFFECTIVE_FROM_HINT')}
          min={today}
          required
        />
        <Button type="submit" loading={form.submitting}>
          {message('SETTINGS_SCREEN.SAVE')}
        </Button>
      </Group>
    </Paper>
  );
}

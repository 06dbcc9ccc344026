// R20: 'Renovar Membresía' asks the amount (the plan's price today to start with, R24); empty or
// cancelled does nothing; an amount that would leave credit is asked about first (issue 16).
import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  creditAfterPayment,
  DEFAULT_PAYMENT_METHOD,
  formatMoney,
  message,
  renewMembershipRequest,
  type MemberProfile,
  type PaymentMethod,
} from '@gym/domain';
import { confirmCredit } from '../../../components/confirm-credit';
import { MoneyInput } from '../../../components/money-input';
import { PaymentMethodFields } from '../../../components/payment-method-fields';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key';
import { checkRequest } from '../../../lib/check-request';
import { moneyText, moneyValue } from '../../../lib/money-text';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { usePlanPrices } from '../../../stores/plan-prices-store';
import { useProfileWritesStore } from '../profile-writes-store';

interface RenewalValues {
  readonly amount: string;
  readonly method: PaymentMethod;
  readonly reference: string;
}

export function RenewMembershipButton({ profile }: { readonly profile: MemberProfile }) {
  // R20 + R24: pre-filled with the plan's price today, which the renewal will charge.
  const price = usePlanPrices()[profile.plan];
  const [opened, setOpened] = useState(false);
  const initialValues: RenewalValues = { amount: moneyText(price), method: DEFAULT_PAYMENT_METHOD, reference: '' };
  const form = useForm<RenewalValues>({ mode: 'controlled', initialValues });
  const idempotency = useIdempotencyKey();

  const open = () => {
    form.setValues(initialValues);
    form.clearErrors();
    setOpened(true);
  };

  const renew = form.onSubmit(async (values) => {
    const amount = moneyValue(values.amount);
    // R20: an empty amount ends the renewal without a word.
    if (amount === null) {
      setOpened(false);
      return;
    }
    const reference = values.method === 'cash' ? null : values.reference;
    const checked = checkRequest(renewMembershipRequest, { amount, method: values.method, reference });
    if (!checked.ok) {
      form.setErrors(checked.errors);
      return;
    }
    if (!(await confirmCredit(creditAfterPayment(price, 0, checked.value.amount)))) return;
    try {
      await useProfileWritesStore
        .getState()
        .renewMembership(profile.id, checked.value, idempotency.keyFor(checked.value));
      idempotency.done();
      notifySuccess(message('MEMBERSHIP.RENEWED'));
      setOpened(false);
    } catch (failure) {
      notifyFailure(failure, 'MEMBERSHIP.RENEW_FAILED');
    }
  });

  return (
    <>
      <Button variant="light" mt="md" onClick={open} fullWidth>
        {message('PROFILE.RENEW')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={message('PROFILE.RENEW')} centered>
        <form noValidate onSubmit={renew}>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {message('PROFILE.RENEW_HINT', { plan: message(`PLAN.${profile.plan}`), precio: formatMoney(price) })}
            </Text>
            <MoneyInput {...form.getInputProps('amount')} label={message('PROFILE.RENEW_AMOUNT')} data-autofocus />
            <PaymentMethodFields
              chosen={form.values.method}
              method={form.getInputProps('method')}
              reference={form.getInputProps('reference')}
            />
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={() => setOpened(false)}>
                {message('COMMON.CANCEL')}
              </Button>
              <Button type="submit" loading={form.submitting}>
                {message('PROFILE.RENEW_CONFIRM')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}

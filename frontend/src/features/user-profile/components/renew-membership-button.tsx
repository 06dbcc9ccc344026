// R20: 'Renovar Membresía' asks the amount (the plan's price today to start with, R24); empty or cancelled does nothing.
import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import {
  DEFAULT_PAYMENT_METHOD,
  formatMoney,
  isPaymentMethod,
  message,
  renewMembershipRequest,
  type MemberProfile,
  type PaymentMethod,
} from '@gym/domain';
import { MoneyInput } from '../../../components/form-inputs';
import { PaymentMethodFields } from '../../../components/payment-method-fields';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key';
import { checkRequest } from '../../../lib/check-request';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { optionalNumber } from '../../../lib/number-value';
import { usePlanPrices } from '../../../stores/plan-prices-store';
import { renewMembership } from '../api/member-api';
import { useMemberPaymentsStore } from '../member-payments-store';
import { useMemberProfileStore } from '../member-profile-store';

export function RenewMembershipButton({ profile }: { readonly profile: MemberProfile }) {
  // R20 + R24: pre-filled with the plan's price today, which the renewal will charge.
  const price = usePlanPrices()[profile.plan];
  const [opened, setOpened] = useState(false);
  const [amount, setAmount] = useState<number | string>(price);
  const [error, setError] = useState<string | null>(null);
  const [method, setMethod] = useState<PaymentMethod>(DEFAULT_PAYMENT_METHOD);
  const [reference, setReference] = useState('');
  const [sending, setSending] = useState(false);
  const idempotency = useIdempotencyKey();

  const open = () => {
    setAmount(price);
    setError(null);
    setMethod(DEFAULT_PAYMENT_METHOD);
    setReference('');
    setOpened(true);
  };

  const renew = async () => {
    const typed = optionalNumber(amount);
    // R20: an empty or non-numeric amount ends the renewal without a word.
    if (typed === null || Number.isNaN(typed)) return setOpened(false);
    const checked = checkRequest(renewMembershipRequest, {
      amount: typed,
      method,
      reference: method === 'cash' ? null : reference,
    });
    if (!checked.ok) return setError(Object.values(checked.errors)[0] ?? message('PAYMENT.INVALID_AMOUNT'));
    setSending(true);
    try {
      await renewMembership(profile.id, checked.value, idempotency.keyFor(checked.value));
      idempotency.done();
      notifySuccess(message('MEMBERSHIP.RENEWED'));
      setOpened(false);
      void useMemberProfileStore.getState().reload();
      void useMemberPaymentsStore.getState().reload();
    } catch (failure) {
      notifyFailure(failure, 'MEMBERSHIP.RENEW_FAILED');
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Button variant="light" mt="md" onClick={open} fullWidth>
        {message('PROFILE.RENEW')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={message('PROFILE.RENEW')} centered>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void renew();
          }}
        >
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {message('PROFILE.RENEW_HINT', { plan: message(`PLAN.${profile.plan}`), precio: formatMoney(price) })}
            </Text>
            <MoneyInput
              label={message('PROFILE.RENEW_AMOUNT')}
              value={amount}
              onChange={(value) => {
                setAmount(value);
                setError(null);
              }}
              error={error}
              data-autofocus
            />
            <PaymentMethodFields
              chosen={method}
              method={{
                value: method,
                onChange: (event) => isPaymentMethod(event.currentTarget.value) && setMethod(event.currentTarget.value),
              }}
              reference={{ value: reference, onChange: (event) => setReference(event.currentTarget.value) }}
            />
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={() => setOpened(false)}>
                {message('COMMON.CANCEL')}
              </Button>
              <Button type="submit" loading={sending}>
                {message('PROFILE.RENEW_CONFIRM')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}

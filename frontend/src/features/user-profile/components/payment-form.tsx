// 'Registrar Nuevo Pago': amount, type ('Pago adicional' first), date (today) and how it was paid
// (Efectivo first, a reference for the others); closes and resets once saved.
import { Button, Group, NativeSelect, Paper, SimpleGrid } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  DEFAULT_PAYMENT_METHOD,
  MANUAL_PAYMENT_TYPES,
  message,
  recordPaymentRequest,
  type ManualPaymentType,
  type PaymentMethod,
} from '@gym/domain';
import { DateInput, MoneyInput } from '../../../components/form-inputs';
import { PaymentMethodFields } from '../../../components/payment-method-fields';
import { useGymToday } from '../../../hooks/use-gym-today';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key';
import { checkRequest } from '../../../lib/check-request';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { requiredNumber } from '../../../lib/number-value';
import { recordPayment } from '../api/payments-api';
import { useMemberPaymentsStore } from '../member-payments-store';
import { useMemberProfileStore } from '../member-profile-store';

interface PaymentFormValues {
  readonly amount: number | string;
  readonly paymentType: ManualPaymentType;
  readonly paidOn: string;
  readonly method: PaymentMethod;
  readonly reference: string;
}

const paymentTypes = MANUAL_PAYMENT_TYPES.map((type) => ({ value: type, label: message(`PAYMENT_TYPE.${type}`) }));

export function PaymentForm({ memberId, onClose }: { readonly memberId: string; readonly onClose: () => void }) {
  const today = useGymToday();
  const form = useForm<PaymentFormValues>({
    mode: 'controlled',
    initialValues: {
      amount: '',
      paymentType: 'additional',
      paidOn: today,
      method: DEFAULT_PAYMENT_METHOD,
      reference: '',
    },
  });
  const idempotency = useIdempotencyKey();

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.onSubmit(async (values) => {
    const { paymentType, paidOn, method } = values;
    const reference = method === 'cash' ? null : values.reference;
    const body = { paymentType, amount: requiredNumber(values.amount), paidOn, method, reference };
    const checked = checkRequest(recordPaymentRequest, body);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      return;
    }
    try {
      await recordPayment(memberId, checked.value, idempotency.keyFor(checked.value));
      idempotency.done();
      notifySuccess(message('PAYMENT.RECORDED'));
      close();
      void useMemberPaymentsStore.getState().reload();
      void useMemberProfileStore.getState().reload();
    } catch (error) {
      notifyFailure(error, 'PAYMENT.RECORD_FAILED');
    }
  });

  return (
    <Paper
      withBorder
      p="sm"
      mb="sm"
      bg="gray.0"
      component="form"
      onSubmit={submit}
      noValidate
      aria-label={message('PROFILE.NEW_PAYMENT')}
      data-testid="payment-form"
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <MoneyInput
          {...form.getInputProps('amount')}
          label={message('PROFILE.PAYMENT_AMOUNT')}
          required
          data-autofocus
        />
        <NativeSelect
          {...form.getInputProps('paymentType')}
          label={message('PROFILE.PAYMENT_TYPE')}
          data={paymentTypes}
          required
        />
        <DateInput {...form.getInputProps('paidOn')} label={message('PROFILE.PAYMENT_DATE')} required />
        <PaymentMethodFields
          method={form.getInputProps('method')}
          reference={form.getInputProps('reference')}
          chosen={form.values.method}
        />
      </SimpleGrid>
      <Group justify="flex-end" gap="xs" mt="sm">
        <Button variant="default" onClick={close}>
          {message('COMMON.CANCEL')}
        </Button>
        <Button type="submit" loading={form.submitting}>
          {message('PROFILE.SAVE_PAYMENT')}
        </Button>
      </Group>
    </Paper>
  );
}

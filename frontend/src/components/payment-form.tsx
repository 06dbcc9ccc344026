// 'Registrar Nuevo Pago': amount, type ('Abono' while the member owes, else 'Pago adicional'), date (today) and how it was paid
// (Efectivo first, a reference for the others); asks first when it would leave credit; closes and
// resets once saved. The profile's payments card and Ingreso's 'Cobrar' (issue 30) both show it;
// each sends the payment through its own store, which refreshes what shows it. Only an
// Administrador has the date field (R33): anyone else's payment is sent without one and the server
// dates it today in the gym's time zone.
import { NativeSelect, Paper, SimpleGrid, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  creditAfterPayment,
  DEFAULT_PAYMENT_METHOD,
  defaultPaymentType,
  formatDate,
  MANUAL_PAYMENT_TYPES,
  message,
  recordPaymentRequest,
  type ManualPaymentType,
  type MemberProfile,
  type PaymentMethod,
  type RecordPaymentRequest,
} from '@gym/domain';
import { useGymToday } from '../hooks/use-gym-today';
import { useIdempotencyKey } from '../hooks/use-idempotency-key';
import { useMay } from '../stores/session-store';
import { checkRequest } from '../lib/check-request';
import { focusFirstError } from '../lib/focus-first-error';
import { moneyText, moneyValue } from '../lib/money-text';
import { notifyFormFailure, notifySuccess } from '../lib/notify';
import { confirmCredit } from './confirm-credit';
import { DateInput } from './form-inputs';
import { MoneyInput } from './money-input';
import { PaymentMethodFields } from './payment-method-fields';
import { DialogActions } from './dialog-actions';
import { TurnoNotice } from './turno-notice';

interface PaymentFormValues {
  readonly amount: string;
  readonly paymentType: ManualPaymentType;
  readonly paidOn: string;
  readonly method: PaymentMethod;
  readonly reference: string;
}

const paymentTypes = MANUAL_PAYMENT_TYPES.map((type) => ({ value: type, label: message(`PAYMENT_TYPE.${type}`) }));

/** What the form needs of the member: the credit a payment would leave (issue 16), the type it starts with (issue 41). */
export type PayingMember = Pick<MemberProfile, 'planPrice' | 'amountPaid' | 'debt'>;

interface PaymentFormProps {
  readonly member: PayingMember;
  /** Sends the payment; the form says 'Pago registrado correctamente.' once it resolves. */
  readonly record: (request: RecordPaymentRequest, idempotencyKey: string) => Promise<unknown>;
  /** The form is done: recorded, or cancelled. */
  readonly onClose: (recorded: boolean) => void;
  /** Pre-filled amount (Ingreso's 'Cobrar': the debt); by default empty. */
  readonly initialAmount?: number;
}

export function PaymentForm({ member, record, onClose, initialAmount }: PaymentFormProps) {
  const today = useGymToday();
  const form = useForm<PaymentFormValues>({
    mode: 'controlled',
    initialValues: {
      amount: moneyText(initialAmount ?? null),
      paymentType: defaultPaymentType(member.debt),
      paidOn: today,
      method: DEFAULT_PAYMENT_METHOD,
      reference: '',
    },
  });
  const idempotency = useIdempotencyKey();
  const datesAnyDay = useMay('payments.dateAnyDay');

  const close = (recorded: boolean) => {
    form.reset();
    onClose(recorded);
  };

  const submit = form.onSubmit(async (values, event) => {
    const { paymentType, method } = values;
    const paidOn = datesAnyDay ? values.paidOn : undefined;
    const reference = method === 'cash' ? null : values.reference;
    const amount = moneyValue(values.amount) ?? undefined;
    const checked = checkRequest(recordPaymentRequest, { paymentType, amount, paidOn, method, reference });
    if (!checked.ok) {
      form.setErrors(checked.errors);
      focusFirstError(event?.currentTarget);
      return;
    }
    const credit = creditAfterPayment(member.planPrice, member.amountPaid, checked.value.amount);
    if (!(await confirmCredit(credit))) return;
    try {
      await record(checked.value, idempotency.keyFor(checked.value));
      idempotency.done();
      notifySuccess(message('PAYMENT.RECORDED'));
      close(true);
    } catch (error) {
      notifyFormFailure(form, error, 'PAYMENT.RECORD_FAILED');
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
      {/* R41: which turno the money goes into, before anything is typed. */}
      <TurnoNotice />
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
        {datesAnyDay ? (
          <DateInput {...form.getInputProps('paidOn')} label={message('PROFILE.PAYMENT_DATE')} required />
        ) : (
          <Text size="sm" c="dimmed" data-testid="payment-dated-today" style={{ alignSelf: 'end' }}>
            {message('PROFILE.PAYMENT_DATED_TODAY', { fecha: formatDate(today) })}
          </Text>
        )}
        <PaymentMethodFields
          method={form.getInputProps('method')}
          reference={form.getInputProps('reference')}
          chosen={form.values.method}
        />
      </SimpleGrid>
      <DialogActions
        submit={message('PROFILE.SAVE_PAYMENT')}
        onCancel={() => close(false)}
        submitting={form.submitting}
        mt="sm"
      />
    </Paper>
  );
}

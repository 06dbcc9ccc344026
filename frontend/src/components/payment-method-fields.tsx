// How the money came in, in every payment form (issue 10): the method (Efectivo first) and an
// optional reference, shown only for methods that have one (not for cash).
import { NativeSelect, TextInput, type NativeSelectProps, type TextInputProps } from '@mantine/core';
import { MAX_PAYMENT_REFERENCE_LENGTH, message, PAYMENT_METHODS, type PaymentMethod } from '@gym/domain';

export const paymentMethodOptions = PAYMENT_METHODS.map((method) => ({
  value: method,
  label: message(`PAYMENT_METHOD.${method}`),
}));

interface PaymentMethodFieldsProps {
  readonly method: NativeSelectProps;
  readonly reference: TextInputProps;
  /** The method chosen: cash has no reference to ask for. */
  readonly chosen: PaymentMethod;
}

export function PaymentMethodFields({ method, reference, chosen }: PaymentMethodFieldsProps) {
  return (
    <>
      <NativeSelect {...method} label={message('PAYMENT.METHOD')} data={paymentMethodOptions} required />
      {chosen !== 'cash' && (
        <TextInput
          {...reference}
          label={message('PAYMENT.REFERENCE')}
          placeholder={message('PAYMENT.REFERENCE_HINT')}
          maxLength={MAX_PAYMENT_REFERENCE_LENGTH}
          autoComplete="off"
        />
      )}
    </>
  );
}

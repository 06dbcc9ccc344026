// The product's inputs, labelled and formatted once: pesos, decimals (kg, cm), dates, plan and gender.
import {
  NativeSelect,
  NumberInput,
  TextInput,
  type NativeSelectProps,
  type NumberInputProps,
  type TextInputProps,
} from '@mantine/core';
import { GENDERS, message, PLAN_CODES, formatMoney } from '@gym/domain';
import { usePlanPrices } from '../stores/plan-prices-store';

/** Whole pesos, written the Colombian way: '$ 80.000' (R3). */
export function MoneyInput(props: NumberInputProps) {
  return (
    <NumberInput
      prefix="$ "
      thousandSeparator="."
      decimalSeparator=","
      allowDecimal={false}
      allowNegative={false}
      hideControls
      inputMode="numeric"
      {...props}
    />
  );
}

/** Kilograms or centimetres with one decimal (step 0.1); a decimal comma or point both work. */
export function DecimalInput(props: NumberInputProps) {
  return (
    <NumberInput
      decimalSeparator=","
      allowedDecimalSeparators={['.', ',']}
      decimalScale={1}
      step={0.1}
      min={0}
      allowNegative={false}
      hideControls
      inputMode="decimal"
      {...props}
    />
  );
}

/** A calendar date (`YYYY-MM-DD`), with the browser's own date picker. */
export function DateInput(props: TextInputProps) {
  return <TextInput type="date" {...props} />;
}

/** The three plans with today's prices (R24). */
export function PlanSelect(props: Omit<NativeSelectProps, 'data'>) {
  const prices = usePlanPrices();
  const data = PLAN_CODES.map((plan) => ({
    value: plan,
    label: `${message(`PLAN.${plan}`)} (${formatMoney(prices[plan])})`,
  }));
  return <NativeSelect data={data} {...props} />;
}

/** Masculino or Femenino; with `withPlaceholder`, nothing is chosen at first. */
export function GenderSelect({
  withPlaceholder = false,
  ...props
}: Omit<NativeSelectProps, 'data'> & { readonly withPlaceholder?: boolean }) {
  const genders = GENDERS.map((gender) => ({ value: gender, label: message(`GENDER.${gender}`) }));
  const data = withPlaceholder ? [{ value: '', label: message('COMMON.SELECT_PLACEHOLDER') }, ...genders] : genders;
  return <NativeSelect data={data} {...props} />;
}

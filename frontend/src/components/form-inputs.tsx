// The product's inputs, labelled and formatted once: decimals (kg, cm), dates and months read the
// Colombian way whatever the browser's language, plan and gender. Money: money-input.tsx.
import type { ChangeEvent, ReactNode } from 'react';
import { NativeSelect, TextInput, type NativeSelectProps, type TextInputProps } from '@mantine/core';
import {
  DateInput as MantineDateInput,
  MonthPickerInput,
  type DateInputProps,
  type MonthPickerInputProps,
} from '@mantine/dates';
import { GENDERS, message, formatMoney } from '@gym/domain';
import { parseTypedDate } from '../lib/date-text';
import { priceOf, usePlanCatalogue, usePlanPrices } from '../stores/plan-prices-store';

interface TextValueProps {
  /** The text as typed; '' when empty (what @mantine/form's `getInputProps` passes). */
  readonly value?: string;
  readonly onChange: (value: string) => void;
  readonly error?: ReactNode;
}

/** What is wrong with a typed decimal while typing: a sign, or not a number at all. */
export function decimalTextProblem(text: string): string | null {
  const bare = text.trim();
  if (bare === '') return null;
  if (/[-+]/.test(bare)) return message('NUMBER.NO_SIGN');
  return /^\d+([.,]\d*)?$/.test(bare) ? null : message('NUMBER.INVALID');
}

/** Kilograms or centimetres: '55,3' and '55.3' both read 55.3; a sign or letters are refused aloud. */
export function DecimalInput({
  value = '',
  onChange,
  error,
  ...props
}: Omit<TextInputProps, 'value' | 'onChange'> & TextValueProps) {
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      {...props}
      value={value}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.currentTarget.value)}
      error={decimalTextProblem(value) ?? error}
    />
  );
}

type DateFieldProps = Omit<DateInputProps, 'value' | 'onChange'> & TextValueProps;

/** A calendar date (`YYYY-MM-DD`, '' for none), shown and typed dd/mm/aaaa with a Spanish calendar. */
export function DateInput({ value = '', onChange, required, ...props }: DateFieldProps) {
  return (
    <MantineDateInput
      valueFormat="DD/MM/YYYY"
      placeholder={message('DATE.PLACEHOLDER')}
      dateParser={parseTypedDate}
      allowDeselect={!required}
      required={required}
      {...props}
      value={value === '' ? null : value}
      onChange={(date) => onChange(date ?? '')}
    />
  );
}

type MonthFieldProps = Omit<MonthPickerInputProps, 'value' | 'onChange' | 'type'> & {
  /** `YYYY-MM`. */
  readonly value: string;
  readonly onChange: (month: string) => void;
};

/** A month (`YYYY-MM`), shown as 'marzo de 2026' and picked from Spanish month names. */
export function MonthInput({ value, onChange, ...props }: MonthFieldProps) {
  return (
    <MonthPickerInput
      valueFormat="MMMM [de] YYYY"
      {...props}
      value={`${value}-01`}
      onChange={(month) => month && onChange(month.slice(0, 7))}
    />
  );
}

/**
 * The gym's plans on sale with today's prices (R24, R38); an archived plan shows only as the value a
 * member already holds (R38: members keep it), marked 'Archivado'.
 */
export function PlanSelect(props: Omit<NativeSelectProps, 'data'>) {
  const prices = usePlanPrices();
  const catalogue = usePlanCatalogue();
  const data = catalogue
    .filter((plan) => !plan.archived || plan.id === props.value)
    .map((plan) => ({
      value: plan.id,
      label: plan.archived
        ? `${plan.name} (${message('PLANS.ARCHIVED_BADGE')})`
        : `${plan.name} (${formatMoney(priceOf(prices, plan.id))})`,
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

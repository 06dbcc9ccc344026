// A plan's price: whole pesos with the Colombian thousands separator ('$ 90.000'), never negative,
// never decimal. A plain Mantine NumberInput while the shared money inputs are reworked (issue 16).
import { NumberInput, type NumberInputProps } from '@mantine/core';

export function PriceInput(props: NumberInputProps) {
  return (
    <NumberInput
      prefix="$ "
      thousandSeparator="."
      decimalSeparator=","
      allowDecimal={false}
      allowNegative={false}
      hideControls
      inputMode="numeric"
      autoComplete="off"
      {...props}
    />
  );
}

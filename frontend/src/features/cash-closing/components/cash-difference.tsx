// R32: counted − expected, as the desk reads it: 'Sobrante $ 2.000', 'Faltante $ 5.000' or 'Sin diferencia'.
import { Text, type TextProps } from '@mantine/core';
import { formatMoney, message } from '@gym/domain';

export function cashDifferenceText(difference: number): string {
  if (difference === 0) return message('CASH_CLOSING.EXACT');
  const monto = formatMoney(Math.abs(difference));
  return message(difference > 0 ? 'CASH_CLOSING.SURPLUS' : 'CASH_CLOSING.SHORTAGE', { monto });
}

export function CashDifference({ difference, ...props }: { readonly difference: number } & TextProps) {
  const color = difference === 0 ? 'teal.8' : difference > 0 ? 'blue.8' : 'red.8';
  return (
    <Text fw={700} c={color} data-testid="cash-difference" {...props}>
      {cashDifferenceText(difference)}
    </Text>
  );
}

// An amount of Colombian pesos as the product shows money (R3), never broken across lines.
import { formatMoney } from '@gym/domain';

export function Money({ amount }: { readonly amount: number }) {
  return <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(amount)}</span>;
}

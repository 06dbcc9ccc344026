// R29: a voided payment stays in every list, marked 'Anulado'; the badge says who voided it, when and why.
import { Badge, Tooltip } from '@mantine/core';
import { formatDate, message, type PaymentVoidView } from '@gym/domain';

export function voidedDetail(voided: PaymentVoidView): string {
  return message('PAYMENT.VOIDED_DETAIL', {
    fecha: formatDate(voided.voidedOn),
    quien: voided.staffName,
    motivo: voided.reason,
  });
}

export function VoidedBadge({ voided }: { readonly voided: PaymentVoidView | null }) {
  if (voided === null) return null;
  const detail = voidedDetail(voided);
  return (
    <Tooltip label={detail} multiline maw={280} events={{ hover: true, focus: true, touch: true }}>
      <Badge color="red" variant="light" size="sm" tabIndex={0} aria-label={detail} data-testid="voided-badge">
        {message('PAYMENT.VOIDED_BADGE')}
      </Badge>
    </Tooltip>
  );
}

/** An amount, struck through once its payment is voided, with the badge beside it. */
export function VoidableAmount({
  amount,
  voided,
}: {
  readonly amount: string;
  readonly voided: PaymentVoidView | null;
}) {
  return (
    <span style={{ whiteSpace: 'nowrap', display: 'inline-flex', gap: 6, alignItems: 'center' }}>
      <span style={voided === null ? undefined : { textDecoration: 'line-through' }}>{amount}</span>
      <VoidedBadge voided={voided} />
    </span>
  );
}

// The receipt as it is printed: the gym (name, NIT, address, phone), number, date, who paid (with
// cédula), the amount in numbers and in words, what for, how, the expiry (new only when this payment
// moved it, issue 41) and the debt left, who
// received it (the account that recorded it, by its name now) and the gym's footer; once voided
// (R29), 'ANULADO' with who, when and why.
import type { ReactNode } from 'react';
import { Box, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import {
  formatCedula,
  formatDate,
  formatMoney,
  message,
  paymentMethodText,
  receiptExpiryLine,
  type ReceiptView,
} from '@gym/domain';
import { GymHeader } from '../../../components/gym-header';

function Line({
  label,
  children,
  testId,
}: {
  readonly label: string;
  readonly children: ReactNode;
  readonly testId: string;
}) {
  return (
    <Group gap="sm" wrap="nowrap" align="baseline" data-testid={testId}>
      <Text size="sm" c="dimmed" w={150} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

/** R29: a voided payment's receipt says so across it, and who voided it, when and why, on paper too. */
function VoidedStamp({ voided }: { readonly voided: NonNullable<ReceiptView['voided']> }) {
  return (
    <Box ta="center" my="sm" data-testid="receipt-voided">
      <Text
        span
        fz={40}
        fw={900}
        c="red.8"
        px="md"
        style={{ border: '4px solid currentColor', borderRadius: 8, letterSpacing: '0.2em', display: 'inline-block' }}
      >
        {message('RECEIPT.VOIDED_STAMP')}
      </Text>
      <Text size="sm" c="red.9" mt={6}>
        {message('RECEIPT.VOIDED_DETAIL', {
          fecha: formatDate(voided.voidedOn),
          quien: voided.staffName,
          motivo: voided.reason,
        })}
      </Text>
    </Box>
  );
}

export function ReceiptSheet({ receipt }: { readonly receipt: ReceiptView }) {
  const expiry = receiptExpiryLine(receipt);
  return (
    <Paper withBorder p="lg" maw={720} mx="auto" data-testid="receipt" className="print-sheet">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <GymHeader gym={receipt.gym} subtitle={message('RECEIPT.TITLE')} />
        <Box ta="right">
          <Text fw={700} size="lg" data-testid="receipt-number">
            {message('RECEIPT.NUMBER', { numero: receipt.receiptNumber })}
          </Text>
          <Text size="sm">
            {message('RECEIPT.DATE')}: {formatDate(receipt.paidOn)}
          </Text>
        </Box>
      </Group>
      <Divider my="md" />
      {receipt.voided !== null && <VoidedStamp voided={receipt.voided} />}
      <Stack gap={8}>
        <Line label={message('RECEIPT.RECEIVED_FROM')} testId="receipt-member">
          {receipt.memberDeleted
            ? message('CASH_CLOSING.DELETED_MEMBER', { nombre: receipt.memberName })
            : receipt.memberName}
          {receipt.cedula !== null && ` · ${message('RECEIPT.CEDULA', { cedula: formatCedula(receipt.cedula) })}`}
        </Line>
        <Line label={message('RECEIPT.AMOUNT')} testId="receipt-amount">
          <Text span fz="xl" fw={700}>
            {formatMoney(receipt.amount)}
          </Text>
        </Line>
        <Line label="" testId="receipt-words">
          {message('RECEIPT.AMOUNT_IN_WORDS', { palabras: receipt.amountInWords })}
        </Line>
        <Line label={message('RECEIPT.CONCEPT')} testId="receipt-concept">
          {message('RECEIPT.CONCEPT_VALUE', {
            tipo: message(`PAYMENT_TYPE.${receipt.paymentType}`),
            plan: receipt.planName,
          })}
        </Line>
        {receipt.discount && (
          <>
            {/* R39: the list price, the discount and why, and the total charged. */}
            <Line label={message('DISCOUNT.LIST_PRICE')} testId="receipt-list-price">
              {formatMoney(receipt.discount.listPrice)}
            </Line>
            <Line label={message('DISCOUNT.FIELD')} testId="receipt-discount">
              {receipt.discount.kind === 'percent'
                ? message('DISCOUNT.LINE_PERCENT', {
                    monto: formatMoney(receipt.discount.amount),
                    porcentaje: receipt.discount.value,
                  })
                : message('DISCOUNT.LINE_AMOUNT', { monto: formatMoney(receipt.discount.amount) })}
            </Line>
            <Line label={message('DISCOUNT.REASON')} testId="receipt-discount-reason">
              {receipt.discount.reason}
            </Line>
            <Line label={message('RECEIPT.TOTAL')} testId="receipt-total">
              {formatMoney(receipt.discount.total)}
            </Line>
          </>
        )}
        <Line label={message('PAYMENT.METHOD')} testId="receipt-method">
          {paymentMethodText(receipt)}
        </Line>
        <Line label={expiry.label} testId="receipt-expiry">
          {expiry.value}
        </Line>
        <Line label={message('RECEIPT.DEBT_AFTER')} testId="receipt-debt">
          {formatMoney(receipt.debt)}
        </Line>
        <Line label={message('RECEIPT.STAFF')} testId="receipt-staff">
          {receipt.staffName}
        </Line>
      </Stack>
      <Divider my="md" />
      <Group justify="space-between" align="flex-end">
        <Box>
          <Text fw={600}>{message('RECEIPT.THANKS')}</Text>
          {receipt.gym.receiptFooter !== '' && (
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }} data-testid="receipt-footer">
              {receipt.gym.receiptFooter}
            </Text>
          )}
        </Box>
        <Box w={220} ta="center" pt="xl">
          <Divider color="dark" />
          <Text size="xs" c="dimmed">
            {message('RECEIPT.SIGNATURE')}
          </Text>
        </Box>
      </Group>
    </Paper>
  );
}

// The money of the day in the cierre, oldest first: time, receipt, member, type, amount, method, who
// took it, and the link to print the receipt again (not on paper). A void made that day is a
// negative line (R29): 'Anulación de recibo N' under who took the payment, 'Anulado por' who voided
// it, for a payment of the day; 'Devolución del recibo N' under who made it for an earlier one (R42).
import { Text } from '@mantine/core';
import {
  formatDateTime,
  formatMoney,
  formatTime,
  localDate,
  message,
  type CashClosingEntry,
  type CashClosingView,
  type CashClosingVoid,
} from '@gym/domain';
import { DataTable, type Column } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { Money } from '../../../components/money';
import { PaymentMethodText } from '../../../components/payment-method-text';
import { ReceiptLink } from '../../../components/receipt-link';
import { VoidableAmount } from '../../../components/voided-badge';
import { usePublicSettingsStore } from '../../../stores/public-settings-store';

type ClosingLine =
  | { readonly kind: 'payment'; readonly at: string; readonly payment: CashClosingEntry }
  | { readonly kind: 'void'; readonly at: string; readonly voided: CashClosingVoid };

const noWrap = { whiteSpace: 'nowrap' } as const;

/** R22: the cashier must see who paid, even after the member was deleted. */
function Member({ name, deleted }: { readonly name: string; readonly deleted: boolean }) {
  if (!deleted) return name;
  return (
    <Text span fs="italic" inherit>
      {message('CASH_CLOSING.DELETED_MEMBER', { nombre: name })}
    </Text>
  );
}

function StaffCell({ line }: { readonly line: ClosingLine }) {
  if (line.kind === 'payment') return line.payment.staffName;
  const { refund, receivedBy, staffName } = line.voided;
  if (refund) return staffName;
  return (
    <>
      {receivedBy}
      <Text span display="block" size="xs" c="dimmed">
        {message('CASH_CLOSING.VOIDED_BY', { quien: staffName })}
      </Text>
    </>
  );
}

/** Issue 41: a payment typed on another day than its date says when it was typed, not only the hour. */
function recordedWhen(at: string, day: string, timeZone: string): string {
  if (localDate(at, timeZone) === day) return formatTime(at, timeZone);
  return message('CASH_CLOSING.RECORDED_ON', { fecha: formatDateTime(at, timeZone) });
}

function columns(day: string, timeZone: string): readonly Column<ClosingLine>[] {
  return [
    {
      key: 'time',
      header: message('COLUMN.TIME'),
      render: (line) => <span style={noWrap}>{recordedWhen(line.at, day, timeZone)}</span>,
    },
    {
      key: 'receipt-number',
      header: message('COLUMN.RECEIPT'),
      render: (line) => (
        <span style={noWrap}>{line.kind === 'payment' ? line.payment.receiptNumber : line.voided.receiptNumber}</span>
      ),
    },
    {
      key: 'user',
      header: message('COLUMN.USER'),
      render: (line) => {
        const { memberName, memberDeleted } = line.kind === 'payment' ? line.payment : line.voided;
        return <Member name={memberName} deleted={memberDeleted} />;
      },
    },
    {
      key: 'type',
      header: message('COLUMN.TYPE'),
      render: (line) =>
        line.kind === 'payment'
          ? message(`PAYMENT_TYPE.${line.payment.paymentType}`)
          : message(line.voided.refund ? 'CASH_CLOSING.REFUND_LINE' : 'CASH_CLOSING.VOID_LINE', {
              numero: line.voided.receiptNumber,
            }),
    },
    {
      key: 'amount',
      header: message('COLUMN.AMOUNT'),
      align: 'right',
      render: (line) =>
        line.kind === 'payment' ? (
          <VoidableAmount amount={formatMoney(line.payment.amount)} voided={line.payment.voided} />
        ) : (
          <Text span c="red.8" fw={600}>
            <Money amount={-line.voided.amount} />
          </Text>
        ),
    },
    {
      key: 'method',
      header: message('COLUMN.METHOD'),
      render: (line) => (
        <PaymentMethodText
          payment={line.kind === 'payment' ? line.payment : { method: line.voided.method, reference: null }}
        />
      ),
    },
    {
      key: 'staff',
      header: message('COLUMN.STAFF'),
      render: (line) => <StaffCell line={line} />,
    },
    {
      key: 'print',
      header: <span className="print-hidden">{message('RECEIPT.PRINT')}</span>,
      render: (line) =>
        line.kind === 'payment' ? (
          <span className="print-hidden">
            <ReceiptLink payment={line.payment} />
          </span>
        ) : null,
    },
  ];
}

/** The payments in the till's order, each void placed among them by the instant it was made. */
function linesOf(closing: CashClosingView): ClosingLine[] {
  const lines: ClosingLine[] = closing.payments.map((payment) => ({
    kind: 'payment',
    at: payment.recordedAt,
    payment,
  }));
  for (const voided of closing.voids) {
    const after = lines.findIndex((line) => Date.parse(line.at) > Date.parse(voided.voidedAt));
    const line: ClosingLine = { kind: 'void', at: voided.voidedAt, voided };
    if (after < 0) lines.push(line);
    else lines.splice(after, 0, line);
  }
  return lines;
}

export function ClosingPayments({ closing }: { readonly closing: CashClosingView }) {
  const timeZone = usePublicSettingsStore((state) => state.timeZone);
  const lines = linesOf(closing);
  if (lines.length === 0) return <EmptyState text={message('CASH_CLOSING.EMPTY')} />;
  return (
    <DataTable
      label={message('CASH_CLOSING.PAYMENTS')}
      columns={columns(closing.date, timeZone)}
      rows={lines}
      rowKey={(line) => (line.kind === 'payment' ? line.payment.id : `void-${line.voided.paymentId}`)}
      rowTestId="closing-payment-row"
      minWidth={820}
    />
  );
}

// The payments of the day in the cierre, oldest first: time, member, type, amount, method, who took
// it, receipt number, and the link to print the receipt again (not on paper).
import { Text } from '@mantine/core';
import { formatTime, message, type CashClosingEntry } from '@gym/domain';
import { DataTable, type Column } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { Money } from '../../../components/money';
import { PaymentMethodText } from '../../../components/payment-method-text';
import { ReceiptLink } from '../../../components/receipt-link';
import { useSettingsStore } from '../../../stores/settings-store';

const noWrap = { whiteSpace: 'nowrap' } as const;

function columns(timeZone: string): readonly Column<CashClosingEntry>[] {
  return [
    {
      key: 'time',
      header: message('COLUMN.TIME'),
      render: (payment) => <span style={noWrap}>{formatTime(payment.recordedAt, timeZone)}</span>,
    },
    {
      key: 'receipt-number',
      header: message('COLUMN.RECEIPT'),
      render: (payment) => <span style={noWrap}>{payment.receiptNumber}</span>,
    },
    {
      key: 'user',
      header: message('COLUMN.USER'),
      render: (payment) =>
        payment.memberDeleted ? (
          // R22: the cashier must see who paid, even after the member was deleted.
          <Text span fs="italic">
            {message('CASH_CLOSING.DELETED_MEMBER', { nombre: payment.memberName })}
          </Text>
        ) : (
          payment.memberName
        ),
    },
    {
      key: 'type',
      header: message('COLUMN.TYPE'),
      render: (payment) => message(`PAYMENT_TYPE.${payment.paymentType}`),
    },
    {
      key: 'amount',
      header: message('COLUMN.AMOUNT'),
      align: 'right',
      render: (payment) => <Money amount={payment.amount} />,
    },
    { key: 'method', header: message('COLUMN.METHOD'), render: (payment) => <PaymentMethodText payment={payment} /> },
    { key: 'staff', header: message('COLUMN.STAFF'), render: (payment) => payment.staffName },
    {
      key: 'print',
      header: <span className="print-hidden">{message('RECEIPT.PRINT')}</span>,
      render: (payment) => (
        <span className="print-hidden">
          <ReceiptLink payment={payment} />
        </span>
      ),
    },
  ];
}

export function ClosingPayments({ payments }: { readonly payments: readonly CashClosingEntry[] }) {
  const timeZone = useSettingsStore((state) => state.timeZone);
  if (payments.length === 0) return <EmptyState text={message('CASH_CLOSING.EMPTY')} />;
  return (
    <DataTable
      label={message('CASH_CLOSING.PAYMENTS')}
      columns={columns(timeZone)}
      rows={payments}
      rowKey={(payment) => payment.id}
      rowTestId="closing-payment-row"
      minWidth={820}
    />
  );
}

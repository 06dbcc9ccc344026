// The global payments history (spec §2): date, user (linked, or 'Usuario eliminado' R22), amount,
// type, how it was paid and its receipt (issue 10); filtered by payment method, in its CSV too.
import { Group, NativeSelect, Text } from '@mantine/core';
import { formatMoney, isRecordedPaymentMethod, message, RECORDED_PAYMENT_METHODS, type PaymentView } from '@gym/domain';
import type { Column } from '../../components/data-table';
import { DateText } from '../../components/date-text';
import { ExportCsvButton } from '../../components/export-csv-button';
import { MemberLink } from '../../components/member-link';
import { PageHeader } from '../../components/page-header';
import { PagedHistory } from '../../components/paged-history';
import { PaymentMethodText } from '../../components/payment-method-text';
import { ReceiptLink } from '../../components/receipt-link';
import { VoidPaymentButton } from '../../components/void-payment-button';
import { VoidableAmount } from '../../components/voided-badge';
import { downloadHref } from '../../lib/api-client-download';
import { usePaymentFilterStore, usePaymentHistoryStore } from './payment-history-store';

const columns: readonly Column<PaymentView>[] = [
  { key: 'date', header: message('COLUMN.DATE'), render: (payment) => <DateText date={payment.paidOn} /> },
  { key: 'user', header: message('COLUMN.USER'), render: (payment) => <PaymentMember payment={payment} /> },
  {
    key: 'amount',
    header: message('COLUMN.AMOUNT'),
    align: 'right',
    // R29: a voided payment stays, struck through and marked 'Anulado'.
    render: (payment) => <VoidableAmount amount={formatMoney(payment.amount)} voided={payment.voided} />,
  },
  { key: 'type', header: message('COLUMN.TYPE'), render: (payment) => message(`PAYMENT_TYPE.${payment.paymentType}`) },
  { key: 'method', header: message('COLUMN.METHOD'), render: (payment) => <PaymentMethodText payment={payment} /> },
  {
    key: 'receipt',
    header: message('COLUMN.RECEIPT'),
    // On a phone the row is a card with a narrow value column: the button wraps under the link.
    render: (payment) => (
      <Group gap={4}>
        <ReceiptLink payment={payment} />
        <VoidPaymentButton payment={payment} onVoided={() => usePaymentHistoryStore.getState().reload()} />
      </Group>
    ),
  },
];

const methodOptions = [
  { value: '', label: message('PAYMENTS.ALL_METHODS') },
  ...RECORDED_PAYMENT_METHODS.map((method) => ({ value: method, label: message(`PAYMENT_METHOD.${method}`) })),
];

/** R22: money already received stays listed after its member is deleted, without a link. */
function PaymentMember({ payment }: { readonly payment: PaymentView }) {
  if (payment.memberDeleted) {
    return (
      <Text span c="dimmed" fs="italic">
        {message('COMMON.DELETED_MEMBER')}
      </Text>
    );
  }
  return <MemberLink id={payment.memberId} name={payment.memberName} />;
}

function MethodFilter() {
  const method = usePaymentFilterStore((state) => state.method);
  return (
    <NativeSelect
      aria-label={message('PAYMENTS.FILTER_METHOD')}
      data={methodOptions}
      value={method ?? ''}
      onChange={(event) => {
        const chosen = event.currentTarget.value;
        void usePaymentFilterStore.getState().filterBy(isRecordedPaymentMethod(chosen) ? chosen : null);
      }}
      data-testid="payment-method-filter"
    />
  );
}

export function PaymentsScreen() {
  const query = usePaymentHistoryStore();
  const method = usePaymentFilterStore((state) => state.method);
  const actions = (
    <Group gap="xs">
      <MethodFilter />
      <ExportCsvButton href={downloadHref('exportPaymentsCsv', { query: { method } })} />
      <ExportCsvButton href={downloadHref('exportTurnosCsv', {})} label={message('TURNO_EXPORT.CSV_BUTTON')} />
    </Group>
  );
  return (
    <>
      <PageHeader title={message('NAV.PAYMENTS')} actions={actions} />
      <PagedHistory
        query={query}
        label={message('NAV.PAYMENTS')}
        columns={columns}
        emptyText={message(method === null ? 'PAYMENTS.EMPTY_GLOBAL' : 'PAYMENTS.EMPTY_METHOD')}
        testId="payments-history"
        rowTestId="payment-row"
        minWidth={820}
      />
    </>
  );
}

// The global payments history (spec §2): date, user (linked, or 'Usuario eliminado' R22), amount, type.
import { Text } from '@mantine/core';
import { apiPaths, message, type PaymentView } from '@gym/domain';
import type { Column } from '../../components/data-table';
import { DateText } from '../../components/date-text';
import { ExportCsvButton } from '../../components/export-csv-button';
import { MemberLink } from '../../components/member-link';
import { Money } from '../../components/money';
import { PageHeader } from '../../components/page-header';
import { PagedHistory } from '../../components/paged-history';
import { usePaymentHistoryStore } from './payment-history-store';

const columns: readonly Column<PaymentView>[] = [
  { key: 'date', header: message('COLUMN.DATE'), render: (payment) => <DateText date={payment.paidOn} /> },
  { key: 'user', header: message('COLUMN.USER'), render: (payment) => <PaymentMember payment={payment} /> },
  { key: 'amount', header: message('COLUMN.AMOUNT'), align: 'right', render: (payment) => <Money amount={payment.amount} /> },
  { key: 'type', header: message('COLUMN.TYPE'), render: (payment) => message(`PAYMENT_TYPE.${payment.paymentType}`) },
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

export function PaymentsScreen() {
  const query = usePaymentHistoryStore();
  return (
    <>
      <PageHeader title={message('NAV.PAYMENTS')} actions={<ExportCsvButton path={apiPaths.paymentsCsv} />} />
      <PagedHistory
        query={query}
        label={message('NAV.PAYMENTS')}
        columns={columns}
        emptyText={message('PAYMENTS.EMPTY_GLOBAL')}
        testId="payments-history"
        rowTestId="payment-row"
      />
    </>
  );
}

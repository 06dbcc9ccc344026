// 'Historial de Pagos': total paid, the new-payment form behind its button, the 10 most recent payments.
// Once saved the focus goes to the total, which shows the result; cancelled, back to the button (issue 30).
import { useEffect, useRef, useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { formatMoney, message, type MemberProfile, type PaymentView } from '@gym/domain';
import { useLocation } from 'react-router-dom';
import { DataTable, type Column } from '../../../components/data-table';
import { DateText } from '../../../components/date-text';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { PaymentFormWhenOpened } from '../../../components/payment-form-when-opened';
import { PaymentMethodText } from '../../../components/payment-method-text';
import { ReceiptLink } from '../../../components/receipt-link';
import { VoidPaymentButton } from '../../../components/void-payment-button';
import { VoidableAmount } from '../../../components/voided-badge';
import { asksToCollect } from '../../../lib/collect-on-arrival';
import { focusElement } from '../../../lib/move-focus';
import { useMemberPaymentsStore } from '../member-payments-store';
import { useProfileWritesStore } from '../profile-writes-store';
import { ProfileCard } from './info-card';
import { planName } from '../../../stores/plan-prices-store';

const columns: readonly Column<PaymentView>[] = [
  { key: 'date', header: message('COLUMN.DATE'), render: (payment) => <DateText date={payment.paidOn} /> },
  {
    key: 'amount',
    header: message('COLUMN.AMOUNT'),
    align: 'right',
    // R29: a voided payment stays, struck through and marked 'Anulado'.
    render: (payment) => <VoidableAmount amount={formatMoney(payment.amount)} voided={payment.voided} />,
  },
  { key: 'type', header: message('COLUMN.TYPE'), render: (payment) => message(`PAYMENT_TYPE.${payment.paymentType}`) },
  { key: 'plan', header: message('COLUMN.PLAN'), render: (payment) => planName(payment.plan) },
  { key: 'method', header: message('COLUMN.METHOD'), render: (payment) => <PaymentMethodText payment={payment} /> },
  {
    key: 'receipt',
    header: message('COLUMN.RECEIPT'),
    // On a phone the row is a card with a narrow value column: the button wraps under the link.
    render: (payment) => (
      <Group gap={4}>
        <ReceiptLink payment={payment} />
        <VoidPaymentButton payment={payment} onVoided={() => useProfileWritesStore.getState().paymentVoided()} />
      </Group>
    ),
  },
];

export function PaymentsCard({ profile }: { readonly profile: MemberProfile }) {
  // Opened from 'Cobrar' after registering the member (issue 41): the form shows at once.
  const [formShown, setFormShown] = useState(asksToCollect(useLocation().state));
  const { data, status, error, reload } = useMemberPaymentsStore();
  const total = useRef<HTMLParagraphElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    void useMemberPaymentsStore.getState().load(profile.id);
  }, [profile.id]);

  const payments = data?.items ?? [];
  return (
    <ProfileCard title={message('PROFILE.PAYMENTS')} testId="card-payments">
      <Group justify="space-between" mb="sm" gap="xs">
        <Text fw={600} data-testid="total-paid" ref={total}>
          {message('PROFILE.TOTAL_PAID', { monto: formatMoney(data?.totalPaid ?? profile.totalPaid) })}
        </Text>
        {/* R48 (c): a suppressed member's money stays to be read (and voided), not added to. */}
        {!profile.suppressed && (
          <Button size="sm" ref={toggle} onClick={() => setFormShown((shown) => !shown)} aria-expanded={formShown}>
            {message('PROFILE.NEW_PAYMENT')}
          </Button>
        )}
      </Group>
      {formShown && !profile.suppressed && (
        <PaymentFormWhenOpened
          member={profile}
          record={(request, key) => useProfileWritesStore.getState().recordPayment(profile.id, request, key)}
          onClose={(recorded) => {
            setFormShown(false);
            focusElement(recorded ? total.current : toggle.current);
          }}
        />
      )}
      {status === 'error' && error && <LoadError text={error.message} onRetry={() => void reload()} />}
      {data !== null &&
        (payments.length === 0 ? (
          <EmptyState text={message('PAYMENTS.EMPTY_MEMBER')} />
        ) : (
          <DataTable
            label={message('PROFILE.PAYMENTS')}
            columns={columns}
            rows={payments}
            rowKey={(payment) => payment.id}
            rowTestId="member-payment-row"
            minWidth={620}
          />
        ))}
      {data !== null && data.count > payments.length && (
        <Text size="xs" c="dimmed" mt="xs">
          {message('PROFILE.RECENT_PAYMENTS', { shown: payments.length, total: data.count })}
        </Text>
      )}
    </ProfileCard>
  );
}

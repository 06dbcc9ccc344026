// A payment's receipt (/receipts/:paymentId, issue 10), with 'Imprimir' (on paper only the receipt
// shows) and, for an Administrador, 'Anular pago' (R29).
import { useEffect } from 'react';
import { Button, Group } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { message } from '@gym/domain';
import { EmptyState } from '../../components/empty-state';
import { VoidPaymentButton } from '../../components/void-payment-button';
import { usePageTitle } from '../../hooks/use-page-title';
import { LoadError } from '../../components/load-error';
import { LoadingScreen } from '../../components/loading-screen';
import { ReceiptSheet } from './components/receipt-sheet';
import { useReceiptStore } from './receipt-store';

export function ReceiptScreen() {
  const { paymentId = '' } = useParams();
  const { data, status, error, load, reload } = useReceiptStore();
  // Also the name a printed PDF gets: 'Recibo R-000007 · Gimnasio Titanes'.
  usePageTitle(message('RECEIPT.PAGE_TITLE', { numero: data?.receiptNumber ?? '' }).trim());

  useEffect(() => {
    void load(paymentId);
  }, [paymentId, load]);

  if (status === 'error' && error?.status === 404) return <EmptyState text={message('RECEIPT.NOT_FOUND')} />;
  return (
    <>
      {status === 'error' && error && <LoadError text={error.message} onRetry={() => void reload()} />}
      {data === null ? (
        status === 'loading' && <LoadingScreen />
      ) : (
        <>
          <Group justify="flex-end" mb="sm" className="print-hidden" maw={720} mx="auto">
            <VoidPaymentButton
              size="sm"
              payment={{
                id: data.paymentId,
                amount: data.amount,
                paidOn: data.paidOn,
                receiptNumber: data.receiptNumber,
                memberName: data.memberName,
                memberDeleted: data.memberDeleted,
                voided: data.voided,
              }}
              onVoided={() => reload()}
            />
            <Button onClick={() => window.print()}>{message('RECEIPT.PRINT_NOW')}</Button>
          </Group>
          <ReceiptSheet receipt={data} />
        </>
      )}
    </>
  );
}

// 'Imprimir recibo' on a payment row; a saldo migrado (R43) has no receipt and says so.
import { screen } from '@testing-library/react';
import { aPayment } from '../testing/api-builders';
import { renderWithProviders } from '../testing/render-with-providers';
import { ReceiptLink } from './receipt-link';

describe('ReceiptLink', () => {
  it('a payment links to its receipt, named by member and day', () => {
    renderWithProviders(
      <ReceiptLink payment={aPayment({ id: 'p-1', memberName: 'Ana Pérez', paidOn: '2026-03-02' })} />,
    );
    expect(screen.getByRole('link', { name: /Ana Pérez/ })).toHaveAttribute('href', '/receipts/p-1');
  });

  it('R43: a saldo migrado reads "Sin recibo" and links nowhere', () => {
    const balance = aPayment({ id: 'p-2', paymentType: 'opening_balance', receiptNumber: null });
    renderWithProviders(<ReceiptLink payment={balance} />);
    expect(screen.getByTestId('no-receipt')).toHaveTextContent('Sin recibo');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

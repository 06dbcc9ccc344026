// 'Exportar CSV' on the payments history: a download link to every payment as CSV.
import { screen } from '@testing-library/react';
import { installFakeFetch } from '../../testing/fake-fetch';
import { aPage, aPayment } from '../../testing/api-builders';
import { renderWithProviders } from '../../testing/render-with-providers';
import { PaymentsScreen } from './payments-screen';

describe('PaymentsScreen: Exportar CSV', () => {
  it('links to the whole payments history as a CSV download', async () => {
    installFakeFetch({ 'GET /api/payments': { status: 200, body: aPage([aPayment()]) } });
    renderWithProviders(<PaymentsScreen />);
    await screen.findByTestId('payment-row');
    const link = screen.getByRole('link', { name: 'Exportar CSV' });
    expect(link).toHaveAttribute('href', '/api/payments/export.csv');
    expect(link).toHaveAttribute('download');
  });
});

// The global payments history: newest first as sent, linked members, R22's 'Usuario eliminado', paging.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch, queryOf } from '../../testing/fake-fetch';
import { aPage, aPayment } from '../../testing/api-builders';
import { renderWithProviders } from '../../testing/render-with-providers';
import { PaymentsScreen } from './payments-screen';

describe('PaymentsScreen', () => {
  it('shows date, linked user, amount in pesos and type, in the order sent', async () => {
    const fake = installFakeFetch({
      'GET /api/payments': {
        status: 200,
        body: aPage([
          aPayment({ id: 'p-2', paidOn: '2026-03-08', amount: 20_000, paymentType: 'renewal' }),
          aPayment({ id: 'p-1', paidOn: '2026-03-01', amount: 60_000, paymentType: 'initial' }),
        ]),
      },
    });
    renderWithProviders(<PaymentsScreen />);
    const rows = await screen.findAllByTestId('payment-row');
    expect(rows[0]).toHaveTextContent(/08\/03\/2026Ana Gómez\$\s20\.000Renovación/);
    expect(rows[1]).toHaveTextContent('Pago inicial');
    expect(within(rows[0]!).getByRole('link', { name: 'Ana Gómez' })).toHaveAttribute('href', '/users/m-1');
    expect(queryOf(fake.requests[0]!)).toEqual({ page: '1', pageSize: '20' });
  });

  it('R22: a deleted member’s payment stays, as "Usuario eliminado" without a link', async () => {
    installFakeFetch({ 'GET /api/payments': { status: 200, body: aPage([aPayment({ memberDeleted: true, memberName: 'Ana Gómez' })]) } });
    renderWithProviders(<PaymentsScreen />);
    const row = await screen.findByTestId('payment-row');
    expect(row).toHaveTextContent('Usuario eliminado');
    expect(within(row).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says "No hay pagos registrados en el sistema." when there are none', async () => {
    installFakeFetch({ 'GET /api/payments': { status: 200, body: aPage([]) } });
    renderWithProviders(<PaymentsScreen />);
    expect(await screen.findByText('No hay pagos registrados en el sistema.')).toBeInTheDocument();
  });

  it('pages on the server', async () => {
    const fake = installFakeFetch({ 'GET /api/payments': { status: 200, body: aPage([aPayment()], { total: 61 }) } });
    renderWithProviders(<PaymentsScreen />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Página siguiente' }));
    await waitFor(() => expect(queryOf(fake.requests.at(-1)!)).toEqual({ page: '2', pageSize: '20' }));
  });
});

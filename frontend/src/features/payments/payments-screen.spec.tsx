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
    expect(within(rows[0]).getByRole('link', { name: 'Ana Gómez' })).toHaveAttribute('href', '/users/m-1');
    expect(queryOf(fake.requests[0])).toEqual({ page: '1', pageSize: '20' });
  });

  it('R22: a deleted member’s payment stays, as "Usuario eliminado" without a link to a profile (its receipt stays)', async () => {
    installFakeFetch({
      'GET /api/payments': { status: 200, body: aPage([aPayment({ memberDeleted: true, memberName: 'Ana Gómez' })]) },
    });
    renderWithProviders(<PaymentsScreen />);
    const row = await screen.findByTestId('payment-row');
    expect(row).toHaveTextContent('Usuario eliminado');
    expect(
      within(row)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/receipts/p-1']);
    expect(
      within(row).getByRole('link', { name: 'Imprimir recibo de Usuario eliminado del 01/03/2026' }),
    ).toBeInTheDocument();
  });

  it('issue 10: shows how each payment came in and links its receipt, opening in a new tab', async () => {
    installFakeFetch({
      'GET /api/payments': {
        status: 200,
        body: aPage([
          aPayment({ id: 'p-9', method: 'nequi', reference: '3001112233' }),
          aPayment({ id: 'p-1', method: 'unspecified' }),
        ]),
      },
    });
    renderWithProviders(<PaymentsScreen />);
    const rows = await screen.findAllByTestId('payment-row');
    expect(rows[0]).toHaveTextContent('Nequi · Ref. 3001112233');
    expect(rows[1]).toHaveTextContent('Sin especificar');
    const receipt = within(rows[0]).getByRole('link', { name: 'Imprimir recibo de Ana Gómez del 01/03/2026' });
    expect(receipt).toHaveAttribute('href', '/receipts/p-9');
    expect(receipt).toHaveAttribute('target', '_blank');
    expect(receipt).toHaveAttribute('rel', 'noopener');
  });

  it('issue 10: filters by payment method on the server, back to the first page, and the CSV follows', async () => {
    const fake = installFakeFetch({ 'GET /api/payments': { status: 200, body: aPage([aPayment()], { total: 61 }) } });
    renderWithProviders(<PaymentsScreen />);
    await screen.findByTestId('payment-row');
    await userEvent
      .setup()
      .selectOptions(screen.getByRole('combobox', { name: 'Filtrar por medio de pago' }), 'Daviplata');
    await waitFor(() =>
      expect(queryOf(fake.requests.at(-1)!)).toEqual({ page: '1', pageSize: '20', method: 'daviplata' }),
    );
    expect(screen.getByRole('link', { name: 'Exportar CSV' })).toHaveAttribute(
      'href',
      '/api/payments/export.csv?method=daviplata',
    );
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

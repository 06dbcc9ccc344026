// 'Cierre de caja' (issue 10): the day's total, its lines by method and its payments; another day on demand; printing.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch, queryOf, receptionAccount, signedInAccount } from '../../testing/fake-fetch';
import { aCashClosing, aPayment } from '../../testing/api-builders';
import { renderWithProviders } from '../../testing/render-with-providers';
import { useSessionStore } from '../../stores/session-store';
import { useSettingsStore } from '../../stores/settings-store';
import { CashClosingScreen } from './cash-closing-screen';

const entry = (overrides: Parameters<typeof aPayment>[0]) => ({
  ...aPayment(overrides),
  staffId: 's-1',
  staffName: 'Laura Recepción',
});

const closing = aCashClosing({
  total: 130_000,
  count: 3,
  byMethod: [
    { method: 'cash', count: 1, total: 80_000 },
    { method: 'nequi', count: 1, total: 30_000 },
    { method: 'daviplata', count: 0, total: 0 },
    { method: 'transfer', count: 1, total: 20_000 },
    { method: 'card', count: 0, total: 0 },
  ],
  payments: [
    entry({
      id: 'p-1',
      memberName: 'Ana Gómez',
      amount: 80_000,
      method: 'cash',
      receiptNumber: 'R-000007',
      recordedAt: '2026-03-10T13:05:00.000Z',
    }),
    entry({
      id: 'p-2',
      memberName: 'Luis Díaz',
      amount: 30_000,
      method: 'nequi',
      reference: '3001112233',
      paymentType: 'installment',
    }),
    entry({ id: 'p-3', memberName: 'Luis Díaz', amount: 20_000, method: 'transfer', paymentType: 'installment' }),
  ],
});

describe('CashClosingScreen', () => {
  beforeEach(() => useSessionStore.setState({ status: 'signedIn', account: signedInAccount }));

  it("R33: Recepción sees today's cierre, without the day picker", async () => {
    useSessionStore.setState({ status: 'signedIn', account: receptionAccount });
    const fake = installFakeFetch({ 'GET /api/cash-closing': { status: 200, body: closing } });
    renderWithProviders(<CashClosingScreen />);
    expect(await screen.findByTestId('closing-total')).toHaveTextContent(/Total recibido\$\s130\.000/);
    expect(screen.queryByLabelText('Día del cierre')).not.toBeInTheDocument();
    // Today's cierre only: no other day is asked for.
    const closings = fake.requests.filter((request) => request.path.startsWith('/api/cash-closing'));
    expect(closings.map((request) => request.path)).toEqual([expect.stringMatching(/^\/api\/cash-closing\?date=/)]);
  });
  it("closes today (the gym's) with the total, every method's line and each payment with who took it", async () => {
    useSettingsStore.setState({ gymName: 'Gimnasio Titanes' });
    const fake = installFakeFetch({ 'GET /api/cash-closing': { status: 200, body: closing } });
    renderWithProviders(<CashClosingScreen />);
    expect(await screen.findByTestId('closing-total')).toHaveTextContent(/Total recibido\$\s130\.000Pagos: 3/);
    expect(screen.getByTestId('closing-title')).toHaveTextContent('Gimnasio Titanes · Cierre de caja del 10/03/2026');
    expect(screen.getByTestId('method-nequi')).toHaveTextContent(/Nequi1\$\s30\.000/);
    expect(screen.getByTestId('method-daviplata')).toHaveTextContent(/Daviplata0\$\s0/);
    const rows = screen.getAllByTestId('closing-payment-row');
    expect(rows[0]).toHaveTextContent(/08:05R-000007Ana GómezPago inicial\$\s80\.000EfectivoLaura Recepción/);
    expect(rows[1]).toHaveTextContent('Nequi · Ref. 3001112233');
    expect(within(rows[2]).getByRole('link', { name: /Imprimir recibo de Luis Díaz/ })).toHaveAttribute(
      'href',
      '/receipts/p-3',
    );
    expect(Object.keys(queryOf(fake.requests[0]))).toEqual(['date']);
  });

  it('another day is asked for when the date changes; a day without payments says so', async () => {
    const fake = installFakeFetch({
      'GET /api/cash-closing': (request) => ({
        status: 200,
        body: aCashClosing({ date: queryOf(request).date ?? '' }),
      }),
    });
    renderWithProviders(<CashClosingScreen />);
    expect(await screen.findByText('No se registraron pagos este día.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Día del cierre'), { target: { value: '2026-03-02' } });
    await waitFor(() => expect(queryOf(fake.requests.at(-1)!)).toEqual({ date: '2026-03-02' }));
    expect(await screen.findByText(/Cierre de caja del 02\/03\/2026/)).toBeInTheDocument();
  });

  it("'Imprimir cierre' prints the page", async () => {
    installFakeFetch({ 'GET /api/cash-closing': { status: 200, body: closing } });
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderWithProviders(<CashClosingScreen />);
    await screen.findByTestId('closing-total');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Imprimir cierre' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });
});

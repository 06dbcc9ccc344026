// 'Cierre de caja' (issue 10): the day's total, its lines by method and its payments; another day on demand; printing.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch, queryOf, receptionAccount, signedInAccount } from '../../testing/fake-fetch';
import { aCashClosing, aPayment } from '../../testing/api-builders';
import { renderWithProviders } from '../../testing/render-with-providers';
import { useSessionStore } from '../../stores/session-store';
import { usePublicSettingsStore } from '../../stores/public-settings-store';
import { CashClosingScreen } from './cash-closing-screen';

const entry = (overrides: Parameters<typeof aPayment>[0]) => ({
  ...aPayment({ staffName: 'Laura Recepción', ...overrides }),
  staffId: 's-1',
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
    usePublicSettingsStore.setState({ gymName: 'Gimnasio Titanes' });
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
    // R41: the day's turnos are asked for beside it.
    const closings = () => fake.requests.filter((request) => request.path.startsWith('/api/cash-closing'));
    await waitFor(() => expect(queryOf(closings().at(-1)!)).toEqual({ date: '2026-03-02' }));
    expect(await screen.findByText(/Cierre de caja del 02\/03\/2026/)).toBeInTheDocument();
  });

  it("issue 41: another day's sheet says when a back-dated payment was typed; a deleted member's name is styled like the rest", async () => {
    installFakeFetch({
      'GET /api/cash-closing': {
        status: 200,
        body: aCashClosing({
          date: '2026-03-10',
          count: 2,
          total: 100_000,
          payments: [
            entry({ id: 'p-1', memberName: 'Ana Gómez', recordedAt: '2026-03-10T13:05:00.000Z' }),
            entry({ id: 'p-2', memberName: 'Beto Ruiz', memberDeleted: true, recordedAt: '2026-03-12T14:30:00.000Z' }),
          ],
        }),
      },
    });
    renderWithProviders(<CashClosingScreen />);
    const rows = await screen.findAllByTestId('closing-payment-row');
    expect(rows[0]).toHaveTextContent(/^08:05R-000001Ana Gómez/);
    expect(rows[1]).toHaveTextContent(/^Registrado el 12\/03\/2026 09:30R-000001Beto Ruiz \(eliminado\)/);
    // The italic name inherits the cell's size instead of Mantine's larger default.
    expect(within(rows[1]).getByText('Beto Ruiz (eliminado)')).toHaveAttribute('data-inherit', 'true');
    expect(screen.getByTestId('cash-closing')).toHaveTextContent(
      'Pagos y ventas en efectivo del día, menos anulaciones, devoluciones y retiros en efectivo; sin las bases de los turnos.',
    );
  });

  it("issue 41: on paper the title leaves the gym's name to the printed header, so it appears once", async () => {
    usePublicSettingsStore.setState({ gymName: 'Gimnasio Titanes' });
    installFakeFetch({ 'GET /api/cash-closing': { status: 200, body: closing } });
    renderWithProviders(<CashClosingScreen />);
    const title = await screen.findByTestId('closing-title');
    expect(
      within(title)
        .getByText(/Gimnasio Titanes/)
        .closest('.print-hidden'),
    ).not.toBeNull();
    expect(
      within(title)
        .getByText(/Cierre de caja del 10\/03\/2026/)
        .closest('.print-hidden'),
    ).toBeNull();
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

  it('R32: the cash counted shows the difference with the cash expected, and closes the day once confirmed', async () => {
    useSessionStore.setState({ status: 'signedIn', account: receptionAccount });
    const fake = installFakeFetch({
      'GET /api/cash-closing': { status: 200, body: aCashClosing({ ...closing, expectedCash: 80_000 }) },
      'POST /api/cash-closing/2026-03-10/close': { status: 201, body: { position: 12 } },
    });
    renderWithProviders(<CashClosingScreen />);
    expect(await screen.findByTestId('day-status')).toHaveTextContent('Día abierto');
    expect(screen.getByTestId('expected-cash')).toHaveTextContent(/Efectivo esperado\$\s80\.000/);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Efectivo contado/), '78000');
    expect(screen.getByTestId('cash-difference')).toHaveTextContent(/Faltante \$\s2\.000/);
    await user.clear(screen.getByLabelText(/Efectivo contado/));
    await user.type(screen.getByLabelText(/Efectivo contado/), '82000');
    expect(screen.getByTestId('cash-difference')).toHaveTextContent(/Sobrante \$\s2\.000/);
    await user.click(screen.getByRole('button', { name: 'Cerrar el día' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent(/¿Cerrar el día 10\/03\/2026 con \$\s82\.000 contados \(Sobrante \$\s2\.000\)\?/);
    await user.click(within(confirm).getByTestId('confirm-close-day'));
    expect(await screen.findByText('Día cerrado correctamente.')).toBeInTheDocument();
    expect(fake.requests.find((request) => request.method === 'POST')?.body).toEqual({ countedCash: 82_000 });
  });

  it('R32: a closed day shows its closing as recorded, who closed it and when; Recepción cannot reopen it', async () => {
    usePublicSettingsStore.setState({ timeZone: 'America/Bogota' });
    useSessionStore.setState({ status: 'signedIn', account: receptionAccount });
    installFakeFetch({ 'GET /api/cash-closing': { status: 200, body: closedDay } });
    renderWithProviders(<CashClosingScreen />);
    expect(await screen.findByTestId('day-status')).toHaveTextContent('Día cerrado');
    expect(screen.getByTestId('closed-by')).toHaveTextContent('Cerrado por Laura Recepción el 10/03/2026');
    expect(screen.getByTestId('counted-cash-recorded')).toHaveTextContent(/\$\s75\.000/);
    expect(screen.getByTestId('cash-difference')).toHaveTextContent(/Faltante \$\s5\.000/);
    expect(screen.queryByLabelText(/Efectivo contado/, { selector: 'input' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reabrir' })).not.toBeInTheDocument();
    expect(screen.getAllByTestId('staff-total')[0]).toHaveTextContent(/Laura Recepción3\$\s130\.000/);
  });

  it('R32: an Administrador reopens a closed day with a reason', async () => {
    useSessionStore.setState({ status: 'signedIn', account: signedInAccount });
    const fake = installFakeFetch({
      'GET /api/cash-closing': { status: 200, body: closedDay },
      'POST /api/cash-closing/2026-03-10/reopen': { status: 201, body: { position: 13 } },
    });
    renderWithProviders(<CashClosingScreen />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reabrir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reabrir el día 10/03/2026' });
    await user.type(within(dialog).getByLabelText(/Motivo de la reapertura/), 'Faltó un pago en efectivo');
    await user.click(within(dialog).getByRole('button', { name: 'Reabrir' }));
    expect(await screen.findByText('Día reabierto correctamente.')).toBeInTheDocument();
    expect(fake.requests.find((request) => request.method === 'POST')?.body).toEqual({
      reason: 'Faltó un pago en efectivo',
    });
  });

  it("R29 + R42: a void of a payment of the day is 'Anulación de recibo N' under who took it, 'Anulado por' who voided it", async () => {
    const taken = entry({ id: 'p-9', receiptNumber: 'R-000002', amount: 40_000, staffName: 'Laura Recepción' });
    installFakeFetch({
      'GET /api/cash-closing': {
        status: 200,
        body: aCashClosing({
          total: 0,
          count: 1,
          voidsCount: 1,
          payments: [taken],
          byStaff: [{ staffId: 's-1', staffName: 'Laura Recepción', count: 1, total: 0, refunds: 0 }],
          voids: [
            {
              paymentId: 'p-9',
              receiptNumber: 'R-000002',
              memberId: 'm-1',
              memberName: 'Ana Gómez',
              memberDeleted: false,
              amount: 40_000,
              method: 'cash',
              paidOn: '2026-03-10',
              voidedAt: '2026-03-10T15:00:00.000Z',
              reason: 'Pago registrado dos veces',
              staffId: 's-0',
              staffName: 'Marta Dueña',
              refund: false,
              receivedBy: 'Laura Recepción',
            },
          ],
        }),
      },
    });
    renderWithProviders(<CashClosingScreen />);
    const rows = await screen.findAllByTestId('closing-payment-row');
    expect(rows[1]).toHaveTextContent(
      /R-000002Ana GómezAnulación de recibo R-000002-\$\s40\.000EfectivoLaura RecepciónAnulado por Marta Dueña/,
    );
    const [laura] = screen.getAllByTestId('staff-total');
    expect(laura).toHaveTextContent(/Laura Recepción1\$\s0/);
    expect(laura).not.toHaveTextContent('Devoluciones');
  });

  it("R42: a void of an earlier day's payment is a refund, 'Devolución del recibo N', under who made it", async () => {
    installFakeFetch({
      'GET /api/cash-closing': {
        status: 200,
        body: aCashClosing({
          total: -40_000,
          voidsCount: 1,
          byStaff: [{ staffId: 's-0', staffName: 'Marta Dueña', count: 0, total: -40_000, refunds: 40_000 }],
          voids: [
            {
              paymentId: 'p-9',
              receiptNumber: 'R-000002',
              memberId: 'm-1',
              memberName: 'Ana Gómez',
              memberDeleted: false,
              amount: 40_000,
              method: 'cash',
              paidOn: '2026-03-09',
              voidedAt: '2026-03-10T15:00:00.000Z',
              reason: 'Pago registrado dos veces',
              staffId: 's-0',
              staffName: 'Marta Dueña',
              refund: true,
              receivedBy: 'Laura Recepción',
            },
          ],
        }),
      },
    });
    renderWithProviders(<CashClosingScreen />);
    const [row] = await screen.findAllByTestId('closing-payment-row');
    expect(row).toHaveTextContent(/R-000002Ana GómezDevolución del recibo R-000002-\$\s40\.000EfectivoMarta Dueña$/);
    expect(screen.getByTestId('staff-total')).toHaveTextContent(/^Marta DueñaDevoluciones: \$\s40\.0000-\$\s40\.000$/);
    expect(screen.getByTestId('closing-total')).toHaveTextContent(/Pagos: 0 · Anulaciones: 1/);
  });
});

const closedDay = aCashClosing({
  ...closing,
  status: 'closed',
  closing: {
    countedCash: 75_000,
    expectedCash: 80_000,
    difference: -5_000,
    total: 130_000,
    paymentsCount: 3,
    voidsCount: 0,
    byMethod: closing.byMethod,
    byStaff: [{ staffId: 's-1', staffName: 'Laura Recepción', count: 3, total: 130_000, refunds: 0 }],
    closedAt: '2026-03-11T00:30:00.000Z',
    closedBy: 'Laura Recepción',
  },
  history: [
    {
      kind: 'closed',
      at: '2026-03-11T00:30:00.000Z',
      staffName: 'Laura Recepción',
      countedCash: 75_000,
      expectedCash: 80_000,
      difference: -5_000,
      reason: null,
    },
  ],
});

// R41: the Turno panel of Cierre de caja: the open turno with its expected cash, closing it with
// the cash counted ('Faltante' as it is typed); with none open, opening one with a base.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TurnoView } from '@gym/domain';
import { installFakeFetch, queryOf, receptionAccount } from '../../testing/fake-fetch';
import { aCashClosing } from '../../testing/api-builders';
import { renderWithProviders } from '../../testing/render-with-providers';
import { useSessionStore } from '../../stores/session-store';
import { CashClosingScreen } from './cash-closing-screen';

const turno = (day: string, overrides: Partial<TurnoView> = {}): TurnoView => ({
  turnoId: `${day}-1`,
  number: 1,
  day,
  status: 'open',
  base: 50_000,
  automatic: false,
  openedBy: 'Ana Recepción',
  openedAt: `${day}T13:00:00.000Z`,
  withdrawals: [],
  withdrawalsTotal: 0,
  total: 60_000,
  paymentsCount: 1,
  expectedCash: 110_000,
  byMethod: [],
  byStaff: [],
  closing: null,
  ...overrides,
});

describe('TurnoPanel', () => {
  beforeEach(() => useSessionStore.setState({ status: 'signedIn', account: receptionAccount }));

  it('R41: shows the open turno and closes it with the cash counted, 5.000 short', async () => {
    const fake = installFakeFetch({
      'GET /api/cash-closing': (request) => ({
        status: 200,
        body: aCashClosing({ date: queryOf(request).date ?? '' }),
      }),
      'GET /api/turnos': (request) => {
        const day = queryOf(request).day ?? '';
        return { status: 200, body: { day, dayStatus: 'open', turnos: [turno(day)] } };
      },
      'POST /api/turnos/{id}/close': { status: 201, body: { turnoId: 'x', position: 9 } },
    });
    renderWithProviders(<CashClosingScreen />);
    const panel = await screen.findByTestId('turno-panel');
    expect(within(panel).getByText(/Turno abierto por Ana Recepción desde las 08:00/)).toBeInTheDocument();
    expect(within(panel).getByTestId('turno-expected')).toHaveTextContent(/\$\s110\.000/);
    const user = userEvent.setup();
    await user.type(within(panel).getByLabelText('Efectivo contado del turno'), '105000');
    expect(within(panel).getByTestId('cash-difference')).toHaveTextContent(/Faltante \$\s5\.000/);
    await user.click(within(panel).getByTestId('close-turno'));
    await waitFor(() =>
      expect(fake.requests.find((request) => request.method === 'POST')).toMatchObject({
        path: expect.stringMatching(/^\/api\/turnos\/\d{4}-\d{2}-\d{2}-1\/close$/),
        body: { countedCash: 105_000 },
      }),
    );
  });

  it('R41: with no turno open, it offers to open one with a base', async () => {
    const fake = installFakeFetch({
      'GET /api/cash-closing': (request) => ({
        status: 200,
        body: aCashClosing({ date: queryOf(request).date ?? '' }),
      }),
      'GET /api/turnos': (request) => ({
        status: 200,
        body: { day: queryOf(request).day ?? '', dayStatus: 'open', turnos: [] },
      }),
      'POST /api/turnos': { status: 201, body: { turnoId: 'x', position: 9 } },
    });
    renderWithProviders(<CashClosingScreen />);
    const panel = await screen.findByTestId('turno-panel');
    expect(within(panel).getByText(/Se abrirá un turno automáticamente con base 0/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(within(panel).getByLabelText(/Base/), '50000');
    await user.click(within(panel).getByTestId('open-turno'));
    await waitFor(() =>
      expect(fake.requests.find((request) => request.method === 'POST')).toMatchObject({
        path: '/api/turnos',
        body: { base: 50_000 },
      }),
    );
  });
});

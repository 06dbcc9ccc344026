// Actividad del personal: a day's actions newest first with time, account, whom about and what;
// filtered by account and day; a deleted member named, not linked.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffActivityEntry } from '@gym/domain';
import { installFakeFetch, queryOf, signedInAccount } from '../../testing/fake-fetch';
import { renderWithProviders } from '../../testing/render-with-providers';
import { useSessionStore } from '../../stores/session-store';
import { usePublicSettingsStore } from '../../stores/public-settings-store';
import { StaffActivityScreen } from './staff-activity-screen';

const entry = (overrides: Partial<StaffActivityEntry>): StaffActivityEntry => ({
  id: 'e-1',
  at: '2026-03-10T14:05:00.000Z',
  staffId: 'staff-2',
  staffName: 'Lucía Caja',
  type: 'PaymentRecorded',
  subject: { kind: 'member', id: 'm-1', name: 'Ana Gómez', deleted: false },
  text: 'Pago registrado: $ 30.000 (Pago adicional) · Efectivo',
  kind: 'money',
  rows: null,
  ...overrides,
});

const day = (items: readonly StaffActivityEntry[], date = '2026-03-10') => ({
  day: date,
  items,
  total: items.length,
  page: 1,
  pageSize: 20,
});

const accounts = {
  items: [
    {
      id: 'staff-1',
      email: 'a@g.co',
      displayName: 'Dueña',
      role: 'admin',
      active: true,
      createdAt: '2026-01-01T00:00:00.000Z',
      lastSignInAt: null,
    },
    {
      id: 'staff-2',
      email: 'c@g.co',
      displayName: 'Lucía Caja',
      role: 'reception',
      active: true,
      createdAt: '2026-01-02T00:00:00.000Z',
      lastSignInAt: null,
    },
  ],
};

function showActivity() {
  // 12:00 in Bogotá on 10 March 2026: the screen opens on that day.
  jest.useFakeTimers({
    now: new Date('2026-03-10T17:00:00Z'),
    doNotFake: ['setTimeout', 'clearTimeout', 'queueMicrotask', 'nextTick', 'setImmediate'],
  });
  useSessionStore.setState({ status: 'signedIn', account: signedInAccount });
  usePublicSettingsStore.setState({ timeZone: 'America/Bogota' });
  const fake = installFakeFetch({
    'GET /api/staff': { status: 200, body: accounts },
    'GET /api/staff-activity': (request) => {
      const { day: date = '2026-03-10' } = queryOf(request);
      if (date !== '2026-03-10') return { status: 200, body: day([], date) };
      return {
        status: 200,
        body: day([
          entry({
            id: 'e-2',
            at: '2026-03-10T16:30:00.000Z',
            staffId: 'staff-1',
            staffName: 'Dueña',
            type: 'TicketBookReset',
            text: 'Tiquetera reiniciada: días usados 9 → 0',
          }),
          entry({
            id: 'e-3',
            subject: { kind: 'member', id: 'm-2', name: 'Beto Ruiz', deleted: true },
            type: 'MemberDeleted',
            text: 'Usuario eliminado: Beto Ruiz',
          }),
          entry({}),
        ]),
      };
    },
  });
  renderWithProviders(<StaffActivityScreen />);
  return { fake, user: userEvent.setup({ advanceTimers: jest.advanceTimersByTime }) };
}

describe('StaffActivityScreen', () => {
  afterEach(() => jest.useRealTimers());

  it('lists the day newest first: the gym’s time, the account, whom about (linked) and what', async () => {
    showActivity();
    const rows = await screen.findAllByTestId('activity-row');
    expect(rows[0]).toHaveTextContent('11:30DueñaAna GómezTiquetera reiniciada: días usados 9 → 0');
    expect(within(rows[2]).getByRole('link', { name: 'Ana Gómez' })).toHaveAttribute('href', '/users/m-1');
    expect(rows[1]).toHaveTextContent('Beto Ruiz (Usuario eliminado)');
    expect(within(rows[1]).queryByRole('link')).not.toBeInTheDocument();
  });

  it('asks for one account, then another day, which may have nothing', async () => {
    const { fake, user } = showActivity();
    await screen.findAllByTestId('activity-row');
    expect(queryOf(fake.requests.find((request) => request.path.startsWith('/api/staff-activity'))!)).toMatchObject({
      page: '1',
    });
    await waitFor(() => expect(screen.getByRole('option', { name: 'Lucía Caja' })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('Cuenta'), 'staff-2');
    await waitFor(() => expect(queryOf(fake.requests.at(-1)!)).toMatchObject({ staffId: 'staff-2', page: '1' }));
    fireEvent.change(screen.getByLabelText(/^Día/), { target: { value: '2026-03-02' } });
    expect(await screen.findByText('Nadie del personal registró actividad este día.')).toBeInTheDocument();
    expect(queryOf(fake.requests.at(-1)!)).toMatchObject({ day: '2026-03-02', staffId: 'staff-2' });
  });

  it('issue 41: filters by kind of action', async () => {
    const { fake, user } = showActivity();
    await screen.findAllByTestId('activity-row');
    await user.selectOptions(screen.getByLabelText('Tipo de acción'), 'Pagos y anulaciones');
    await waitFor(() => expect(queryOf(fake.requests.at(-1)!)).toMatchObject({ kind: 'money', page: '1' }));
  });

  it('issue 41: an import is one line that opens to its rows, and closes again', async () => {
    useSessionStore.setState({ status: 'signedIn', account: signedInAccount });
    const line = entry({
      id: 'imp-1',
      type: 'MemberImported',
      kind: 'members',
      rows: 2,
      subject: { kind: 'gym', id: null, name: 'El gimnasio', deleted: false },
      text: 'Importó 2 usuarios de socios.xlsx',
    });
    const fake = installFakeFetch({
      'GET /api/staff': { status: 200, body: accounts },
      'GET /api/staff-activity': { status: 200, body: day([line]) },
      'GET /api/staff-activity/imp-1/rows': {
        status: 200,
        body: {
          items: [
            entry({ id: 'r-1', type: 'MemberImported', text: 'Importado de socios.xlsx, fila 2' }),
            entry({
              id: 'r-2',
              type: 'MemberImported',
              subject: { kind: 'member', id: 'm-2', name: 'Beto Ruiz', deleted: false },
              text: 'Importado de socios.xlsx, fila 3',
            }),
          ],
          total: 2,
          page: 1,
          pageSize: 20,
        },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<StaffActivityScreen />);
    const [row] = await screen.findAllByTestId('activity-row');
    expect(row).toHaveTextContent('Importó 2 usuarios de socios.xlsx');
    expect(screen.queryByTestId('activity-import-row-list')).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Ver las filas' }));
    const list = await screen.findByTestId('activity-import-row-list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ana Gómez · Importado de socios.xlsx, fila 2', 'Beto Ruiz · Importado de socios.xlsx, fila 3']);
    expect(within(list).getByRole('link', { name: 'Beto Ruiz' })).toHaveAttribute('href', '/users/m-2');
    expect(fake.requests.some((request) => request.path.startsWith('/api/staff-activity/imp-1/rows'))).toBe(true);
    await user.click(within(row).getByRole('button', { name: 'Ocultar las filas' }));
    expect(screen.queryByTestId('activity-import-row-list')).not.toBeInTheDocument();
  });
});

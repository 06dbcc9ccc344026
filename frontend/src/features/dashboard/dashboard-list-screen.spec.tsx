// Issue 41: a dashboard list whole on its own screen, a page at a time, with the card's lines.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { AlertEntry } from '@gym/domain';
import { installFakeFetch, queryOf, signedInAccount } from '../../testing/fake-fetch';
import { renderWithProviders } from '../../testing/render-with-providers';
import { useSessionStore } from '../../stores/session-store';
import { DashboardListScreen } from './dashboard-list-screen';

const debtor = (index: number): AlertEntry => ({
  id: `m-${index}`,
  name: `Socio ${index}`,
  phone: '3001234567',
  plan: 'monthly',
  expiresOn: '2026-04-01',
  debt: 1_000 * index,
  daysToExpiry: 20,
});

function showList(path: string) {
  useSessionStore.setState({ status: 'signedIn', account: signedInAccount });
  renderWithProviders(
    <Routes>
      <Route path="/dashboard/:list" element={<DashboardListScreen />} />
      <Route path="/" element={<p>Dashboard</p>} />
    </Routes>,
    { path },
  );
}

describe('DashboardListScreen', () => {
  it("pages 'Usuarios con Deuda' in the dashboard's order, each line as on the card", async () => {
    const fake = installFakeFetch({
      'GET /api/dashboard/alerts/with-debt': (request) => {
        const page = Number(queryOf(request).page);
        const items = page === 1 ? [debtor(25), debtor(24)] : [debtor(1)];
        return { status: 200, body: { items, total: 21, page, pageSize: 20 } };
      },
    });
    showList('/dashboard/with-debt');
    expect(await screen.findByRole('heading', { name: 'Usuarios con Deuda' })).toBeInTheDocument();
    const list = await screen.findByTestId('dashboard-list');
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(/Socio 25Debe \$\s25\.000/);
    expect(within(list).getByRole('link', { name: 'Socio 24' })).toHaveAttribute('href', '/users/m-24');
    expect(screen.getByTestId('page-range')).toHaveTextContent('1–20 de 21');
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(queryOf(fake.requests.at(-1)!)).toMatchObject({ page: '2', pageSize: '20' });
    expect(screen.getByRole('link', { name: 'Volver al Dashboard' })).toHaveAttribute('href', '/');
  });

  it('an empty list says so', async () => {
    installFakeFetch({
      'GET /api/dashboard/birthdays': { status: 200, body: { items: [], total: 0, page: 1, pageSize: 20 } },
    });
    showList('/dashboard/birthdays');
    expect(await screen.findByText('No hay cumpleaños en los próximos 30 días.')).toBeInTheDocument();
  });

  it('an unknown list name in the address opens the dashboard', async () => {
    installFakeFetch({});
    showList('/dashboard/todas');
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
  });
});

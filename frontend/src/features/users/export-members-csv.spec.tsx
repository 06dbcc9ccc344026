// 'Exportar CSV' on the member list: a download link for the same search and order as the table.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch } from '../../testing/fake-fetch';
import { aMemberListItem, aPage } from '../../testing/api-builders';
import { renderWithProviders } from '../../testing/render-with-providers';
import { UserListScreen } from './user-list-screen';

describe('UserListScreen: Exportar CSV', () => {
  it('links to the whole list as CSV, following the search and the sorted column', async () => {
    installFakeFetch({ 'GET /api/members': { status: 200, body: aPage([aMemberListItem({ name: 'Ana Gómez' })]) } });
    renderWithProviders(<UserListScreen />, { path: '/users' });
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'Ana Gómez' });

    const link = screen.getByRole('link', { name: 'Exportar CSV' });
    expect(link).toHaveAttribute('href', '/api/members/export.csv?sort=name&direction=asc');
    expect(link).toHaveAttribute('download');

    await user.click(screen.getByRole('button', { name: /Deuda/ }));
    await user.click(screen.getByRole('button', { name: /Deuda/ }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar usuario' }), 'ana ');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Exportar CSV' })).toHaveAttribute(
        'href',
        '/api/members/export.csv?search=ana&sort=debt&direction=desc',
      ),
    );
  });
});

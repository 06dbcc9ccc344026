// 'Eliminados' (R44): the deleted members with who deleted them and when, and 'Restaurar', which asks
// first, restores, and says why when the server refuses (the cédula now belongs to someone else).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeletedMember } from '@gym/domain';
import { aPage } from '../../testing/api-builders';
import { installFakeFetch, type FakeRoute } from '../../testing/fake-fetch';
import { renderWithProviders } from '../../testing/render-with-providers';
import { DeletedMembersScreen } from './deleted-members-screen';
import { useDeletedMembersStore } from './deleted-members-store';

const ana: DeletedMember = {
  id: 'm-1',
  name: 'Ana Gómez',
  phone: '3001234567',
  cedula: '52123456',
  deletedAt: '2026-03-05T15:00:00.000Z',
  deletedBy: 's-1',
  deletedByName: 'Dueña',
};

function show(routes: Readonly<Record<string, FakeRoute>>) {
  useDeletedMembersStore.setState({ params: null, data: null, status: 'idle', error: null });
  const fake = installFakeFetch(routes);
  renderWithProviders(<DeletedMembersScreen />, { path: '/users/deleted' });
  return { fake, user: userEvent.setup() };
}

describe('DeletedMembersScreen', () => {
  it('lists each deleted member with the cédula, when and by whom, and restores one after asking', async () => {
    let restored = false;
    const { fake, user } = show({
      'GET /api/deleted-members': () => ({ status: 200, body: aPage(restored ? [] : [ana]) }),
      'POST /api/members/m-1/restore': () => {
        restored = true;
        return { status: 200, body: { position: 9 } };
      },
    });
    const row = await screen.findByTestId('deleted-member-row');
    expect(row).toHaveTextContent('Ana Gómez');
    expect(row).toHaveTextContent('52.123.456');
    expect(row).toHaveTextContent('05/03/2026 10:00');
    expect(row).toHaveTextContent('Dueña');

    await user.click(within(row).getByRole('button', { name: 'Restaurar a Ana Gómez' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      '¿Restaurar a Ana Gómez? Vuelve a Usuarios con su plan, sus pagos y su deuda como estaban al eliminarlo.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Restaurar' }));
    expect(await screen.findByText('Ana Gómez está de nuevo en Usuarios.')).toBeInTheDocument();
    expect(await screen.findByText('No hay usuarios eliminados.')).toBeInTheDocument();
    const restore = fake.requests.find((request) => request.method === 'POST');
    expect(restore?.headers['Idempotency-Key']).toBeTruthy();
  });

  it('says why a restore is refused, and keeps the member listed', async () => {
    const { user } = show({
      'GET /api/deleted-members': { status: 200, body: aPage([ana]) },
      'POST /api/members/m-1/restore': {
        status: 409,
        body: {
          statusCode: 409,
          code: 'MEMBER.RESTORE_CEDULA_TAKEN',
          message: 'No se puede restaurar: la cédula 52123456 ahora pertenece a Luisa Nueva.',
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Restaurar a Ana Gómez' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Restaurar' }));
    expect(
      await screen.findByText('No se puede restaurar: la cédula 52123456 ahora pertenece a Luisa Nueva.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('deleted-member-row')).toBeInTheDocument());
  });
});

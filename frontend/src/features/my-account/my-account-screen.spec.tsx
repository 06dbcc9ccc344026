// Mi cuenta: who is signed in with which role, and changing one's own password given the current one.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { message } from '@gym/domain';
import { errorBody, installFakeFetch, receptionAccount } from '../../testing/fake-fetch';
import { renderWithProviders } from '../../testing/render-with-providers';
import { useSessionStore } from '../../stores/session-store';
import { MyAccountScreen } from './my-account-screen';

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

async function fill(user: ReturnType<typeof userEvent.setup>, current: string, next: string, again = next) {
  await user.type(field(/^Contraseña actual/), current);
  await user.type(field(/^Nueva contraseña/), next);
  await user.type(field(/^Repite la nueva contraseña/), again);
  await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
}

describe('MyAccountScreen', () => {
  beforeEach(() => useSessionStore.setState({ status: 'signedIn', account: receptionAccount }));

  it('shows the account and its role, with what the role may do', () => {
    installFakeFetch({});
    renderWithProviders(<MyAccountScreen />);
    const account = screen.getByTestId('my-account');
    expect(account).toHaveTextContent('Caja');
    expect(account).toHaveTextContent('caja@gimnasio.co');
    expect(account).toHaveTextContent('Recepción');
    expect(account).toHaveTextContent(message('ROLE_HINT.reception'));
  });

  it('checks the new password before sending, and marks a wrong current password from the server', async () => {
    const wrong = errorBody(
      422,
      'STAFF.CURRENT_PASSWORD_WRONG',
      message('STAFF.CURRENT_PASSWORD_WRONG'),
      'currentPassword',
    );
    const fake = installFakeFetch({ 'POST /api/auth/password': { status: 422, body: wrong } });
    renderWithProviders(<MyAccountScreen />);
    const user = userEvent.setup();
    await fill(user, 'vieja-clave', 'corta');
    expect(screen.getByText(message('STAFF.PASSWORD_TOO_SHORT'))).toBeInTheDocument();
    expect(fake.requests).toEqual([]);
    await user.clear(field(/^Nueva contraseña/));
    await user.type(field(/^Nueva contraseña/), 'clave-nueva-larga');
    await user.clear(field(/^Repite la nueva contraseña/));
    await user.type(field(/^Repite la nueva contraseña/), 'clave-nueva-larga');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText(message('STAFF.CURRENT_PASSWORD_WRONG'))).toBeInTheDocument();
    expect(fake.requests[0]?.body).toEqual({ currentPassword: 'vieja-clave', newPassword: 'clave-nueva-larga' });
  });

  it('a change says so and empties the form', async () => {
    installFakeFetch({ 'POST /api/auth/password': { status: 200, body: { id: 'staff-2', position: 8 } } });
    renderWithProviders(<MyAccountScreen />);
    const user = userEvent.setup();
    await fill(user, 'vieja-clave', 'clave-nueva-larga');
    expect(await screen.findByText('Contraseña cambiada correctamente.')).toBeInTheDocument();
    expect(field(/^Contraseña actual/)).toHaveValue('');
  });

  it("'Cerrar todas mis sesiones' asks first; confirmed, every session ends and the login page follows", async () => {
    const fake = installFakeFetch({
      'POST /api/auth/sessions/end-all': { status: 200, body: { id: 'staff-2', position: 9 } },
    });
    renderWithProviders(<MyAccountScreen />, { path: '/my-account' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cerrar todas mis sesiones' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(message('MY_ACCOUNT.END_ALL_CONFIRM'));
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(fake.requests).toEqual([]);
    expect(useSessionStore.getState().status).toBe('signedIn');

    await user.click(screen.getByRole('button', { name: 'Cerrar todas mis sesiones' }));
    await user.click(await screen.findByTestId('confirm-end-all-sessions'));
    await waitFor(() => expect(useSessionStore.getState()).toMatchObject({ status: 'signedOut', account: null }));
    expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /api/auth/sessions/end-all',
    ]);
    expect(await screen.findByText(message('MY_ACCOUNT.ENDED_ALL'))).toBeInTheDocument();
  });

  it('a failure to end them says so and keeps the session', async () => {
    installFakeFetch({ 'POST /api/auth/sessions/end-all': 'network-error' });
    renderWithProviders(<MyAccountScreen />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cerrar todas mis sesiones' }));
    await user.click(await screen.findByTestId('confirm-end-all-sessions'));
    expect(await screen.findByText(message('MY_ACCOUNT.END_ALL_FAILED'))).toBeInTheDocument();
    expect(useSessionStore.getState().status).toBe('signedIn');
  });
});

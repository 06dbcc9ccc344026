// Personal (R25): the accounts with role, status and last sign-in; adding one; disabling; the last Administrador.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { message, type StaffListItem } from '@gym/domain';
import { errorBody, installFakeFetch, signedInAccount, type FakeRoute } from '../../testing/fake-fetch';
import { renderWithProviders } from '../../testing/render-with-providers';
import { useSessionStore } from '../../stores/session-store';
import { StaffScreen } from './staff-screen';

const owner: StaffListItem = {
  id: signedInAccount.id,
  email: 'dueno@gimnasio.co',
  displayName: 'Marta Dueña',
  role: 'admin',
  active: true,
  createdAt: '2026-03-01T12:00:00.000Z',
  lastSignInAt: '2026-03-02T15:00:00.000Z',
};
const desk: StaffListItem = {
  ...owner,
  id: 'staff-2',
  email: 'caja@gimnasio.co',
  displayName: 'Lucía Caja',
  role: 'reception',
  lastSignInAt: null,
};

function showStaff(routes: Record<string, FakeRoute> = {}) {
  useSessionStore.setState({ status: 'signedIn', account: signedInAccount });
  const fake = installFakeFetch({ 'GET /api/staff': { status: 200, body: { items: [owner, desk] } }, ...routes });
  renderWithProviders(<StaffScreen />, { path: '/staff' });
  return { fake, user: userEvent.setup() };
}

const rowOf = async (name: string) =>
  (await screen.findAllByTestId('staff-row')).find((row) => row.textContent.includes(name)) as HTMLElement;
const posts = (fake: ReturnType<typeof installFakeFetch>) => fake.requests.filter(({ method }) => method === 'POST');

describe('StaffScreen', () => {
  it('lists each account with e-mail, role, whether active and its last sign-in; the own one marked', async () => {
    showStaff();
    const ownerRow = await rowOf('Marta Dueña');
    expect(ownerRow).toHaveTextContent('dueno@gimnasio.co');
    expect(ownerRow).toHaveTextContent('Administrador');
    expect(ownerRow).toHaveTextContent('Activa');
    expect(ownerRow).toHaveTextContent('02/03/2026 10:00');
    expect(ownerRow).toHaveTextContent('Tú');
    const deskRow = await rowOf('Lucía Caja');
    expect(deskRow).toHaveTextContent('Recepción');
    expect(deskRow).toHaveTextContent('Nunca');
  });

  it('adds an account: the password typed twice must match, then it is sent with its role', async () => {
    const { fake, user } = showStaff({ 'POST /api/staff': { status: 201, body: { id: 'staff-3', position: 4 } } });
    await user.click(await screen.findByRole('button', { name: 'Agregar cuenta' }));
    const form = screen.getByRole('form', { name: 'Nueva cuenta del personal' });
    await user.type(within(form).getByLabelText(/Correo electrónico/), ' luis@gimnasio.co ');
    await user.type(within(form).getByLabelText(/^Nombre/), 'Luis');
    await user.selectOptions(within(form).getByLabelText(/^Rol/), 'admin');
    await user.type(within(form).getByLabelText(/^Contraseña/), 'clave-de-luis-1');
    await user.type(within(form).getByLabelText(/^Repite la contraseña/), 'clave-de-luis-2');
    await user.click(within(form).getByRole('button', { name: 'Crear cuenta' }));
    expect(within(form).getByText(message('STAFF.PASSWORDS_DIFFERENT'))).toBeInTheDocument();
    expect(posts(fake)).toEqual([]);
    await user.clear(within(form).getByLabelText(/^Repite la contraseña/));
    await user.type(within(form).getByLabelText(/^Repite la contraseña/), 'clave-de-luis-1');
    await user.click(within(form).getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText('Cuenta creada correctamente.')).toBeInTheDocument();
    expect(posts(fake)[0]?.body).toEqual({
      email: 'luis@gimnasio.co',
      displayName: 'Luis',
      role: 'admin',
      password: 'clave-de-luis-1',
    });
    // Issue 30: the form closes and the focus goes to the list that shows the new account.
    expect(screen.getByTestId('staff-list')).toHaveFocus();
  });

  it('an e-mail pasted with a zero-width space is refused under the field, and nothing is sent', async () => {
    const { fake, user } = showStaff();
    await user.click(await screen.findByRole('button', { name: 'Agregar cuenta' }));
    const form = screen.getByRole('form', { name: 'Nueva cuenta del personal' });
    await user.click(within(form).getByLabelText(/Correo electrónico/));
    await user.paste('luis\u200B@gimnasio.co');
    await user.click(within(form).getByRole('button', { name: 'Crear cuenta' }));
    expect(within(form).getByText(message('STAFF.EMAIL_INVISIBLE_CHARACTERS'))).toBeInTheDocument();
    expect(posts(fake)).toEqual([]);
  });

  it('disabling asks first, then reads the list again', async () => {
    const { fake, user } = showStaff({
      'POST /api/staff/staff-2/disable': { status: 200, body: { id: 'staff-2', position: 5 } },
    });
    await user.click(within(await rowOf('Lucía Caja')).getByRole('button', { name: 'Deshabilitar a Lucía Caja' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(message('STAFF_SCREEN.DISABLE_CONFIRM', { nombre: 'Lucía Caja' }));
    await user.click(within(dialog).getByRole('button', { name: 'Deshabilitar' }));
    expect(await screen.findByText('Cuenta deshabilitada: Lucía Caja.')).toBeInTheDocument();
    expect(posts(fake).map(({ path }) => path)).toEqual(['/api/staff/staff-2/disable']);
    await waitFor(() => expect(fake.requests.filter(({ path }) => path === '/api/staff')).toHaveLength(2));
  });

  it('R25: demoting the last Administrador is refused, said inside the dialog', async () => {
    const lastAdmin = errorBody(422, 'STAFF.LAST_ADMINISTRATOR', message('STAFF.LAST_ADMINISTRATOR'));
    const { user } = showStaff({ 'POST /api/staff/staff-1/role': { status: 422, body: lastAdmin } });
    await user.click(within(await rowOf('Marta Dueña')).getByRole('button', { name: 'Cambiar el rol de Marta Dueña' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: /Recepción/ }));
    expect(dialog).toHaveTextContent(message('STAFF_SCREEN.DEMOTE_HINT'));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message('STAFF.LAST_ADMINISTRATOR'));
  });
});

// The member list screen: rows as the server sends them, sorting by header, searching, deleting (R17).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { message } from '@gym/domain';
import {
  errorBody,
  installFakeFetch,
  receptionAccount,
  signedInAccount,
  queryOf,
  type FakeRoute,
} from '../../testing/fake-fetch';
import { aMemberListItem, aPage, aSpecPlan } from '../../testing/api-builders';
import { renderWithProviders } from '../../testing/render-with-providers';
import { answerAuthorization } from '../../testing/answer-authorization';
import { useSessionStore } from '../../stores/session-store';
import { UserListScreen } from './user-list-screen';

const ana = aMemberListItem({ id: 'm-1', name: 'Ana Gómez', debt: 20_000, status: 'debt', cedula: '52123456' });
const beto = aMemberListItem({ id: 'm-2', name: 'Beto Ruiz', plan: 'ticket_book', expiresOn: null });

function showList(routes: Record<string, FakeRoute> = {}) {
  useSessionStore.setState({ status: 'signedIn', account: signedInAccount });
  const fake = installFakeFetch({ 'GET /api/members': { status: 200, body: aPage([ana, beto]) }, ...routes });
  renderWithProviders(<UserListScreen />, { path: '/users' });
  return fake;
}

const rowOf = async (name: string) => (await screen.findByRole('link', { name })).closest('tr') as HTMLElement;

describe('UserListScreen', () => {
  it('shows each member with plan, expiry, debt in pesos and status badge', async () => {
    showList();
    const anaRow = await rowOf('Ana Gómez');
    expect(anaRow).toHaveTextContent('Mensualidad');
    expect(anaRow).toHaveTextContent('15/04/2026');
    expect(anaRow).toHaveTextContent(/\$\s20\.000/);
    expect(within(anaRow).getByTestId('status-badge')).toHaveTextContent('Con Deuda');
    expect(within(await rowOf('Beto Ruiz')).getByTestId('status-badge')).toHaveTextContent('Activo');
  });

  it('issue 10, issue 41: under the name, the phone and the cédula when there is one, each as people read it', async () => {
    showList();
    expect(await rowOf('Ana Gómez')).toHaveTextContent('300 123 4567 · C.C. 52.123.456');
    const betoRow = await rowOf('Beto Ruiz');
    expect(betoRow).toHaveTextContent('300 123 4567');
    expect(betoRow).not.toHaveTextContent('C.C.');
  });

  it('R5: a Tiquetera without expiry reads "N/A (Tiquetera)"', async () => {
    showList();
    expect(await rowOf('Beto Ruiz')).toHaveTextContent('N/A (Tiquetera)');
  });

  it('clicking a header sorts by it, clicking it again reverses (the server sorts)', async () => {
    const fake = showList();
    const user = userEvent.setup();
    await rowOf('Ana Gómez');

    await user.click(screen.getByRole('button', { name: /Deuda/ }));
    await waitFor(() => expect(queryOf(fake.requests.at(-1)!)).toMatchObject({ sort: 'debt', direction: 'asc' }));
    expect(screen.getByRole('columnheader', { name: /Deuda/ })).toHaveAttribute('aria-sort', 'ascending');

    await user.click(screen.getByRole('button', { name: /Deuda/ }));
    await waitFor(() => expect(queryOf(fake.requests.at(-1)!)).toMatchObject({ sort: 'debt', direction: 'desc' }));
    expect(screen.getByRole('columnheader', { name: /Deuda/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: /Nombre/ })).toHaveAttribute('aria-sort', 'none');
  });

  it('searches on the server once typing pauses', async () => {
    const fake = showList();
    const user = userEvent.setup();
    await rowOf('Ana Gómez');

    await user.type(screen.getByRole('searchbox', { name: 'Buscar usuario' }), 'ana');

    await waitFor(() => expect(queryOf(fake.requests.at(-1)!)).toMatchObject({ search: 'ana', page: '1' }));
    expect(fake.requests.filter((request) => queryOf(request).search !== undefined)).toHaveLength(1);
  });

  it("R38: the plan filter lists the gym's plans and asks the server for one plan's members", async () => {
    const semestral = { ...aSpecPlan('monthly', 420_000), plan: 'p-semestral', planName: 'Semestral' };
    const fake = showList({
      'GET /api/plans': {
        status: 200,
        body: [aSpecPlan('fortnight', 40_000), aSpecPlan('monthly', 80_000), semestral],
      },
    });
    const user = userEvent.setup();
    await rowOf('Ana Gómez');
    const filter = screen.getByRole('combobox', { name: 'Plan' });
    await waitFor(() => expect(within(filter).getByRole('option', { name: 'Semestral' })).toBeInTheDocument());
    expect(within(filter).getByRole('option', { name: 'Todos los planes' })).toBeInTheDocument();

    await user.selectOptions(filter, 'p-semestral');
    await waitFor(() => expect(queryOf(fake.requests.at(-1)!)).toMatchObject({ plan: 'p-semestral', page: '1' }));
    await user.selectOptions(filter, '');
    await waitFor(() => expect(queryOf(fake.requests.at(-1)!).plan).toBeUndefined());
  });

  it('says so when the gym has no members yet', async () => {
    installFakeFetch({ 'GET /api/members': { status: 200, body: aPage([]) } });
    renderWithProviders(<UserListScreen />, { path: '/users' });
    expect(await screen.findByText('No hay usuarios registrados.')).toBeInTheDocument();
  });

  it('"Ver" opens the profile of that member', async () => {
    showList();
    expect(await screen.findByRole('link', { name: 'Ver perfil de Ana Gómez' })).toHaveAttribute('href', '/users/m-1');
  });

  it('R25: Recepción sees the members without the delete button', async () => {
    showList();
    useSessionStore.setState({ account: receptionAccount });
    await rowOf('Ana Gómez');
    expect(screen.getByRole('link', { name: 'Ver perfil de Ana Gómez' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar a Ana Gómez' })).not.toBeInTheDocument();
  });

  it('R17: delete asks in Spanish, then deletes, says so and reloads the list', async () => {
    let deleted = false;
    const fake = showList({
      'DELETE /api/members/m-1': () => {
        deleted = true;
        return { status: 200, body: { position: 7 } };
      },
      'GET /api/members': () => ({ status: 200, body: aPage(deleted ? [beto] : [ana, beto]) }),
    });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Eliminar a Ana Gómez' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      '¿Estás seguro de que deseas eliminar a Ana Gómez? Sale de todas las listas; un Administrador puede restaurarlo desde Eliminados.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    expect(await screen.findByText('Usuario eliminado correctamente.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Ana Gómez' })).not.toBeInTheDocument());
    const deletion = fake.requests.find((request) => request.method === 'DELETE');
    expect(deletion?.headers['Idempotency-Key']).toBeTruthy();
    expect(fake.requests.at(-1)?.headers['X-Read-After']).toBe('7');
  });

  it('cancelling the question deletes nothing', async () => {
    const fake = showList();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Eliminar a Ana Gómez' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.requests.some((request) => request.method === 'DELETE')).toBe(false);
  });

  it('R18: a failed deletion says so and keeps the member listed', async () => {
    showList({
      'DELETE /api/members/m-1': { status: 500, body: errorBody(500, 'SERVER.ERROR', message('SERVER.ERROR')) },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Eliminar a Ana Gómez' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));

    expect(await screen.findByText('Error al eliminar el usuario. Por favor, inténtalo de nuevo.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ana Gómez' })).toBeInTheDocument();
  });

  it('the toggle shows and hides the add-user form', async () => {
    showList();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Agregar Usuario' }));
    expect(await screen.findByRole('form', { name: 'Nuevo Usuario' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ocultar Formulario' }));
    expect(screen.queryByRole('form', { name: 'Nuevo Usuario' })).not.toBeInTheDocument();
  });

  it('issue 30: once a member is added the form closes and the focus goes to the list that shows them', async () => {
    showList({ 'POST /api/members': { status: 201, body: { position: 3, memberId: 'm-9' } } });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Agregar Usuario' }));
    const field = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input, select' });
    await user.type(field('Nombre'), 'Carlos Pérez');
    await user.type(field('Dirección'), 'Carrera 7 # 12-30');
    await user.type(field('Teléfono'), '3104567890');
    await user.selectOptions(field('Género'), 'male');
    await user.type(field('Pago realizado'), '80000');
    await answerAuthorization(user);
    await user.click(screen.getByRole('button', { name: 'Guardar Usuario' }));
    expect(await screen.findByText('Usuario agregado correctamente.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Nuevo Usuario' })).not.toBeInTheDocument();
    expect(screen.getByTestId('member-list')).toHaveFocus();
  });

  it("issue 41: once saved, the list offers the new member's profile and, as they owe, 'Cobrar'", async () => {
    showList({ 'POST /api/members': { status: 201, body: { position: 3, memberId: 'm-9' } } });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Agregar Usuario' }));
    const field = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input, select' });
    await user.type(field('Nombre'), ' Carlos Pérez ');
    await user.type(field('Dirección'), 'Carrera 7 # 12-30');
    await user.type(field('Teléfono'), '3104567890');
    await user.selectOptions(field('Género'), 'male');
    await user.type(field('Pago realizado'), '30000');
    await answerAuthorization(user);
    await user.click(screen.getByRole('button', { name: 'Guardar Usuario' }));

    const notice = await screen.findByTestId('added-member');
    expect(notice).toHaveTextContent(/Carlos Pérez quedó registrado con una deuda de \$\s50\.000\./);
    expect(within(notice).getByRole('link', { name: 'Ver perfil' })).toHaveAttribute('href', '/users/m-9');
    expect(within(notice).getByRole('link', { name: 'Cobrar' })).toHaveAttribute('href', '/users/m-9');
    // Opening the form again for the next member clears it.
    await user.click(screen.getByRole('button', { name: 'Agregar Usuario' }));
    expect(screen.queryByTestId('added-member')).not.toBeInTheDocument();
  });

  it("issue 41: a member who paid the whole plan is offered the profile only, no 'Cobrar'", async () => {
    showList({ 'POST /api/members': { status: 201, body: { position: 3, memberId: 'm-9' } } });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Agregar Usuario' }));
    const field = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input, select' });
    await user.type(field('Nombre'), 'Carlos Pérez');
    await user.type(field('Dirección'), 'Carrera 7 # 12-30');
    await user.type(field('Teléfono'), '3104567890');
    await user.selectOptions(field('Género'), 'male');
    await user.type(field('Pago realizado'), '80000');
    await answerAuthorization(user);
    await user.click(screen.getByRole('button', { name: 'Guardar Usuario' }));

    const notice = await screen.findByTestId('added-member');
    expect(notice).toHaveTextContent(/^Carlos Pérez quedó registrado\.Ver perfil$/);
    expect(within(notice).queryByRole('link', { name: 'Cobrar' })).not.toBeInTheDocument();
  });

  it('pages through a large gym', async () => {
    const fake = showList({ 'GET /api/members': { status: 200, body: aPage([ana, beto], { total: 45 }) } });
    const user = userEvent.setup();
    expect(await screen.findByTestId('page-range')).toHaveTextContent('1–20 de 45');
    await user.click(screen.getByRole('button', { name: '3' }));
    await waitFor(() => expect(queryOf(fake.requests.at(-1)!)).toMatchObject({ page: '3' }));
  });

  describe('on a phone (narrower than 48em)', () => {
    const realMatchMedia = window.matchMedia;
    beforeEach(() => {
      window.matchMedia = (query: string) =>
        Object.assign(realMatchMedia(query), { matches: query.includes('max-width: 47.99em') });
    });
    afterEach(() => {
      window.matchMedia = realMatchMedia;
    });

    it('shows members as cards with status, expiry, debt and the same actions, and still sorts on the server', async () => {
      const fake = showList();
      const user = userEvent.setup();
      const cards = await screen.findAllByTestId('member-row');
      expect(cards[0]?.tagName).toBe('LI');
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(cards[1]).toHaveTextContent('N/A (Tiquetera)');
      expect(within(cards[0]).getByTestId('status-badge')).toHaveTextContent('Con Deuda');
      expect(within(cards[0]).getByRole('button', { name: 'Eliminar a Ana Gómez' })).toBeInTheDocument();

      await user.click(
        within(screen.getByRole('group', { name: 'Ordenar por' })).getByRole('button', { name: /Vencimiento/ }),
      );
      await waitFor(() =>
        expect(queryOf(fake.requests.at(-1)!)).toMatchObject({ sort: 'expiresOn', direction: 'asc' }),
      );
    });
  });
});

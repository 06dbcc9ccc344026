// What each path shows in each session state, and the signed-in shell around the screens.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { message } from '@gym/domain';
import { errorBody, installFakeFetch, receptionAccount, signedInAccount } from '../testing/fake-fetch';
import { renderWithProviders } from '../testing/render-with-providers';
import { send } from '../lib/api-client';
import { useSessionStore } from '../stores/session-store';
import { usePublicSettingsStore } from '../stores/public-settings-store';
import { AppRoutes } from './app-routes';

const navigationLabels = [
  'Dashboard',
  'Ingreso',
  'Recordatorios',
  'Usuarios',
  'Pagos',
  'Vender',
  'Cierre de caja',
  'Productos',
  'Composición Corporal',
  'Asistencia',
  'Auditoría',
  'Configuración',
  'Personal',
  'Actividad del personal',
  'Solicitudes de datos',
  'Mi cuenta',
];

function signedIn() {
  useSessionStore.setState({ status: 'signedIn', account: signedInAccount });
}

async function screenTitle(title: string) {
  return screen.findByRole('heading', { level: 2, name: title });
}

describe('while the session loads', () => {
  it('shows "Cargando..."', () => {
    renderWithProviders(<AppRoutes />, { path: '/users' });
    expect(screen.getByText('Cargando...')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('signed out', () => {
  it.each(['/', '/users/abc', '/payments', '/no-such-page'])('%s shows the login page', (path) => {
    useSessionStore.setState({ status: 'signedOut' });
    renderWithProviders(<AppRoutes />, { path });
    expect(screen.getByText('Inicia sesión para gestionar tu gimnasio')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('signing in at /users/abc lands on that profile, not the dashboard', async () => {
    installFakeFetch({ 'POST /api/auth/login': { status: 200, body: signedInAccount } });
    useSessionStore.setState({ status: 'signedOut' });
    renderWithProviders(<AppRoutes />, { path: '/users/abc' });
    const user = userEvent.setup();

    await user.type(screen.getByRole('textbox', { name: /Correo electrónico/ }), 'recepcion@gimnasio.co');
    await user.type(screen.getByLabelText(/^Contraseña/, { selector: 'input' }), 'secreto');
    await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));

    expect(await screenTitle(message('PROFILE.TITLE'))).toBeInTheDocument();
  });
});

describe('signed in', () => {
  it('shows the shell: gym name, the navigation links (spec §2, Ingreso, Cierre de caja and Auditoría), "Cerrar Sesión" and the footer', async () => {
    usePublicSettingsStore.setState({ gymName: 'Gimnasio Titanes' });
    signedIn();
    renderWithProviders(<AppRoutes />, { path: '/' });

    const navigation = await screen.findByRole('navigation');
    const links = within(navigation).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(navigationLabels);
    expect(screen.getByRole('heading', { level: 1, name: 'Gimnasio Titanes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar Sesión' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: message('SHELL.MENU') })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(String(new Date().getFullYear()));
  });

  it.each([
    ['/', 'Dashboard'],
    ['/check-in', 'Ingreso'],
    ['/users', 'Usuarios'],
    ['/users/abc', message('PROFILE.TITLE')],
    ['/payments', 'Pagos'],
    ['/cash-closing', 'Cierre de caja'],
    ['/body-composition', 'Composición Corporal'],
    ['/attendance', 'Asistencia'],
    ['/audit', 'Auditoría'],
    ['/settings', 'Configuración'],
    ['/staff', 'Personal'],
    ['/staff-activity', 'Actividad del personal'],
    ['/data-requests', 'Solicitudes de datos'],
    ['/my-account', 'Mi cuenta'],
    ['/products', 'Productos'],
    ['/sell', 'Vender'],
    ['/anything/else', 'Dashboard'],
  ])('%s shows the %s screen', async (path, title) => {
    signedIn();
    renderWithProviders(<AppRoutes />, { path });
    expect(await screenTitle(title)).toBeInTheDocument();
  });

  it('R25, R33: Recepción sees neither Pagos, Auditoría, Configuración nor Personal in the menu', async () => {
    useSessionStore.setState({ status: 'signedIn', account: receptionAccount });
    renderWithProviders(<AppRoutes />, { path: '/' });
    expect(await screenTitle('Dashboard')).toBeInTheDocument();
    const links = within(screen.getByRole('navigation')).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(
      navigationLabels.filter(
        (label) =>
          ![
            'Pagos',
            'Auditoría',
            'Configuración',
            'Personal',
            'Actividad del personal',
            'Solicitudes de datos',
          ].includes(label),
      ),
    );
  });

  it.each([
    '/payments',
    '/settings',
    '/audit',
    '/audit/m-1',
    '/staff',
    '/staff-activity',
    '/data-requests',
    '/users/import',
  ])(
    'R25, R33, issue 41: Recepción opening %s by its address is told it is not hers, not sent silently to the dashboard',
    async (path) => {
      const fake = installFakeFetch({});
      useSessionStore.setState({ status: 'signedIn', account: receptionAccount });
      renderWithProviders(<AppRoutes />, { path });
      expect(await screenTitle('Sin permiso')).toBeInTheDocument();
      expect(screen.getByTestId('forbidden-screen')).toHaveTextContent('No tienes permiso para ver esta pantalla.');
      expect(screen.getByRole('link', { name: 'Ir al Dashboard' })).toHaveAttribute('href', '/');
      expect(screen.queryByRole('heading', { level: 2, name: 'Dashboard' })).not.toBeInTheDocument();
      // The refused screen asks the server nothing (the shell's menu counts today's reminders, R50).
      const asked = fake.requests.filter(({ path: asked }) => !/^\/api\/(settings\/public|reminders$)/.test(asked));
      expect(asked).toEqual([]);
    },
  );

  it('R50: the menu shows how many of today’s reminders are pending, beside Recordatorios', async () => {
    installFakeFetch({
      'GET /api/reminders': {
        status: 200,
        body: {
          today: '2026-03-02',
          pending: 3,
          groups: [],
          emailJob: { enabled: false, state: 'waiting', at: null, sent: 0, failed: 0 },
        },
      },
    });
    signedIn();
    renderWithProviders(<AppRoutes />, { path: '/users/abc' });
    const count = await screen.findByTestId('reminders-count');
    expect(count).toHaveTextContent('3');
    expect(count).toHaveAccessibleName('3 pendientes');
    expect(within(screen.getByRole('navigation')).getByRole('link', { name: /Recordatorios/ })).toContainElement(count);
  });

  it('R50: the count is read again when the tab is shown again (what others marked meanwhile)', async () => {
    let pending = 3;
    installFakeFetch({
      'GET /api/reminders': () => ({
        status: 200,
        body: {
          today: '2026-03-02',
          pending,
          groups: [],
          emailJob: { enabled: false, state: 'waiting', at: null, sent: 0, failed: 0 },
        },
      }),
    });
    signedIn();
    renderWithProviders(<AppRoutes />, { path: '/users/abc' });
    expect(await screen.findByTestId('reminders-count')).toHaveTextContent('3');
    pending = 1;
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(screen.getByTestId('reminders-count')).toHaveTextContent('1'));
  });

  it('marks the open screen’s link as current, including on a profile', async () => {
    signedIn();
    renderWithProviders(<AppRoutes />, { path: '/users/abc' });
    const navigation = await screen.findByRole('navigation');
    expect(within(navigation).getByRole('link', { name: 'Usuarios' })).toHaveAttribute('aria-current', 'page');
    expect(within(navigation).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('follows a navigation link', async () => {
    signedIn();
    renderWithProviders(<AppRoutes />, { path: '/' });
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Pagos' }));
    expect(await screenTitle('Pagos')).toBeInTheDocument();
  });

  it('issue 30: following a link (keyboard or mouse) puts the focus on the new screen’s heading, not the menu', async () => {
    signedIn();
    renderWithProviders(<AppRoutes />, { path: '/' });
    const user = userEvent.setup();
    const link = await screen.findByRole('link', { name: 'Usuarios' });
    link.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Usuarios' })).toHaveFocus());
    await user.click(screen.getByRole('link', { name: 'Asistencia' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Asistencia' })).toHaveFocus());
  });

  it('issue 30: Ingreso keeps the focus in its field, ready for a scanner', async () => {
    signedIn();
    renderWithProviders(<AppRoutes />, { path: '/' });
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Ingreso' }));
    await screenTitle('Ingreso');
    await waitFor(() => expect(screen.getByTestId('check-in-search')).toHaveFocus());
  });

  it('"Cerrar Sesión" signs out and shows the login page', async () => {
    installFakeFetch({ 'POST /api/auth/logout': { status: 204 } });
    signedIn();
    renderWithProviders(<AppRoutes />, { path: '/payments' });

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Cerrar Sesión' }));

    expect(await screen.findByText('Inicia sesión para gestionar tu gimnasio')).toBeInTheDocument();
    expect(useSessionStore.getState().status).toBe('signedOut');
  });

  it('a failed sign-out says so and keeps the session', async () => {
    installFakeFetch({ 'POST /api/auth/logout': 'network-error' });
    signedIn();
    renderWithProviders(<AppRoutes />, { path: '/' });

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Cerrar Sesión' }));

    expect(await screen.findByText(message('AUTH.LOGOUT_FAILED'))).toBeInTheDocument();
    expect(useSessionStore.getState().status).toBe('signedIn');
    expect(screen.getByRole('navigation')).toBeInTheDocument();
  });

  it('when the server ends the session, the login page explains it and signing in returns to the same screen', async () => {
    installFakeFetch({
      'GET /api/members': { status: 401, body: errorBody(401, 'AUTH.UNAUTHORIZED', message('AUTH.UNAUTHORIZED')) },
    });
    signedIn();
    renderWithProviders(<AppRoutes />, { path: '/attendance' });
    await screenTitle('Asistencia');

    await act(() => send('listMembers', { fallback: 'SERVER.ERROR' }).catch(() => undefined));

    expect(screen.getByText(message('AUTH.UNAUTHORIZED'))).toBeInTheDocument();
    act(() => signedIn());
    expect(await screenTitle('Asistencia')).toBeInTheDocument();
  });
});

describe('footer year (R1)', () => {
  afterEach(() => jest.useRealTimers());

  it('is the year in the gym’s time zone: 31 December 23:30 in Bogotá is still that year', async () => {
    // Only Date is faked; timers stay real so the screen's code still loads.
    jest.useFakeTimers({
      now: new Date('2027-01-01T04:30:00Z'),
      doNotFake: [
        'nextTick',
        'queueMicrotask',
        'setImmediate',
        'setInterval',
        'setTimeout',
        'clearTimeout',
        'clearInterval',
        'clearImmediate',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'performance',
      ],
    });
    signedIn();
    renderWithProviders(<AppRoutes />, { path: '/' });
    await waitFor(() => expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2026'));
  });
});

// The dashboard from a DashboardView: the month picker, five figures, alert lists, who stopped coming and
// visits per day (R28), birthdays, plans, income.
import userEvent from '@testing-library/user-event';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DashboardView } from '@gym/domain';
import { installFakeFetch, queryOf, receptionAccount, signedInAccount } from '../../testing/fake-fetch';
import { aDashboard, anAlertEntry, aSpecPlan } from '../../testing/api-builders';
import { renderWithProviders } from '../../testing/render-with-providers';
import { useSessionStore } from '../../stores/session-store';
import { usePublicSettingsStore } from '../../stores/public-settings-store';
import { DashboardScreen } from './dashboard-screen';

const view = aDashboard({
  totalMembers: 42,
  activeMembers: 30,
  totalIncome: 3_250_000,
  monthIncome: 480_000,
  pendingDebts: 120_000,
  aboutToExpire: {
    items: [anAlertEntry({ id: 'm-1', name: 'Ana Gómez', expiresOn: '2026-03-12', daysToExpiry: 2 })],
    total: 1,
  },
  expired: {
    items: [anAlertEntry({ id: 'm-2', name: 'Beto Ruiz', expiresOn: '2026-03-01', daysToExpiry: -9 })],
    total: 12,
  },
  withDebt: { items: [anAlertEntry({ id: 'm-3', name: 'Carla Díaz', debt: 30_000 })], total: 1 },
  birthdays: {
    items: [
      { id: 'm-4', name: 'Dora Peña', phone: '1', birthday: '1990-03-10', nextBirthday: '2026-03-10', daysToGo: 0 },
      { id: 'm-5', name: 'Elsa Mora', phone: '2', birthday: '1985-03-20', nextBirthday: '2026-03-20', daysToGo: 10 },
    ],
    total: 2,
  },
  planDistribution: { fortnight: 5, monthly: 30, ticket_book: 7 },
  monthlyIncome: [
    { month: '2026-03', income: 480_000 },
    { month: '2026-02', income: 900_000 },
  ],
  absent: {
    items: [
      {
        id: 'm-6',
        name: 'Fabio Nunca',
        phone: '3',
        plan: 'monthly',
        lastVisitOn: null,
        absentSince: '2026-02-20',
        importedOn: null,
        daysAbsent: 18,
      },
      {
        id: 'm-7',
        name: 'Gina Lejos',
        phone: '4',
        plan: 'fortnight',
        lastVisitOn: '2026-02-24',
        absentSince: '2026-02-24',
        importedOn: null,
        daysAbsent: 14,
      },
    ],
    total: 2,
  },
  visitsPerDay: [
    { date: '2026-03-08', visits: 4 },
    { date: '2026-03-09', visits: 0 },
    { date: '2026-03-10', visits: 7 },
  ],
});

/** The owner raised Mensualidad to 90.000 (R24). */
const plans = [aSpecPlan('fortnight', 40_000), aSpecPlan('monthly', 90_000), aSpecPlan('ticket_book', 50_000)];

function showDashboard(answer: DashboardView = view) {
  const fake = installFakeFetch({
    'GET /api/dashboard': (request) => ({ status: 200, body: { ...answer, month: queryOf(request).month } }),
    'GET /api/plans': { status: 200, body: plans },
  });
  renderWithProviders(<DashboardScreen />);
  return fake;
}

describe('DashboardScreen', () => {
  beforeEach(() => useSessionStore.setState({ status: 'signedIn', account: signedInAccount }));
  afterEach(() => jest.useRealTimers());

  it('the five cards show the figures, money in pesos', async () => {
    showDashboard();
    expect(await screen.findByTestId('card-total-members')).toHaveTextContent(/Total Usuarios42/);
    expect(screen.getByTestId('card-active-members')).toHaveTextContent(/Usuarios Activos30/);
    expect(screen.getByTestId('card-total-income')).toHaveTextContent(/Ingresos Totales\$\s3\.250\.000/);
    expect(screen.getByTestId('card-month-income')).toHaveTextContent(/Ingresos del Mes\$\s480\.000/);
    expect(screen.getByTestId('card-pending-debts')).toHaveTextContent(/Deudas Pendientes\$\s120\.000/);
  });

  it('R1: asks for this month in the gym’s time zone, and the month picker asks for another', async () => {
    jest.useFakeTimers({
      now: new Date('2026-04-01T04:30:00Z'),
      doNotFake: ['setTimeout', 'clearTimeout', 'queueMicrotask', 'nextTick', 'setImmediate'],
    });
    usePublicSettingsStore.setState({ timeZone: 'America/Bogota' });
    const fake = showDashboard();
    await screen.findByTestId('card-month-income');
    expect(queryOf(fake.requests[0])).toEqual({ month: '2026-03' });
    const picker = screen.getByLabelText('Mes de ingresos');
    // Spanish month names whatever the browser's language (issue 16).
    expect(picker).toHaveTextContent('marzo de 2026');

    await userEvent.setup({ advanceTimers: jest.advanceTimersByTime }).click(picker);
    fireEvent.click(await screen.findByRole('button', { name: 'ene' }));

    await waitFor(() => expect(queryOf(fake.requests.at(-1)!)).toEqual({ month: '2026-01' }));
    expect(await screen.findByText('Enero de 2026')).toBeInTheDocument();
  });

  it('R14: the alert lists link each member to the profile and give the total when longer than shown', async () => {
    showDashboard();
    const aboutToExpire = await screen.findByTestId('alert-about-to-expire');
    expect(within(aboutToExpire).getByRole('link', { name: 'Ana Gómez' })).toHaveAttribute('href', '/users/m-1');
    expect(aboutToExpire).toHaveTextContent('Vence en 2 días · 12/03/2026');
    const expired = screen.getByTestId('alert-expired');
    expect(within(expired).getByRole('link', { name: 'Beto Ruiz' })).toHaveAttribute('href', '/users/m-2');
    expect(expired).toHaveTextContent('Venció hace 9 días');
    expect(within(expired).getByTestId('list-total')).toHaveTextContent('Mostrando 1 de 12');
    // Issue 41: the whole list is on its own screen.
    expect(within(expired).getByRole('link', { name: 'Ver los 12' })).toHaveAttribute('href', '/dashboard/expired');
    expect(within(aboutToExpire).queryByTestId('list-total')).not.toBeInTheDocument();
    const withDebt = screen.getByTestId('alert-with-debt');
    expect(within(withDebt).getByRole('link', { name: 'Carla Díaz' })).toHaveAttribute('href', '/users/m-3');
    expect(withDebt).toHaveTextContent(/Debe \$\s30\.000/);
  });

  it('R15: birthdays in the next 30 days, today’s reading "¡Hoy!"', async () => {
    showDashboard();
    const birthdays = await screen.findByTestId('birthdays');
    const [today, later] = within(birthdays).getAllByRole('listitem');
    expect(today).toHaveTextContent('Dora Peña');
    expect(today).toHaveTextContent('¡Hoy!');
    expect(later).toHaveTextContent('En 10 días');
    expect(within(birthdays).getByRole('link', { name: 'Elsa Mora' })).toHaveAttribute('href', '/users/m-5');
  });

  it('plan distribution counts Quincena, Mensualidad and Tiquetera, each with its price today (R24)', async () => {
    showDashboard();
    expect(await screen.findByTestId('plan-fortnight')).toHaveTextContent(/^Quincena · \$\s40\.0005$/);
    await waitFor(() => expect(screen.getByTestId('plan-monthly')).toHaveTextContent(/^Mensualidad · \$\s90\.00030$/));
    expect(screen.getByTestId('plan-ticket_book')).toHaveTextContent(/^Tiquetera · \$\s50\.0007$/);
  });

  it('the monthly income history reads newest first, as a table and as a bar chart', async () => {
    showDashboard();
    const rows = await screen.findAllByTestId('income-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Marzo de 2026\$\s480\.000$/),
      expect.stringMatching(/^Febrero de 2026\$\s900\.000$/),
    ]);
    const chart = await screen.findByTestId('income-chart');
    expect(chart).toHaveAttribute('aria-label', 'Gráfico de ingresos mensuales');
    await waitFor(() => expect(chart.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(2));
  });

  it("R28: 'Sin venir hace 14 días o más' says since when, from the last visit or the entry date", async () => {
    showDashboard();
    const absent = await screen.findByTestId('absent-members');
    expect(absent).toHaveTextContent('Sin venir hace 14 días o más (2)');
    const [never, last] = within(absent).getAllByRole('listitem');
    expect(never).toHaveTextContent('Hace 18 días · Sin visitas desde su ingreso el 20/02/2026');
    expect(last).toHaveTextContent('Hace 14 días · Última visita 24/02/2026');
    expect(within(absent).getByRole('link', { name: 'Gina Lejos' })).toHaveAttribute('href', '/users/m-7');
  });

  it("issue 41: a member imported without visits says they have none since the import, not since a sheet's entry date", async () => {
    const imported = {
      id: 'm-8',
      name: 'Hugo Importado',
      phone: '5',
      plan: 'monthly',
      lastVisitOn: null,
      absentSince: '2026-02-22',
      importedOn: '2026-02-22',
      daysAbsent: 16,
    } as const;
    showDashboard({ ...view, absent: { items: [imported], total: 1 } });
    const absent = await screen.findByTestId('absent-members');
    expect(within(absent).getByRole('listitem')).toHaveTextContent(
      'Hace 16 días · Sin visitas desde su importación el 22/02/2026',
    );
  });

  it('R28: the visits of each day as bars, oldest first', async () => {
    showDashboard();
    const chart = await screen.findByTestId('visits-chart');
    expect(chart).toHaveAttribute('aria-label', 'Gráfico de visitas por día');
    await waitFor(() => expect(chart.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(3));
  });

  it('empty lists say so', async () => {
    showDashboard(aDashboard());
    expect(await screen.findByText('Ninguna membresía vence en los próximos 5 días.')).toBeInTheDocument();
    expect(screen.getByText('No hay membresías vencidas.')).toBeInTheDocument();
    expect(screen.getByText('Ningún usuario tiene deuda.')).toBeInTheDocument();
    expect(screen.getByText('No hay cumpleaños en los próximos 30 días.')).toBeInTheDocument();
    expect(screen.getByText('Aún no hay ingresos registrados.')).toBeInTheDocument();
    expect(screen.getByText('Todos los usuarios activos vinieron en los últimos 14 días.')).toBeInTheDocument();
  });

  it('a dashboard that cannot be read says so and offers to retry', async () => {
    installFakeFetch({ 'GET /api/dashboard': 'network-error' });
    renderWithProviders(<DashboardScreen />);
    expect(await screen.findByText('No se pudo cargar la información.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});

describe('DashboardScreen as Recepción (R33)', () => {
  /** What the server sends Recepción: the gym's money figures are null. */
  const withoutMoney = { ...view, totalIncome: null, monthIncome: null, pendingDebts: null, monthlyIncome: null };

  it('R33: no income cards, no pending debts total, no month picker and no income history; the rest stays', async () => {
    useSessionStore.setState({ status: 'signedIn', account: receptionAccount });
    showDashboard(withoutMoney);
    expect(await screen.findByTestId('card-total-members')).toHaveTextContent(/Total Usuarios42/);
    expect(screen.getByTestId('card-active-members')).toHaveTextContent(/Usuarios Activos30/);
    // Each member's debt is still hers to see (R33); the lists render after the figures (issue 36).
    expect(await screen.findByTestId('alert-with-debt')).toHaveTextContent(/Debe \$\s30\.000/);
    for (const testId of ['card-total-income', 'card-month-income', 'card-pending-debts', 'monthly-income'])
      expect(screen.queryByTestId(testId)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Mes de ingresos')).not.toBeInTheDocument();
    expect(screen.queryByText(/Ingresos/)).not.toBeInTheDocument();
  });
});

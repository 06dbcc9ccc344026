// The Tiquetera's attendance card: counters, marking today (R7, R19), the exhausted book, resetting,
// and the question Ingreso asks before marking a member who owes (issue 30).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { message, type MemberProfile } from '@gym/domain';
import {
  errorBody,
  installFakeFetch,
  receptionAccount,
  signedInAccount,
  type FakeRoute,
} from '../../../testing/fake-fetch';
import { aMemberProfile, anAttendance, aPage } from '../../../testing/api-builders';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { useSessionStore } from '../../../stores/session-store';
import { usePublicSettingsStore } from '../../../stores/public-settings-store';
import { AttendanceCard } from './attendance-card';

const tiquetera = (used: number) =>
  aMemberProfile({
    plan: 'ticket_book',
    planPrice: 50_000,
    ticketDaysUsed: used,
    remainingTicketDays: 15 - used,
    expiresOn: null,
  });

function showCard(profile: MemberProfile, routes: Record<string, FakeRoute> = {}) {
  const fake = installFakeFetch({
    'GET /api/members/m-1/attendances': { status: 200, body: aPage([]) },
    'GET /api/members/m-1': { status: 200, body: profile },
    ...routes,
  });
  renderWithProviders(<AttendanceCard profile={profile} />);
  return { fake, user: userEvent.setup() };
}

const markButton = () => screen.getByRole('button', { name: 'Marcar Asistencia Hoy' });

describe('AttendanceCard', () => {
  beforeEach(() => useSessionStore.setState({ status: 'signedIn', account: signedInAccount }));

  it('R33: Recepción has no "Reiniciar Tiquetera" button, and still marks attendance', async () => {
    useSessionStore.setState({ status: 'signedIn', account: receptionAccount });
    showCard(tiquetera(9));
    await screen.findByText('No hay asistencias registradas.');
    expect(screen.queryByRole('button', { name: 'Reiniciar Tiquetera' })).not.toBeInTheDocument();
    expect(markButton()).toBeEnabled();
  });
  it('shows the days available and used', async () => {
    showCard(tiquetera(4));
    await screen.findByText('No hay asistencias registradas.');
    expect(screen.getByTestId('days-available')).toHaveTextContent('11');
    expect(screen.getByTestId('days-used')).toHaveTextContent('4');
    expect(markButton()).toBeEnabled();
  });

  it('R19 + issue 30: once marked, the focus goes to the days left, which show the result', async () => {
    const { user } = showCard(tiquetera(4), {
      'POST /api/members/m-1/attendances': {
        status: 201,
        body: { position: 3, attendanceId: 'a-9', remainingDays: 10 },
      },
    });
    await user.click(markButton());
    await waitFor(() => expect(screen.getByRole('group', { name: 'Días disponibles' })).toHaveFocus());
  });

  it('R28 + issue 30: a member who owes is warned as at Ingreso; cancelling marks nothing', async () => {
    const debtor = { ...tiquetera(4), status: 'debt' as const, amountPaid: 20_000, debt: 30_000 };
    const { fake, user } = showCard(debtor);
    await user.click(markButton());
    const dialog = await screen.findByRole('dialog', { name: '¿Registrar el ingreso de Ana Gómez?' });
    expect(dialog.textContent.replace(/\u00a0/g, ' ')).toContain(
      'Ana Gómez no está al día. Tiene una deuda de $ 30.000.',
    );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(markButton()).toHaveFocus();
    expect(fake.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it("R28 + issue 30: the debtor's attendance is marked once 'Registrar de todos modos (F2)' is chosen", async () => {
    const debtor = { ...tiquetera(4), status: 'debt' as const, amountPaid: 20_000, debt: 30_000 };
    const { fake, user } = showCard(debtor, {
      'POST /api/members/m-1/attendances': {
        status: 201,
        body: { position: 3, attendanceId: 'a-9', remainingDays: 10 },
      },
    });
    await user.click(markButton());
    await user.click(await screen.findByRole('button', { name: 'Registrar de todos modos (F2)' }));
    expect(await screen.findByText('Asistencia registrada. Días restantes: 10')).toBeInTheDocument();
    expect(fake.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('R7: at 15 used days the button is disabled and the card says why', async () => {
    showCard(tiquetera(15));
    await screen.findByText('No hay asistencias registradas.');
    expect(markButton()).toBeDisabled();
    expect(screen.getByText('El usuario ya ha consumido todos sus días de tiquetera.')).toBeInTheDocument();
  });

  it('R19: marking today says how many days remain', async () => {
    const { fake, user } = showCard(tiquetera(4), {
      'POST /api/members/m-1/attendances': {
        status: 201,
        body: { position: 3, attendanceId: 'a-9', remainingDays: 10 },
      },
    });
    await user.click(markButton());
    expect(await screen.findByText('Asistencia registrada. Días restantes: 10')).toBeInTheDocument();
    expect(fake.requests.find((request) => request.method === 'POST')?.body).toEqual({});
  });

  it('R7: a second mark the same day shows the server’s refusal', async () => {
    const refusal = message('ATTENDANCE.ALREADY_MARKED_TODAY');
    const { fake, user } = showCard(tiquetera(5), {
      'POST /api/members/m-1/attendances': {
        status: 422,
        body: errorBody(422, 'ATTENDANCE.ALREADY_MARKED_TODAY', refusal),
      },
    });
    await user.click(markButton());
    expect(await screen.findByText('La asistencia de hoy ya fue registrada.')).toBeInTheDocument();
    await user.click(markButton());
    await waitFor(() => expect(fake.requests.filter((request) => request.method === 'POST')).toHaveLength(2));
    const posts = fake.requests.filter((request) => request.method === 'POST');
    expect(posts.at(0)?.headers['Idempotency-Key']).not.toBe(posts.at(1)?.headers['Idempotency-Key']);
  });

  it('R18: a mark that cannot reach the server says so', async () => {
    const { user } = showCard(tiquetera(5), { 'POST /api/members/m-1/attendances': 'network-error' });
    await user.click(markButton());
    expect(await screen.findByText(message('ATTENDANCE.MARK_FAILED'))).toBeInTheDocument();
  });

  it('"Reiniciar Tiquetera" asks the spec’s question and the reason (R45), then resets and says so', async () => {
    const { fake, user } = showCard(tiquetera(15), {
      'POST /api/members/m-1/ticket-book/reset': { status: 200, body: { position: 8 } },
    });
    await user.click(screen.getByRole('button', { name: 'Reiniciar Tiquetera' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Estás seguro de reiniciar la tiquetera? Se perderán todos los días utilizados.');
    await user.click(within(dialog).getByRole('button', { name: 'Reiniciar Tiquetera' }));
    expect(await within(dialog).findByText('Escribe el motivo: entre 5 y 200 caracteres.')).toBeInTheDocument();
    expect(fake.requests.some((request) => request.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: /Motivo del reinicio/ }), 'Marcada por error');
    await user.click(within(dialog).getByRole('button', { name: 'Reiniciar Tiquetera' }));

    expect(await screen.findByText('Tiquetera reiniciada correctamente.')).toBeInTheDocument();
    const reset = fake.requests.find((request) => request.path === '/api/members/m-1/ticket-book/reset');
    expect(reset?.body).toEqual({ reason: 'Marcada por error' });
  });

  it('cancelling the reset question resets nothing', async () => {
    const { fake, user } = showCard(tiquetera(3));
    await user.click(screen.getByRole('button', { name: 'Reiniciar Tiquetera' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('lists the attendances with date and time in the gym’s time zone; empty says so', async () => {
    usePublicSettingsStore.setState({ timeZone: 'America/Bogota' });
    showCard(tiquetera(1), {
      'GET /api/members/m-1/attendances': {
        status: 200,
        body: aPage([anAttendance({ attendedAt: '2026-03-06T04:30:00.000Z' })]),
      },
    });
    expect(await screen.findByTestId('attendance-history')).toHaveTextContent('05/03/2026 23:30');
  });

  it('says "No hay asistencias registradas." when there are none', async () => {
    showCard(tiquetera(0));
    expect(await screen.findByText('No hay asistencias registradas.')).toBeInTheDocument();
  });
});

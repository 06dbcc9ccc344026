// The check-in desk (R28): the verdict at a glance, Enter on the only match, a confirmation for a
// member who is not 'Activo', the server's refusal, and the field ready for the next member.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CheckInMatch } from '@gym/domain';
import { aCheckInMatch } from '../../testing/api-builders';
import { errorBody, installFakeFetch, queryOf, type FakeRoute } from '../../testing/fake-fetch';
import { renderWithProviders } from '../../testing/render-with-providers';
import { CheckInScreen } from './check-in-screen';

const visit = {
  position: 7,
  visitId: 'v-1',
  kind: 'visit',
  visitedAt: '2026-03-20T12:42:00.000Z',
  remainingDays: null,
};

function showDesk(matches: readonly CheckInMatch[], routes: Record<string, FakeRoute> = {}) {
  const fake = installFakeFetch({
    'GET /api/check-in': (request) => ({
      status: 200,
      body: { items: queryOf(request).q ? matches : [], total: matches.length, today: '2026-03-20' },
    }),
    'POST /api/members/m-1/visits': { status: 201, body: visit },
    ...routes,
  });
  renderWithProviders(<CheckInScreen />);
  return { fake, user: userEvent.setup(), field: screen.getByTestId('check-in-search') };
}

const posts = (fake: ReturnType<typeof showDesk>['fake']) => fake.requests.filter((r) => r.method === 'POST');

describe('CheckInScreen', () => {
  it('R28: the field has the focus; a name shows the member, green, to let in', async () => {
    const { user, field } = showDesk([aCheckInMatch()]);
    expect(field).toHaveFocus();
    await user.type(field, 'ana');
    const card = await screen.findByTestId('check-in-card');
    expect(card).toHaveAttribute('data-verdict', 'let-in');
    expect(card).toHaveTextContent('Puede ingresar');
    expect(card).toHaveTextContent('Activo');
    // Issue 41: the cédula and the phone as everywhere else.
    expect(card).toHaveTextContent('C.C. 1.023.456.789 · 300 123 4567');
  });

  it('R28: Enter registers the only match at once (a barcode reader), then the field clears and keeps the focus', async () => {
    const { fake, field } = showDesk([aCheckInMatch()]);
    // A scanner types the whole cédula and Enter with no pause between keys.
    await userEvent.setup({ delay: null }).type(field, '1023456789{Enter}');
    expect(await screen.findByTestId('check-in-outcome')).toHaveTextContent(
      'Ingreso registrado: Ana Gómez, a las 7:42.',
    );
    expect(posts(fake).map((request) => [request.path, request.body])).toEqual([['/api/members/m-1/visits', {}]]);
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    expect(screen.queryByTestId('check-in-card')).not.toBeInTheDocument();
    // The same member again (a second scan): found again, though the text is what it was before.
    await userEvent.setup().type(field, '1023456789');
    expect(await screen.findByTestId('check-in-card')).toBeInTheDocument();
  });

  it('R28: Enter among several matches registers nobody', async () => {
    const { fake, user, field } = showDesk([aCheckInMatch(), aCheckInMatch({ id: 'm-2', name: 'Ana Ruiz' })]);
    await user.type(field, 'ana{Enter}');
    expect(await screen.findAllByTestId('check-in-card')).toHaveLength(2);
    expect(posts(fake)).toEqual([]);
  });

  it.each([
    ['an expired Mensualidad', { status: 'expired', expiresOn: '2026-03-01' }, 'Renovar antes de dejar pasar'],
    [
      'a used-up Tiquetera with a debt',
      { status: 'debt', plan: 'ticket_book', ticketBook: 'exhausted', debt: 20_000 },
      'Cobrar y renovar antes de dejar pasar',
    ],
    ['a used-up Tiquetera', { plan: 'ticket_book', ticketBook: 'exhausted' }, 'Renovar antes de dejar pasar'],
    ['a frozen membership', { status: 'frozen', frozenUntil: '2026-03-30' }, 'No puede ingresar: membresía congelada'],
  ] as const)('issue 41: for %s the card tells the desk what to do', async (_, facts, instruction) => {
    const { user, field } = showDesk([aCheckInMatch({ letIn: false, ...facts })]);
    await user.type(field, 'ana');
    expect(await screen.findByTestId('check-in-verdict')).toHaveTextContent(instruction);
  });

  it('R28: a member with debt is red with the reason, and is let in only after the confirmation', async () => {
    const debtor = aCheckInMatch({ status: 'debt', letIn: false, debt: 30_000 });
    const { fake, user, field } = showDesk([debtor]);
    await user.type(field, 'ana');
    const card = await screen.findByTestId('check-in-card');
    expect(card).toHaveAttribute('data-verdict', 'to-desk');
    // Issue 41: the one reading it is the receptionist: it says what to do, not 'Pasar por recepción'.
    expect(screen.getByTestId('check-in-verdict')).toHaveTextContent('Cobrar antes de dejar pasar');
    expect(card).not.toHaveTextContent(/Pasar por recepción/i);
    expect(card).toHaveTextContent('Con Deuda');
    expect(screen.getByTestId('check-in-reason').textContent.replace(/\u00a0/g, ' ')).toBe(
      'Tiene una deuda de $ 30.000.',
    );
    await user.click(screen.getByTestId('check-in-register'));
    expect(await screen.findByText('¿Registrar el ingreso de Ana Gómez?')).toBeInTheDocument();
    expect(posts(fake)).toEqual([]);
    await user.click(screen.getByTestId('confirm-check-in'));
    expect(await screen.findByTestId('check-in-outcome')).toHaveAttribute('data-outcome', 'recorded');
    expect(posts(fake)).toHaveLength(1);
  });

  it('R28: cancelling the confirmation records nothing and keeps the member on screen', async () => {
    const { fake, user, field } = showDesk([aCheckInMatch({ status: 'expired', letIn: false })]);
    await user.type(field, 'ana');
    await user.click(await screen.findByTestId('check-in-register'));
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(field).toHaveFocus());
    expect(posts(fake)).toEqual([]);
    expect(screen.getByTestId('check-in-card')).toBeInTheDocument();
  });

  it("R28: a second check-in the same day shows the server's refusal with the member's name", async () => {
    const refusal = errorBody(422, 'VISIT.ALREADY_RECORDED_TODAY', 'Ya registró su ingreso hoy a las 7:42.');
    const { user, field } = showDesk([aCheckInMatch()], {
      'POST /api/members/m-1/visits': { status: 422, body: refusal },
    });
    await user.type(field, 'ana{Enter}');
    const outcome = await screen.findByTestId('check-in-outcome');
    expect(outcome).toHaveAttribute('data-outcome', 'refused');
    expect(outcome).toHaveTextContent('Ana Gómez: Ya registró su ingreso hoy a las 7:42.');
  });

  it("R27 + R28: a Tiquetera 'Agotada' cannot be checked in; a 'Vencida' shows its badge and reason", async () => {
    const book = { plan: 'ticket_book' as const, letIn: false, remainingTicketDays: 0 };
    const { user, field } = showDesk([aCheckInMatch({ ...book, ticketBook: 'exhausted' })]);
    await user.type(field, 'ana');
    expect(await screen.findByTestId('ticket-book-badge')).toHaveTextContent('Agotada');
    expect(screen.getByTestId('check-in-register')).toBeDisabled();
    expect(screen.getByTestId('check-in-card')).toHaveTextContent(/Días disponibles0 de 15/);
  });

  it("R28: today's visit and a birthday today are on the card", async () => {
    const match = aCheckInMatch({ visitedTodayAt: '2026-03-20T23:05:00.000Z', birthdayToday: true });
    const { user, field } = showDesk([match]);
    await user.type(field, 'ana');
    expect(await screen.findByTestId('visited-today')).toHaveTextContent('Ya ingresó hoy a las 18:05');
    expect(screen.getByTestId('birthday-today')).toHaveTextContent('¡Hoy cumple años!');
  });
});

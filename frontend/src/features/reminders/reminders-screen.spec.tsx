// Recordatorios (R50): today's reminders by kind; 'WhatsApp' opens the chat with the text and marks
// it 'Enviado'; 'Omitir' asks a reason (3 to 200 characters); a reminder someone else marked leaves
// the list at the refresh, and a mark that comes second says so in Spanish.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemindersResponse, ReminderView } from '@gym/domain';
import { errorBody, installFakeFetch, type FakeRoute } from '../../testing/fake-fetch';
import { renderWithProviders } from '../../testing/render-with-providers';
import { useRemindersStore } from '../../stores/reminders-store';
import { RemindersScreen } from './reminders-screen';

const ANA = '6d0c1f9e-1111-4a4a-8b8b-222222222222';
const LUIS = '6d0c1f9e-3333-4a4a-8b8b-444444444444';

const reminder = (overrides: Partial<ReminderView>): ReminderView => ({
  id: `expiring.${ANA}.2026-03-05`,
  kind: 'expiring',
  about: '2026-03-05',
  memberId: ANA,
  name: 'Ana Gómez',
  phone: '3001234567',
  why: 'Su plan vence el 05/03/2026.',
  message: 'Hola Ana, tu plan vence el 05/03/2026.',
  whatsappUrl: 'https://wa.me/573001234567?text=Hola%20Ana%2C%20tu%20plan%20vence%20el%2005%2F03%2F2026.',
  state: 'pending',
  markedBy: null,
  markedAt: null,
  reason: null,
  email: null,
  ...overrides,
});

const anaExpiring = reminder({});
const luisDebt = reminder({
  id: `debt.${LUIS}.2026-03-02`,
  kind: 'debt',
  about: '2026-03-02',
  memberId: LUIS,
  name: 'Luis Díaz',
  phone: '6045551234',
  why: 'Debe $ 30.000 desde el 20/02/2026.',
  message: 'Hola Luis, debes $ 30.000.',
  whatsappUrl: null,
});

const NO_EMAIL: RemindersResponse['emailJob'] = { enabled: false, state: 'waiting', at: null, sent: 0, failed: 0 };

function answer(...items: ReminderView[]): RemindersResponse {
  return answerWith(NO_EMAIL, ...items);
}

function answerWith(emailJob: RemindersResponse['emailJob'], ...items: ReminderView[]): RemindersResponse {
  const kinds = ['expiring', 'expired', 'visits_low', 'debt', 'birthday'] as const;
  return {
    today: '2026-03-02',
    pending: items.filter((item) => item.state === 'pending').length,
    groups: kinds.map((kind) => ({ kind, items: items.filter((item) => item.kind === kind) })),
    emailJob,
  };
}

function showReminders(list: () => RemindersResponse, routes: Record<string, FakeRoute> = {}) {
  const fake = installFakeFetch({ 'GET /api/reminders': () => ({ status: 200, body: list() }), ...routes });
  renderWithProviders(<RemindersScreen />, { path: '/reminders' });
  return { fake, user: userEvent.setup() };
}

const posts = (fake: ReturnType<typeof installFakeFetch>) => fake.requests.filter(({ method }) => method === 'POST');

describe('RemindersScreen', () => {
  beforeEach(() => useRemindersStore.setState({ params: null, data: null, status: 'idle', error: null }));

  it('lists the pending reminders by kind: the member’s profile, why, the message; the marked ones apart', async () => {
    const skipped = reminder({
      id: `birthday.${LUIS}.2026-03-02`,
      kind: 'birthday',
      memberId: LUIS,
      name: 'Luis Díaz',
      state: 'skipped',
      markedBy: 'Laura Recepción',
      markedAt: '2026-03-02T14:05:00.000Z',
      reason: 'No quiere mensajes',
    });
    showReminders(() => answer(anaExpiring, luisDebt, skipped));
    const expiring = await screen.findByTestId('reminders-expiring');
    expect(within(expiring).getByRole('heading')).toHaveTextContent('Vence en 3 días (1)');
    expect(within(expiring).getByRole('link', { name: 'Ana Gómez' })).toHaveAttribute('href', `/users/${ANA}`);
    expect(expiring).toHaveTextContent('Su plan vence el 05/03/2026.');
    expect(within(expiring).getByTestId('reminder-message')).toHaveTextContent(
      'Hola Ana, tu plan vence el 05/03/2026.',
    );
    expect(within(expiring).getByRole('link', { name: 'Enviar WhatsApp a Ana Gómez' })).toHaveAttribute(
      'href',
      anaExpiring.whatsappUrl,
    );
    // A landline: no WhatsApp, it can still be skipped.
    const debt = screen.getByTestId('reminders-debt');
    expect(debt).toHaveTextContent('Sin celular para WhatsApp');
    expect(within(debt).queryByRole('link', { name: /Enviar WhatsApp/ })).not.toBeInTheDocument();
    expect(screen.queryByTestId('reminders-birthday')).not.toBeInTheDocument();
    expect(screen.getByTestId('reminders-marked')).toHaveTextContent(
      'Luis Díaz · Cumpleaños hoy — Omitido por Laura Recepción a las 09:05: No quiere mensajes',
    );
  });

  it('WhatsApp marks it Enviado (one key per reminder) and the refreshed list no longer has it', async () => {
    let marked = false;
    const { fake } = showReminders(
      () =>
        marked
          ? answer(
              { ...anaExpiring, state: 'sent', markedBy: 'Recepción', markedAt: '2026-03-02T15:00:00.000Z' },
              luisDebt,
            )
          : answer(anaExpiring, luisDebt),
      {
        [`POST /api/reminders/${encodeURIComponent(anaExpiring.id)}/sent`]: () => {
          marked = true;
          return { status: 201, body: { position: 9 } };
        },
      },
    );
    fireEvent.click(await screen.findByRole('link', { name: 'Enviar WhatsApp a Ana Gómez' }));
    expect(await screen.findByText('Recordatorio marcado como enviado.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('reminders-expiring')).not.toBeInTheDocument());
    expect(screen.getByTestId('reminders-marked')).toHaveTextContent(
      'Ana Gómez · Vence en 3 días — Enviado por Recepción a las 10:00',
    );
    const [sent] = posts(fake);
    expect(sent).toMatchObject({ body: { channel: 'whatsapp' }, headers: { 'Idempotency-Key': expect.any(String) } });
  });

  it('a mark that comes second (another receptionist marked it) says so, and the refresh drops it', async () => {
    let calls = 0;
    showReminders(
      () => (calls++ === 0 ? answer(anaExpiring) : answer({ ...anaExpiring, state: 'sent', markedBy: 'Laura' })),
      {
        [`POST /api/reminders/${encodeURIComponent(anaExpiring.id)}/sent`]: {
          status: 409,
          body: errorBody(
            409,
            'REMINDER.ALREADY_MARKED',
            'Otra persona del personal ya marcó este recordatorio como «Enviado». Actualiza la lista.',
          ),
        },
      },
    );
    fireEvent.click(await screen.findByRole('link', { name: 'Enviar WhatsApp a Ana Gómez' }));
    expect(await screen.findByText(/ya marcó este recordatorio como «Enviado»/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('reminders-expiring')).not.toBeInTheDocument());
    expect(await screen.findByText('No hay recordatorios pendientes hoy.')).toBeInTheDocument();
  });

  it('Omitir asks a reason of 3 to 200 characters, sends it trimmed, and the reminder leaves the list', async () => {
    let skipped = false;
    const path = `POST /api/reminders/${encodeURIComponent(luisDebt.id)}/skip`;
    const { fake, user } = showReminders(
      () =>
        skipped
          ? answer(anaExpiring, { ...luisDebt, state: 'skipped', markedBy: 'Recepción', reason: 'Ya pagó' })
          : answer(anaExpiring, luisDebt),
      {
        [path]: () => {
          skipped = true;
          return { status: 201, body: { position: 10 } };
        },
      },
    );
    await user.click(within(await screen.findByTestId('reminders-debt')).getByRole('button', { name: 'Omitir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Omitir el recordatorio de Luis Díaz' });
    await user.type(within(dialog).getByLabelText(/Motivo/), 'no');
    await user.click(within(dialog).getByRole('button', { name: 'Omitir' }));
    expect(await within(dialog).findByText('Escribe el motivo: entre 3 y 200 caracteres.')).toBeInTheDocument();
    expect(posts(fake)).toEqual([]);
    await user.clear(within(dialog).getByLabelText(/Motivo/));
    await user.type(within(dialog).getByLabelText(/Motivo/), '  Ya pagó ');
    await user.click(within(dialog).getByRole('button', { name: 'Omitir' }));
    expect(await screen.findByText('Recordatorio omitido.')).toBeInTheDocument();
    expect(posts(fake)).toMatchObject([{ body: { reason: 'Ya pagó' } }]);
    await waitFor(() => expect(screen.queryByTestId('reminders-debt')).not.toBeInTheDocument());
    expect(screen.getByTestId('reminders-expiring')).toBeInTheDocument();
  });

  it('nothing pending today says so', async () => {
    showReminders(() => answer());
    expect(await screen.findByText('No hay recordatorios pendientes hoy.')).toBeInTheDocument();
  });

  it('R50 by e-mail: each row’s e-mail (failed with the answer, unconfirmed), the e-mailed ones apart, the job’s banner', async () => {
    const emailed = reminder({
      id: `birthday.${LUIS}.2026-03-02`,
      kind: 'birthday',
      memberId: LUIS,
      name: 'Luis Díaz',
      state: 'sent',
      markedAt: '2026-03-02T13:00:04.000Z',
      email: { state: 'sent', at: '2026-03-02T13:00:04.000Z', response: '250 OK' },
    });
    const failed = {
      ...anaExpiring,
      email: { state: 'failed', at: '2026-03-02T13:00:03.000Z', response: '550 5.1.1 user unknown' },
    } as const;
    const unconfirmed = {
      ...luisDebt,
      email: { state: 'unconfirmed', at: '2026-03-02T13:00:02.000Z', response: null },
    } as const;
    showReminders(() =>
      answerWith(
        { enabled: true, state: 'unavailable', at: '2026-03-02T13:15:00.000Z', sent: 0, failed: 0 },
        failed,
        unconfirmed,
        emailed,
      ),
    );
    expect(await screen.findByTestId('reminders-email-job')).toHaveTextContent(
      'Servidor de correo no disponible; se reintentará a las 08:15.',
    );
    expect(within(screen.getByTestId('reminders-expiring')).getByTestId('reminder-email')).toHaveTextContent(
      'Falló el correo: 550 5.1.1 user unknown',
    );
    expect(within(screen.getByTestId('reminders-debt')).getByTestId('reminder-email')).toHaveTextContent(
      'Envío sin confirmar',
    );
    expect(screen.getByTestId('reminders-marked')).toHaveTextContent(
      'Luis Díaz · Cumpleaños hoy — Enviado por correo 08:00',
    );
  });

  it('no banner when the gym has not set up e-mail', async () => {
    showReminders(() => answer(anaExpiring));
    await screen.findByTestId('reminders-expiring');
    expect(screen.queryByTestId('reminders-email-job')).not.toBeInTheDocument();
  });
});

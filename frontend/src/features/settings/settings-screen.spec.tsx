// Configuración (R24): today's prices and what is scheduled, new prices checked before sending, the history.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDate, message, type PlansResponse, type PriceChangeView } from '@gym/domain';
import { errorBody, installFakeFetch, type FakeRoute } from '../../testing/fake-fetch';
import { renderWithProviders } from '../../testing/render-with-providers';
import { usePublicSettingsStore } from '../../stores/public-settings-store';
import { SettingsScreen } from './settings-screen';

const plans: PlansResponse = [
  {
    plan: 'fortnight',
    planName: 'Quincena',
    terms: { kind: 'time', days: 15 },
    archived: false,
    price: 40_000,
    scheduled: [{ effectiveFrom: '2026-04-01', price: 45_000 }],
  },
  {
    plan: 'monthly',
    planName: 'Mensualidad',
    terms: { kind: 'time', months: 1 },
    archived: false,
    price: 80_000,
    scheduled: [],
  },
  {
    plan: 'ticket_book',
    planName: 'Tiquetera',
    terms: { kind: 'visits', visits: 15, validDays: 60 },
    archived: false,
    price: 50_000,
    scheduled: [],
  },
];
const change: PriceChangeView = {
  id: 'e-1',
  plan: 'fortnight',
  price: 45_000,
  previousPrice: 40_000,
  effectiveFrom: '2026-04-01',
  changedAt: '2026-03-02T15:00:00.000Z',
  staffId: 'staff-1',
  staffName: 'Marta Dueña',
};

function showSettings(routes: Record<string, FakeRoute> = {}) {
  const fake = installFakeFetch({
    'GET /api/plans': { status: 200, body: plans },
    'GET /api/plans/price-changes': { status: 200, body: { items: [change] } },
    ...routes,
  });
  renderWithProviders(<SettingsScreen />, { path: '/settings' });
  return { fake, user: userEvent.setup() };
}

const today = '2026-03-02';
const posts = (fake: ReturnType<typeof installFakeFetch>) => fake.requests.filter(({ method }) => method === 'POST');

describe('SettingsScreen', () => {
  beforeEach(() => {
    jest.useFakeTimers({
      now: new Date('2026-03-02T15:00:00Z'),
      doNotFake: ['setTimeout', 'clearTimeout', 'queueMicrotask', 'nextTick', 'setImmediate', 'setInterval'],
    });
    usePublicSettingsStore.setState({ timeZone: 'America/Bogota' });
  });
  afterEach(() => jest.useRealTimers());

  it('shows each plan’s price today, what is scheduled, and the history with who changed it', async () => {
    showSettings();
    const fortnight = await screen.findByTestId('plan-price-fortnight');
    await waitFor(() => expect(fortnight).toHaveTextContent(/Precio actual: \$\s40\.000/));
    expect(fortnight).toHaveTextContent(/Desde el 01\/04\/2026: \$\s45\.000/);
    const row = await screen.findByTestId('price-change-row');
    expect(row).toHaveTextContent('01/04/2026');
    expect(row).toHaveTextContent(/\$\s40\.000 → \$\s45\.000/);
    expect(row).toHaveTextContent('Marta Dueña');
    expect(screen.getByLabelText(/Aplica desde/)).toHaveValue(formatDate(today));
  });

  it('saves a new Mensualidad price from today, says so and reads the prices again', async () => {
    let saved = false;
    const { fake, user } = showSettings({
      'POST /api/plans/prices': () => {
        saved = true;
        return { status: 201, body: { position: 9, changed: ['monthly'] } };
      },
      'GET /api/plans': () => ({
        status: 200,
        body: saved ? plans.map((view) => (view.plan === 'monthly' ? { ...view, price: 90_000 } : view)) : plans,
      }),
    });
    await user.type(await screen.findByLabelText(/Nuevo precio de Mensualidad/), '90000');
    await user.click(screen.getByRole('button', { name: 'Guardar precios' }));
    expect(await screen.findByText('Precios guardados correctamente.')).toBeInTheDocument();
    expect(posts(fake)[0]?.body).toEqual({ prices: { monthly: 90_000 }, effectiveFrom: today });
    await waitFor(() => expect(screen.getByTestId('plan-price-monthly')).toHaveTextContent(/\$\s90\.000/));
    expect(screen.getByLabelText(/Nuevo precio de Mensualidad/)).toHaveValue('');
  });

  it('R24: a price out of 1.000–10.000.000, no price at all, or a past date is refused before sending', async () => {
    const { fake, user } = showSettings();
    await user.click(await screen.findByRole('button', { name: 'Guardar precios' }));
    expect(screen.getByText(message('SETTINGS.PRICES_REQUIRED'))).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Nuevo precio de Tiquetera/), '999');
    await user.click(screen.getByRole('button', { name: 'Guardar precios' }));
    const ticketBook = screen.getByTestId('plan-price-ticket_book');
    expect(within(ticketBook).getByText(message('SETTINGS.PRICE_INVALID'))).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Nuevo precio de Tiquetera/));
    await user.type(screen.getByLabelText(/Nuevo precio de Tiquetera/), '55000');
    await user.clear(screen.getByLabelText(/Aplica desde/));
    await user.type(screen.getByLabelText(/Aplica desde/), '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Guardar precios' }));
    expect(screen.getByText(message('SETTINGS.EFFECTIVE_FROM_PAST'))).toBeInTheDocument();
    expect(posts(fake)).toEqual([]);
  });

  it('a refusal of the server is shown under its field', async () => {
    const refused = errorBody(
      400,
      'SETTINGS.EFFECTIVE_FROM_PAST',
      message('SETTINGS.EFFECTIVE_FROM_PAST'),
      'effectiveFrom',
    );
    const { user } = showSettings({ 'POST /api/plans/prices': { status: 400, body: refused } });
    await user.type(await screen.findByLabelText(/Nuevo precio de Quincena/), '42000');
    await user.click(screen.getByRole('button', { name: 'Guardar precios' }));
    expect(await screen.findAllByText(message('SETTINGS.EFFECTIVE_FROM_PAST'))).not.toHaveLength(0);
    expect(screen.getByLabelText(/Aplica desde/)).toHaveAttribute('aria-invalid', 'true');
  });
  it('R47: shows the data policy in force with its version, and publishes the edited text as a new version', async () => {
    const { fake, user } = showSettings({
      'GET /api/settings/data-policy': {
        status: 200,
        body: { version: 1, text: 'Texto publicado', publishedOn: '2026-03-01', publishedBy: 'Marta Dueña' },
      },
      'POST /api/settings/data-policy': { status: 201, body: { position: 9, version: 2 } },
    });
    const form = await screen.findByTestId('data-policy-form');
    await waitFor(() =>
      expect(within(form).getByTestId('data-policy-version')).toHaveTextContent(
        'Versión 1, publicada el 01/03/2026 · Marta Dueña',
      ),
    );
    const field = within(form).getByLabelText('Texto de la política');
    await waitFor(() => expect(field).toHaveValue('Texto publicado'));
    await user.click(within(form).getByRole('button', { name: 'Publicar nueva versión' }));
    expect(await within(form).findByText(/al menos 200 caracteres/)).toBeInTheDocument();
    expect(posts(fake)).toEqual([]);

    await user.clear(field);
    const text = 'Política de Titanes. '.repeat(12).trim();
    await user.click(field);
    await user.paste(text);
    await user.click(within(form).getByRole('button', { name: 'Publicar nueva versión' }));
    expect(await screen.findByText('Política publicada: versión 2.')).toBeInTheDocument();
    expect(posts(fake).map(({ path, body }) => ({ path, body }))).toEqual([
      { path: '/api/settings/data-policy', body: { text } },
    ]);
  });
});

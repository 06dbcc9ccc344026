// R31: 'Congelar' and 'Terminar congelamiento' on the profile, an Administrador's (R33).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aMemberProfile } from '../../../testing/api-builders';
import { installFakeFetch, receptionAccount, signedInAccount } from '../../../testing/fake-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { useSessionStore } from '../../../stores/session-store';
import { usePublicSettingsStore } from '../../../stores/public-settings-store';
import { FreezeActions } from './freeze-actions';

const monthly = aMemberProfile({ plan: 'monthly', expiresOn: '2026-03-20' });
const frozen = aMemberProfile({
  status: 'frozen',
  expiresOn: '2026-03-30',
  freeze: { frozenFrom: '2026-03-08', frozenUntil: '2026-03-17', days: 10, reason: 'Viaje a Cali' },
});

function show(profile = monthly, account: typeof signedInAccount | typeof receptionAccount = signedInAccount) {
  useSessionStore.setState({ status: 'signedIn', account });
  usePublicSettingsStore.setState({ timeZone: 'America/Bogota' });
  const fake = installFakeFetch({
    'POST /api/members/m-1/freeze': { status: 201, body: { position: 3, expiresOn: '2026-03-30' } },
    'POST /api/members/m-1/unfreeze': { status: 200, body: { position: 4, expiresOn: '2026-03-25' } },
    'GET /api/members/m-1': { status: 200, body: profile },
    'GET /api/members/m-1/history': { status: 200, body: { items: [], total: 0, page: 1, pageSize: 20 } },
  });
  renderWithProviders(<FreezeActions profile={profile} />);
  return { fake, user: userEvent.setup() };
}

/** 'Congelar' once R31's check has loaded (a disabled one holds its place until then). */
const freezeButton = () =>
  waitFor(() => {
    const button = screen.getByRole('button', { name: 'Congelar' });
    expect(button).toBeEnabled();
    return button;
  });

describe('FreezeActions', () => {
  beforeEach(() =>
    jest.useFakeTimers({
      now: new Date('2026-03-10T15:00:00Z'),
      doNotFake: ['setTimeout', 'clearTimeout', 'queueMicrotask', 'nextTick', 'setImmediate'],
    }),
  );
  afterEach(() => jest.useRealTimers());

  it('R31 + R33: Recepción does not see it', () => {
    show(monthly, receptionAccount);
    expect(screen.queryByRole('button', { name: 'Congelar' })).not.toBeInTheDocument();
  });

  it('R31: a Tiquetera is never frozen', () => {
    show(aMemberProfile({ plan: 'ticket_book', expiresOn: null }));
    expect(screen.queryByRole('button', { name: 'Congelar' })).not.toBeInTheDocument();
  });

  it("R31, issue 41: an expired membership is not offered 'Congelar' (it is renewed)", async () => {
    show(aMemberProfile({ plan: 'monthly', status: 'expired', expiresOn: '2026-03-09' }));
    await import('./freeze-membership');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Congelar' })).not.toBeInTheDocument());
  });

  it("R31, issue 41: a membership whose status has not yet turned expired is not offered 'Congelar' either", async () => {
    show(aMemberProfile({ plan: 'monthly', status: 'active', expiresOn: '2026-03-09' }));
    await import('./freeze-membership');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Congelar' })).not.toBeInTheDocument());
  });

  it("R31, issue 41: on its expiry day it is still offered 'Congelar'", async () => {
    show(aMemberProfile({ plan: 'fortnight', expiresOn: '2026-03-10' }));
    expect(await freezeButton()).toBeInTheDocument();
  });

  it('R31: asks days, start and reason, shows the frozen days and the new expiry, and freezes', async () => {
    const { fake, user } = show();
    await user.click(await freezeButton());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/Desde/)).toHaveValue('10/03/2026');
    await user.type(within(dialog).getByLabelText(/Días/), '10');
    await user.type(within(dialog).getByLabelText(/Motivo/), 'Viaje a Cali');
    expect(within(dialog).getByTestId('freeze-preview')).toHaveTextContent(
      'Congelada del 10/03/2026 al 19/03/2026; el vencimiento pasa del 20/03/2026 al 30/03/2026.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Congelar' }));
    expect(await screen.findByText('Membresía congelada correctamente.')).toBeInTheDocument();
    expect(fake.requests.find((request) => request.method === 'POST')?.body).toEqual({
      days: 10,
      from: '2026-03-10',
      reason: 'Viaje a Cali',
    });
  });

  it.each(['0', '61', '-3', '2,5', 'diez'])('R31: %p days are refused in Spanish and nothing is sent', async (days) => {
    const { fake, user } = show();
    await user.click(await freezeButton());
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Días/), days);
    await user.type(within(dialog).getByLabelText(/Motivo/), 'Viaje a Cali');
    await user.click(within(dialog).getByRole('button', { name: 'Congelar' }));
    expect(
      within(dialog).getByText('Los días de congelamiento deben ser un número entero entre 1 y 60.'),
    ).toBeInTheDocument();
    expect(fake.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('R31: while frozen, ends it early saying how many days come back', async () => {
    const { fake, user } = show(frozen);
    await user.click(screen.getByRole('button', { name: 'Terminar congelamiento' }));
    const dialog = await screen.findByRole('dialog');
    // Frozen from 8 March; ended on the 10th: 2 days frozen, 8 come back.
    expect(dialog).toHaveTextContent('Se devuelven 8 días sin usar: el vencimiento pasa del 30/03/2026 al 22/03/2026.');
    await user.click(within(dialog).getByTestId('confirm-unfreeze'));
    expect(await screen.findByText('Congelamiento terminado correctamente.')).toBeInTheDocument();
    await waitFor(() =>
      expect(fake.requests.some((request) => request.path === '/api/members/m-1/unfreeze')).toBe(true),
    );
  });

  it("R31: a scheduled freeze reads 'Cancelar congelamiento'", () => {
    show(
      aMemberProfile({ freeze: { frozenFrom: '2026-03-15', frozenUntil: '2026-03-16', days: 2, reason: 'Cirugía' } }),
    );
    expect(screen.getByRole('button', { name: 'Cancelar congelamiento' })).toBeInTheDocument();
  });
});

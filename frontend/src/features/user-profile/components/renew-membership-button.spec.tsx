// R20: the renewal dialog asks the amount (the plan's price first); cancel or empty aborts without a word.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { message } from '@gym/domain';
import { installFakeFetch, type FakeRoute } from '../../../testing/fake-fetch';
import { aMemberProfile, aSpecPlan } from '../../../testing/api-builders';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { usePlanPricesStore } from '../../../stores/plan-prices-store';
import { RenewMembershipButton } from './renew-membership-button';

function showButton(routes: Record<string, FakeRoute> = {}) {
  const fake = installFakeFetch(routes);
  renderWithProviders(<RenewMembershipButton profile={aMemberProfile({ plan: 'fortnight', planPrice: 40_000 })} />);
  return { fake, user: userEvent.setup() };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Renovar Membresía' }));
  const dialog = await screen.findByRole('dialog');
  return { dialog, amount: within(dialog).getByLabelText('Monto pagado') };
}

const posts = (fake: ReturnType<typeof showButton>['fake']) =>
  fake.requests.filter((request) => request.method === 'POST');

describe('RenewMembershipButton', () => {
  it('opens a dialog with the plan’s price filled in', async () => {
    const { user } = showButton();
    const { amount } = await openDialog(user);
    expect(amount).toHaveValue('$ 40.000');
  });

  it('R24: the price filled in is the plan’s price today, as the server will charge it', async () => {
    const { user } = showButton({
      'GET /api/plans': {
        status: 200,
        body: [aSpecPlan('fortnight', 45_000), aSpecPlan('monthly', 90_000), aSpecPlan('ticket_book', 50_000)],
      },
    });
    await waitFor(() => expect(usePlanPricesStore.getState().status).toBe('ready'));
    const { dialog, amount } = await openDialog(user);
    expect(amount).toHaveValue('$ 45.000');
    expect(dialog).toHaveTextContent(/Precio de Quincena: \$\s45\.000/);
  });

  it('"Cancelar" closes it and renews nothing', async () => {
    const { fake, user } = showButton();
    const { dialog } = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(fake)).toHaveLength(0);
  });

  it('an empty amount closes it silently, sending nothing', async () => {
    const { fake, user } = showButton();
    const { dialog, amount } = await openDialog(user);
    await user.clear(amount);
    await user.click(within(dialog).getByRole('button', { name: 'Renovar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(fake)).toHaveLength(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('R3: an amount of 0 reads "Por favor ingrese un monto válido"', async () => {
    const { fake, user } = showButton();
    const { dialog, amount } = await openDialog(user);
    await user.clear(amount);
    await user.type(amount, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Renovar' }));
    expect(within(dialog).getByText('Por favor ingrese un monto válido')).toBeInTheDocument();
    expect(posts(fake)).toHaveLength(0);
  });

  it('renews with the amount typed and says "Membresía renovada correctamente."', async () => {
    const { fake, user } = showButton({
      'POST /api/members/m-1/renewals': { status: 201, body: { position: 9, paymentId: 'p-9' } },
    });
    const { dialog, amount } = await openDialog(user);
    await user.clear(amount);
    await user.type(amount, '30000');
    await user.click(within(dialog).getByRole('button', { name: 'Renovar' }));

    expect(await screen.findByText('Membresía renovada correctamente.')).toBeInTheDocument();
    expect(posts(fake)[0]?.body).toEqual({ amount: 30_000, plan: 'fortnight', method: 'cash', reference: null });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('R18: a failed renewal says so and leaves the dialog open to try again', async () => {
    const { user } = showButton({ 'POST /api/members/m-1/renewals': 'network-error' });
    const { dialog } = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Renovar' }));
    expect(await screen.findByText(message('MEMBERSHIP.RENEW_FAILED'))).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('RenewMembershipButton: how the renewal is paid (issue 10)', () => {
  it('sends the method chosen (Efectivo first) and the reference', async () => {
    const { fake, user } = showButton({
      'POST /api/members/m-1/renewals': { status: 201, body: { position: 9, paymentId: 'p-9' } },
    });
    const { dialog } = await openDialog(user);
    expect(within(dialog).getByLabelText('Medio de pago', { exact: false })).toHaveValue('cash');
    await user.selectOptions(within(dialog).getByLabelText('Medio de pago', { exact: false }), 'Nequi');
    await user.type(within(dialog).getByLabelText('Referencia', { exact: false }), '3001112233');
    await user.click(within(dialog).getByRole('button', { name: 'Renovar' }));
    expect(await screen.findByText('Membresía renovada correctamente.')).toBeInTheDocument();
    expect(posts(fake)[0]?.body).toEqual({
      amount: 40_000,
      plan: 'fortnight',
      method: 'nequi',
      reference: '3001112233',
    });
  });
});

describe('RenewMembershipButton: R30, the days already paid', () => {
  // 27 November 2026 in Bogotá: the day before the member expires.
  beforeEach(() =>
    jest.useFakeTimers({
      now: new Date('2026-11-27T20:00:00Z'),
      doNotFake: [
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'queueMicrotask',
        'nextTick',
        'setImmediate',
      ],
    }),
  );
  afterEach(() => jest.useRealTimers());

  const untilNovember28 = aMemberProfile({ plan: 'monthly', joinedOn: '2026-10-28', expiresOn: '2026-11-28' });

  function showFor(profile = untilNovember28, routes: Record<string, FakeRoute> = {}) {
    const fake = installFakeFetch(routes);
    renderWithProviders(<RenewMembershipButton profile={profile} />);
    return { fake, user: userEvent.setup() };
  }

  it('R30: before expiry, the dialog shows the new period from the day after the current expiry', async () => {
    const { user } = showFor();
    const { dialog } = await openDialog(user);
    expect(within(dialog).getByTestId('renewal-period')).toHaveTextContent(
      'Del 29/11/2026 al 28/12/2026Sigue a la membresía actual, que vence el 28/11/2026: no se pierde ningún día pagado.',
    );
    expect(within(dialog).getByLabelText('Plan de la renovación')).toHaveValue('monthly');
  });

  it('R30: another plan changes the period and the price filled in', async () => {
    const { fake, user } = showFor(untilNovember28, {
      'POST /api/members/m-1/renewals': { status: 201, body: { position: 9, paymentId: 'p-9' } },
    });
    const { dialog, amount } = await openDialog(user);
    await user.selectOptions(within(dialog).getByLabelText('Plan de la renovación'), 'Quincena');
    expect(amount).toHaveValue('$ 40.000');
    expect(within(dialog).getByTestId('renewal-period')).toHaveTextContent('Del 29/11/2026 al 13/12/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Renovar' }));
    expect(await screen.findByText('Membresía renovada correctamente.')).toBeInTheDocument();
    expect(posts(fake)[0]?.body).toMatchObject({ amount: 40_000, plan: 'fortnight' });
  });

  it('R30 + R24: the price filled in is the one in force on the new period’s first day', async () => {
    const { user } = showFor(untilNovember28, {
      'GET /api/plans': {
        status: 200,
        body: [
          aSpecPlan('fortnight', 40_000),
          aSpecPlan('monthly', 80_000, [{ effectiveFrom: '2026-11-29', price: 90_000 }]),
          aSpecPlan('ticket_book', 50_000),
        ],
      },
    });
    await waitFor(() => expect(usePlanPricesStore.getState().status).toBe('ready'));
    const { amount } = await openDialog(user);
    expect(amount).toHaveValue('$ 90.000');
  });

  it('R30: after expiry, the new period starts today', async () => {
    const { user } = showFor(aMemberProfile({ plan: 'monthly', expiresOn: '2026-11-20' }));
    const { dialog } = await openDialog(user);
    expect(within(dialog).getByTestId('renewal-period')).toHaveTextContent(
      'Del 27/11/2026 al 27/12/2026La nueva membresía empieza hoy.',
    );
  });

  it('R30 + R5: a Tiquetera with days left says how many will be lost before it is confirmed', async () => {
    const { user } = showFor(
      aMemberProfile({ plan: 'ticket_book', expiresOn: '2027-01-10', ticketDaysUsed: 9, remainingTicketDays: 6 }),
    );
    const { dialog } = await openDialog(user);
    expect(within(dialog).getByTestId('renewal-lost-days')).toHaveTextContent(
      'A la tiquetera actual le quedan 6 días sin usar: se perderán al renovar.',
    );
    expect(within(dialog).getByTestId('renewal-period')).toHaveTextContent('Tiquetera nueva desde el 27/11/2026');
  });
});

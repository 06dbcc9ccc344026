// R20: the renewal dialog asks the amount (the plan's price first); cancel or empty aborts without a word.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { message } from '@gym/domain';
import { installFakeFetch, type FakeRoute } from '../../../testing/fake-fetch';
import { aMemberProfile } from '../../../testing/api-builders';
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
        body: [
          { plan: 'fortnight', price: 45_000, scheduled: [] },
          { plan: 'monthly', price: 90_000, scheduled: [] },
          { plan: 'ticket_book', price: 50_000, scheduled: [] },
        ],
      },
    });
    await waitFor(() => expect(usePlanPricesStore.getState().status).toBe('ready'));
    const { dialog, amount } = await openDialog(user);
    expect(amount).toHaveValue('$ 45.000');
    expect(dialog).toHaveTextContent(/Plan Quincena: \$\s45\.000/);
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
    expect(posts(fake)[0]?.body).toEqual({ amount: 30_000, method: 'cash', reference: null });
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
    expect(posts(fake)[0]?.body).toEqual({ amount: 40_000, method: 'nequi', reference: '3001112233' });
  });
});

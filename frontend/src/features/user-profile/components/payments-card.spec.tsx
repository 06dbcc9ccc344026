// 'Historial de Pagos': total, the 10 most recent, and the new-payment form (defaults, R3 amount, outcome).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { message } from '@gym/domain';
import { installFakeFetch, receptionAccount, signedInAccount, type FakeRoute } from '../../../testing/fake-fetch';
import { aMemberProfile, aPayment } from '../../../testing/api-builders';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { useSessionStore } from '../../../stores/session-store';
import { usePublicSettingsStore } from '../../../stores/public-settings-store';
import { COLLECT_ON_ARRIVAL } from '../../../lib/collect-on-arrival';
import { PaymentsCard } from './payments-card';

const payments = {
  items: [
    aPayment({ id: 'p-2', paymentType: 'additional', amount: 20_000, paidOn: '2026-03-08' }),
    aPayment({ id: 'p-1', paymentType: 'initial', amount: 60_000, paidOn: '2026-03-01' }),
  ],
  totalPaid: 80_000,
  count: 2,
};

function showCard(routes: Record<string, FakeRoute> = {}) {
  const fake = installFakeFetch({
    'GET /api/members/m-1/payments': { status: 200, body: payments },
    'GET /api/members/m-1': { status: 200, body: aMemberProfile() },
    ...routes,
  });
  // Owes $ 60.000: paying up to that leaves no credit, so nothing is asked.
  renderWithProviders(<PaymentsCard profile={aMemberProfile({ amountPaid: 20_000, debt: 60_000 })} />);
  return { fake, user: userEvent.setup() };
}

const input = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input, select' });

async function openForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Registrar Nuevo Pago' }));
  return screen.getByRole('form', { name: 'Registrar Nuevo Pago' });
}

beforeEach(() => useSessionStore.setState({ status: 'signedIn', account: signedInAccount }));

describe('PaymentsCard', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the total paid and the payments, the initial one as "Pago inicial"', async () => {
    showCard();
    expect(await screen.findByTestId('total-paid')).toHaveTextContent(/Total pagado: \$\s80\.000/);
    const rows = await screen.findAllByTestId('member-payment-row');
    expect(rows[0]).toHaveTextContent(/08\/03\/2026\$\s20\.000Pago adicionalMensualidad/);
    expect(rows[1]).toHaveTextContent('Pago inicial');
  });

  it("issue 41: opened from 'Cobrar' after registering the member, the payment form shows at once", async () => {
    installFakeFetch({ 'GET /api/members/m-1/payments': { status: 200, body: payments } });
    renderWithProviders(<PaymentsCard profile={aMemberProfile({ amountPaid: 20_000, debt: 60_000 })} />, {
      path: '/users/m-1',
      state: COLLECT_ON_ARRIVAL,
    });
    expect(await screen.findByRole('form', { name: 'Registrar Nuevo Pago' })).toBeInTheDocument();
  });

  it('opened any other way, the payment form waits behind its button', async () => {
    showCard();
    expect(await screen.findByRole('button', { name: 'Registrar Nuevo Pago' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Registrar Nuevo Pago' })).not.toBeInTheDocument();
  });

  it('says "No hay pagos registrados." when there are none', async () => {
    showCard({ 'GET /api/members/m-1/payments': { status: 200, body: { items: [], totalPaid: 0, count: 0 } } });
    expect(await screen.findByText('No hay pagos registrados.')).toBeInTheDocument();
  });

  it("issue 41: for a member who owes, the form starts with 'Abono' and today’s date in the gym’s time zone", async () => {
    jest.useFakeTimers({
      now: new Date('2026-03-11T04:30:00Z'),
      doNotFake: ['setTimeout', 'clearTimeout', 'queueMicrotask', 'nextTick', 'setImmediate'],
    });
    usePublicSettingsStore.setState({ timeZone: 'America/Bogota' });
    const { user } = showCard();
    await openForm(user);
    expect(input('Tipo de pago')).toHaveValue('installment');
    expect(
      within(input('Tipo de pago'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Pago adicional', 'Abono']);
    expect(input('Fecha del pago')).toHaveValue('10/03/2026');
  });

  it("issue 41: for a member who owes nothing, the form starts with 'Pago adicional'", async () => {
    installFakeFetch({ 'GET /api/members/m-1/payments': { status: 200, body: payments } });
    renderWithProviders(<PaymentsCard profile={aMemberProfile({ amountPaid: 80_000, debt: 0 })} />);
    await openForm(userEvent.setup());
    expect(input('Tipo de pago')).toHaveValue('additional');
  });

  it.each([
    ['empty', ''],
    ['zero', '0'],
  ])('R3: an %s amount reads "Por favor ingrese un monto válido" and sends nothing', async (_, typed) => {
    const { fake, user } = showCard();
    await openForm(user);
    if (typed) await user.type(input('Monto'), typed);
    await user.click(screen.getByRole('button', { name: 'Guardar Pago' }));
    expect(screen.getByText('Por favor ingrese un monto válido')).toBeInTheDocument();
    expect(fake.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('records the payment, says so, closes and resets the form, and reloads the payments', async () => {
    const { fake, user } = showCard({
      'POST /api/members/m-1/payments': { status: 201, body: { position: 5, paymentId: 'p-3' } },
    });
    await openForm(user);
    await user.type(input('Monto'), '15000');
    await user.selectOptions(input('Tipo de pago'), 'installment');
    await user.click(screen.getByRole('button', { name: 'Guardar Pago' }));

    expect(await screen.findByText('Pago registrado correctamente.')).toBeInTheDocument();
    const post = fake.requests.find((request) => request.method === 'POST');
    expect(post?.body).toEqual({
      paymentType: 'installment',
      amount: 15_000,
      paidOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      method: 'cash',
      reference: null,
    });
    expect(screen.queryByRole('form', { name: 'Registrar Nuevo Pago' })).not.toBeInTheDocument();
    // Issue 30: the focus goes to the total, which shows the result, not to the page.
    expect(screen.getByTestId('total-paid')).toHaveFocus();
    await waitFor(() =>
      expect(
        fake.requests.filter((request) => request.path === '/api/members/m-1/payments' && request.method === 'GET'),
      ).toHaveLength(2),
    );

    await openForm(user);
    expect(input('Monto')).toHaveValue('');
    expect(input('Tipo de pago')).toHaveValue('installment');
  });

  it('R18: a failed payment says so and keeps the form and the list as they were', async () => {
    const { user } = showCard({ 'POST /api/members/m-1/payments': 'network-error' });
    await openForm(user);
    await user.type(input('Monto'), '15000');
    await user.click(screen.getByRole('button', { name: 'Guardar Pago' }));

    expect(await screen.findByText(message('PAYMENT.RECORD_FAILED'))).toBeInTheDocument();
    expect(input('Monto')).toHaveValue('$ 15.000');
    expect(screen.getAllByTestId('member-payment-row')).toHaveLength(2);
  });

  it('"Cancelar" closes the form without sending, the focus back on "Registrar Nuevo Pago" (issue 30)', async () => {
    const { fake, user } = showCard();
    await openForm(user);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('form', { name: 'Registrar Nuevo Pago' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Registrar Nuevo Pago' })).toHaveFocus();
    expect(fake.requests.some((request) => request.method === 'POST')).toBe(false);
  });
});

describe('PaymentsCard: how the money came in and receipts (issue 10)', () => {
  it('each payment shows its method and an "Imprimir recibo" link to its receipt', async () => {
    installFakeFetch({
      'GET /api/members/m-1/payments': {
        status: 200,
        body: {
          ...payments,
          items: [
            aPayment({ id: 'p-7', method: 'daviplata', reference: 'D-55' }),
            aPayment({ id: 'p-1', method: 'unspecified' }),
          ],
        },
      },
    });
    // Owes $ 60.000: paying up to that leaves no credit, so nothing is asked.
    renderWithProviders(<PaymentsCard profile={aMemberProfile({ amountPaid: 20_000, debt: 60_000 })} />);
    const rows = await screen.findAllByTestId('member-payment-row');
    expect(rows[0]).toHaveTextContent('Daviplata · Ref. D-55');
    expect(rows[1]).toHaveTextContent('Sin especificar');
    expect(within(rows[0]).getByRole('link', { name: /^Imprimir recibo/ })).toHaveAttribute('href', '/receipts/p-7');
  });

  it('records a transfer with its reference; a cash payment asks for none', async () => {
    const { fake, user } = showCard({
      'POST /api/members/m-1/payments': { status: 201, body: { position: 9, paymentId: 'p-9' } },
    });
    await openForm(user);
    expect(input('Medio de pago')).toHaveValue('cash');
    expect(screen.queryByLabelText('Referencia', { exact: false })).not.toBeInTheDocument();
    await user.type(input('Monto'), '25000');
    await user.selectOptions(input('Medio de pago'), 'Transferencia');
    await user.type(input('Referencia'), ' TRX-4411 ');
    await user.click(screen.getByRole('button', { name: 'Guardar Pago' }));
    expect(await screen.findByText('Pago registrado correctamente.')).toBeInTheDocument();
    const post = fake.requests.find((request) => request.method === 'POST');
    expect(post?.body).toMatchObject({ amount: 25_000, method: 'transfer', reference: 'TRX-4411' });
  });
});

describe('PaymentsCard: credit (issue 16)', () => {
  it('a payment when nothing is owed asks first, naming the credit it would leave', async () => {
    const fake = installFakeFetch({
      'GET /api/members/m-1/payments': { status: 200, body: payments },
      'POST /api/members/m-1/payments': { status: 201, body: { position: 4, paymentId: 'p-3' } },
    });
    renderWithProviders(<PaymentsCard profile={aMemberProfile({ amountPaid: 80_000, debt: 0 })} />);
    const user = userEvent.setup();
    await openForm(user);
    await user.type(input('Monto'), '5000');
    await user.click(screen.getByRole('button', { name: 'Guardar Pago' }));
    expect(await screen.findByText(/saldo a favor de \$\s5\.000/)).toBeInTheDocument();
    await user.click(screen.getByTestId('confirm-credit'));
    expect(await screen.findByText('Pago registrado correctamente.')).toBeInTheDocument();
    expect(fake.requests.find((request) => request.method === 'POST')?.body).toMatchObject({ amount: 5_000 });
  });
});

describe('PaymentsCard as Recepción (R33)', () => {
  afterEach(() => jest.useRealTimers());

  it('R33: the form has no date field; it says today and the payment is sent without a date', async () => {
    jest.useFakeTimers({
      now: new Date('2026-03-11T04:30:00Z'),
      doNotFake: ['setTimeout', 'clearTimeout', 'queueMicrotask', 'nextTick', 'setImmediate'],
    });
    usePublicSettingsStore.setState({ timeZone: 'America/Bogota' });
    useSessionStore.setState({ status: 'signedIn', account: receptionAccount });
    const { fake, user } = showCard({
      'POST /api/members/m-1/payments': { status: 201, body: { paymentId: 'p-9', position: 9 } },
    });
    const form = await openForm(user);
    expect(within(form).queryByLabelText(/Fecha del pago/)).not.toBeInTheDocument();
    expect(within(form).getByTestId('payment-dated-today')).toHaveTextContent('Fecha del pago: hoy, 10/03/2026.');
    await user.type(input('Monto'), '20000');
    await user.click(screen.getByRole('button', { name: 'Guardar Pago' }));
    expect(await screen.findByText('Pago registrado correctamente.')).toBeInTheDocument();
    const posted = fake.requests.find((request) => request.method === 'POST');
    expect(posted?.body).toEqual({ paymentType: 'installment', amount: 20_000, method: 'cash', reference: null });
  });
});

// R29: 'Anular pago' — an Administrador's (R33), on a payment still standing, with a reason.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aPayment } from '../testing/api-builders';
import { errorBody, installFakeFetch, receptionAccount, signedInAccount } from '../testing/fake-fetch';
import { renderWithProviders } from '../testing/render-with-providers';
import { useSessionStore } from '../stores/session-store';
import { VoidPaymentButton } from './void-payment-button';
import { VoidedBadge } from './voided-badge';

const payment = aPayment({ id: 'p-2', amount: 40_000, paidOn: '2026-03-02', receiptNumber: 'R-000002' });
const voided = {
  voidedOn: '2026-03-03',
  voidedAt: '2026-03-03T15:00:00.000Z',
  reason: 'Pago duplicado',
  staffName: 'Marta',
};

function show(account: typeof signedInAccount | typeof receptionAccount, shown = payment) {
  useSessionStore.setState({ status: 'signedIn', account });
  const onVoided = jest.fn();
  renderWithProviders(<VoidPaymentButton payment={shown} onVoided={onVoided} />);
  return { onVoided, user: userEvent.setup() };
}

describe('VoidPaymentButton', () => {
  it('R29 + R33: Recepción does not see it', () => {
    show(receptionAccount);
    expect(screen.queryByRole('button', { name: /Anular/ })).not.toBeInTheDocument();
  });

  it('R29: a payment already voided has none', () => {
    show(signedInAccount, { ...payment, voided });
    expect(screen.queryByRole('button', { name: /Anular/ })).not.toBeInTheDocument();
  });

  it('R29: asks the reason and says what will happen; a short one is refused and nothing is sent', async () => {
    const fake = installFakeFetch({});
    const { user } = show(signedInAccount);
    await user.click(screen.getByRole('button', { name: /Anular pago R-000002 de \$\s40\.000/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Anular el pago R-000002' });
    expect(dialog).toHaveTextContent(
      /El pago de \$\s40\.000 del 02\/03\/2026 \(Ana Gómez\) quedará marcado como Anulado/,
    );
    await user.type(within(dialog).getByLabelText(/Motivo de la anulación/), 'dup');
    await user.click(within(dialog).getByRole('button', { name: 'Anular pago' }));
    expect(within(dialog).getByText('Escribe el motivo: entre 5 y 200 caracteres.')).toBeInTheDocument();
    // R41: the dialog only read which turno the money leaves from.
    expect(fake.requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });

  it('R29: voids with the reason, says so and lets the screen read its figures again', async () => {
    const fake = installFakeFetch({ 'POST /api/payments/p-2/void': { status: 201, body: { position: 7 } } });
    const { user, onVoided } = show(signedInAccount);
    await user.click(screen.getByRole('button', { name: /^Anular pago R-/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Motivo de la anulación/), 'Pago registrado dos veces');
    await user.click(within(dialog).getByRole('button', { name: 'Anular pago' }));
    expect(await screen.findByText('Pago anulado correctamente.')).toBeInTheDocument();
    const voided = fake.requests.find((request) => request.method === 'POST');
    expect(voided).toMatchObject({ method: 'POST', body: { reason: 'Pago registrado dos veces' } });
    expect(voided?.headers['Idempotency-Key']).toBeTruthy();
    expect(onVoided).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('R32: a refusal (the day is closed) is shown in Spanish and the dialog stays', async () => {
    const closed =
      'El día 03/03/2026 ya está cerrado: no admite pagos, renovaciones ni anulaciones. Un Administrador puede reabrirlo.';
    installFakeFetch({
      'POST /api/payments/p-2/void': { status: 422, body: errorBody(422, 'CASH_DAY.CLOSED', closed) },
    });
    const { user, onVoided } = show(signedInAccount);
    await user.click(screen.getByRole('button', { name: /^Anular pago R-/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Motivo de la anulación/), 'Pago registrado dos veces');
    await user.click(within(dialog).getByRole('button', { name: 'Anular pago' }));
    expect(await screen.findByText(closed)).toBeInTheDocument();
    expect(onVoided).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('VoidedBadge', () => {
  it("R29: reads 'Anulado' and names who, when and why", () => {
    renderWithProviders(<VoidedBadge voided={voided} />);
    expect(screen.getByTestId('voided-badge')).toHaveTextContent('Anulado');
    expect(screen.getByLabelText('Anulado el 03/03/2026 por Marta: Pago duplicado')).toBeInTheDocument();
  });
});

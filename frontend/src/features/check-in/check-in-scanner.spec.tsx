// Ingreso with a barcode scanner (issue 30): a debtor's confirmation that the next scan can never
// confirm (it becomes the search), Enter ignored and F2 to confirm on purpose, and 'Cobrar' taking a
// payment and leaving the field ready for the next scan.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CheckInMatch } from '@gym/domain';
import { aCheckInMatch, aMemberProfile } from '../../testing/api-builders';
import { installFakeFetch, queryOf, type RecordedRequest } from '../../testing/fake-fetch';
import { renderWithProviders } from '../../testing/render-with-providers';
import { CheckInScreen } from './check-in-screen';
import { keyClock } from './use-desk-keys';

const debtor = aCheckInMatch({
  id: 'm-1',
  name: 'María del Pilar',
  cedula: '1023456789',
  status: 'debt',
  letIn: false,
  debt: 30_000,
});
const next = aCheckInMatch({ id: 'm-2', name: 'Juan Restrepo', cedula: '79123456' });
const visit = {
  position: 7,
  visitId: 'v-1',
  kind: 'visit',
  visitedAt: '2026-03-20T12:42:00.000Z',
  remainingDays: null,
};

function showDesk(members: readonly CheckInMatch[] = [debtor, next]) {
  const fake = installFakeFetch({
    'GET /api/check-in': (request) => {
      const items = members.filter((member) => member.cedula === queryOf(request).q);
      return { status: 200, body: { items, total: items.length, today: '2026-03-20' } };
    },
    'POST /api/members/m-1/visits': { status: 201, body: visit },
    'POST /api/members/m-2/visits': { status: 201, body: visit },
    'GET /api/members/m-1': {
      status: 200,
      body: aMemberProfile({ id: 'm-1', name: 'María del Pilar', amountPaid: 50_000, debt: 30_000, status: 'debt' }),
    },
    'POST /api/members/m-1/payments': { status: 201, body: { paymentId: 'p-9', position: 12 } },
  });
  renderWithProviders(<CheckInScreen />);
  return { fake, field: screen.getByTestId('check-in-search') };
}

/** What a USB reader does: the whole code and Enter, with no pause between keys. */
const scan = (code: string) => userEvent.setup({ delay: null }).keyboard(`${code}{Enter}`);
const posts = (requests: readonly RecordedRequest[]) => requests.filter((r) => r.method === 'POST').map((r) => r.path);
const searches = (requests: readonly RecordedRequest[]) =>
  requests.filter((r) => r.path.startsWith('/api/check-in')).map((r) => queryOf(r).q);

async function scanDebtor() {
  await scan(debtor.cedula ?? '');
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus());
  return dialog;
}

describe('Ingreso with a scanner (issue 30)', () => {
  // A scanner's keys come milliseconds apart; jsdom's would follow the machine's load.
  beforeEach(() => jest.spyOn(keyClock, 'at').mockReturnValue(0));
  afterEach(() => jest.restoreAllMocks());

  it("the confirmation opens with the focus on 'Cancelar', not on 'Registrar de todos modos (F2)'", async () => {
    showDesk();
    const dialog = await scanDebtor();
    expect(dialog).toHaveTextContent('¿Registrar el ingreso de María del Pilar?');
    const confirm = within(dialog).getByTestId('confirm-check-in');
    expect(confirm).toHaveTextContent('Registrar de todos modos (F2)');
    expect(confirm).toHaveAttribute('aria-keyshortcuts', 'F2');
    expect(confirm).not.toHaveFocus();
  });

  it('R28: the next member scanned while it is open is searched and let in; the debtor is not', async () => {
    const { fake, field } = showDesk();
    await scanDebtor();
    await scan(next.cedula ?? '');
    expect(await screen.findByTestId('check-in-outcome')).toHaveTextContent('Ingreso registrado: Juan Restrepo');
    expect(posts(fake.requests)).toEqual(['/api/members/m-2/visits']);
    expect(searches(fake.requests)).toEqual(['1023456789', '79123456']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field).toHaveFocus();
  });

  it('Enter does nothing in the confirmation, even on the confirm button; F2 confirms', async () => {
    const { fake } = showDesk();
    const dialog = await scanDebtor();
    const user = userEvent.setup();
    await user.keyboard('{Enter}');
    within(dialog).getByTestId('confirm-check-in').focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(posts(fake.requests)).toEqual([]);
    await user.keyboard('{F2}');
    expect(await screen.findByTestId('check-in-outcome')).toHaveTextContent('Ingreso registrado: María del Pilar');
    expect(posts(fake.requests)).toEqual(['/api/members/m-1/visits']);
  });

  it('cancelling leaves the scanned text selected, so the next scan types over it', async () => {
    const { fake, field } = showDesk();
    await scanDebtor();
    await userEvent.setup().keyboard('{Escape}');
    await waitFor(() => expect(field).toHaveFocus());
    const input = field as HTMLInputElement;
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 10]);
    expect(posts(fake.requests)).toEqual([]);
  });

  it("'Cobrar' takes the debt as an 'Abono', says so with the receipt, and leaves the field ready", async () => {
    const { fake, field } = showDesk();
    await scanDebtor();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await user.click(await screen.findByRole('button', { name: 'Cobrar a María del Pilar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cobrar a María del Pilar' });
    const amount = await within(dialog).findByLabelText('Monto', { exact: false });
    await waitFor(() => expect(amount).toHaveFocus());
    expect(amount).toHaveValue('$ 30.000');
    expect(within(dialog).getByLabelText('Tipo de pago', { exact: false, selector: 'select' })).toHaveValue(
      'installment',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Guardar Pago' }));

    const outcome = await screen.findByTestId('check-in-outcome');
    expect(outcome.textContent.replace(/\u00a0/g, ' ')).toBe(
      'Pago registrado: María del Pilar, $ 30.000. Imprimir recibo',
    );
    expect(within(outcome).getByRole('link')).toHaveAttribute('href', '/receipts/p-9');
    const payment = fake.requests.find((request) => request.path === '/api/members/m-1/payments');
    expect(payment?.body).toMatchObject({ amount: 30_000, paymentType: 'installment', method: 'cash' });
    await waitFor(() => expect(field).toHaveFocus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The card is searched again, to show what is owed now.
    expect(searches(fake.requests)).toEqual(['1023456789', '1023456789']);
  });

  it("a scan into the 'Cobrar' form records no payment: the form closes and the scan is searched", async () => {
    const { fake, field } = showDesk();
    await scanDebtor();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await user.click(await screen.findByRole('button', { name: 'Cobrar a María del Pilar' }));
    const amount = await screen.findByLabelText('Monto', { exact: false });
    await waitFor(() => expect(amount).toHaveFocus());
    await scan(next.cedula ?? '');
    expect(await screen.findByTestId('check-in-outcome')).toHaveTextContent('Ingreso registrado: Juan Restrepo');
    expect(posts(fake.requests)).toEqual(['/api/members/m-2/visits']);
    expect(field).toHaveFocus();
  });

  it("a person typing the amount in 'Cobrar' and pressing Enter records it", async () => {
    const { fake } = showDesk();
    await scanDebtor();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await user.click(await screen.findByRole('button', { name: 'Cobrar a María del Pilar' }));
    const amount = await screen.findByLabelText('Monto', { exact: false });
    await waitFor(() => expect(amount).toHaveFocus());
    let at = 0;
    jest.spyOn(keyClock, 'at').mockImplementation(() => (at += 150)); // a person's pace
    await user.keyboard('10000{Enter}');
    expect(await screen.findByTestId('check-in-outcome')).toHaveTextContent('Pago registrado: María del Pilar');
    const payment = fake.requests.find((request) => request.path === '/api/members/m-1/payments');
    expect(payment?.body).toMatchObject({ amount: 10_000 });
  });

  it("a name typed while a card's button has the focus goes to the search, not to the button", async () => {
    const { field } = showDesk();
    await scanDebtor();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    screen.getByRole('button', { name: 'Cobrar a María del Pilar' }).focus();
    await user.keyboard('79123456');
    expect(field).toHaveFocus();
    expect(field).toHaveValue('79123456');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

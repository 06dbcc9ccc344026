// The member timeline: every event with its instant in the gym's time zone, staff and sentence; the
// order toggle and paging ask the server; 'Ver estado en esta fecha' shows the replayed member.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MemberHistoryEntry, MemberHistoryPage, MemberSnapshot } from '@gym/domain';
import { aMemberProfile } from '../testing/api-builders';
import { errorBody, installFakeFetch, queryOf } from '../testing/fake-fetch';
import { renderWithProviders } from '../testing/render-with-providers';
import { MemberTimeline } from './member-timeline';

const entry = (revision: number, description: string, occurredAt = '2026-03-02T04:30:00.000Z'): MemberHistoryEntry => ({
  revision,
  type: 'PaymentRecorded',
  occurredAt,
  staffId: 'staff-1',
  staffName: 'Rosa Recepción',
  description,
  saleId: null,
});

const historyPage = (items: MemberHistoryEntry[], overrides: Partial<MemberHistoryPage> = {}): MemberHistoryPage => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 20,
  order: 'asc',
  memberName: 'Ana Gómez',
  deleted: false,
  ...overrides,
});

const { registeredAt: _registeredAt, ...replayed } = aMemberProfile({
  debt: 40_000,
  amountPaid: 40_000,
  status: 'debt',
  expiresOn: '2026-03-17',
});
const snapshot: MemberSnapshot = {
  revision: 0,
  occurredAt: '2026-03-02T04:30:00.000Z',
  asOf: '2026-03-01',
  deleted: false,
  member: replayed,
};

describe('MemberTimeline', () => {
  it('shows each event with its instant in the gym’s time zone (R1), the staff account and the sentence (R23)', async () => {
    const fake = installFakeFetch({
      'GET /api/members/m-1/history': {
        status: 200,
        body: historyPage([
          entry(0, 'Usuario registrado: Ana Gómez, plan Quincena, ingreso 01/03/2026'),
          entry(1, 'Plan cambiado de Quincena a Mensualidad'),
        ]),
      },
    });
    renderWithProviders(<MemberTimeline memberId="m-1" />);
    const rows = await screen.findAllByTestId('history-row');
    // 04:30 UTC on the 2nd is still the 1st in Bogotá.
    expect(rows[0]).toHaveTextContent(/^0\s*01\/03\/2026 23:30\s*Rosa Recepción\s*Usuario registrado: Ana Gómez/);
    expect(rows[1]).toHaveTextContent('Plan cambiado de Quincena a Mensualidad');
    expect(queryOf(fake.requests[0])).toEqual({ order: 'desc', page: '1', pageSize: '20' });
  });

  it('R16: starts newest first, asks for the oldest first on the toggle, and pages on the server', async () => {
    const fake = installFakeFetch({
      'GET /api/members/m-1/history': { status: 200, body: historyPage([entry(0, 'Uno')], { total: 45 }) },
    });
    renderWithProviders(<MemberTimeline memberId="m-1" />);
    const user = userEvent.setup();
    await screen.findByTestId('history-row');
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await waitFor(() => expect(queryOf(fake.requests.at(-1)!)).toMatchObject({ order: 'desc', page: '2' }));
    await user.click(screen.getByText('Más antiguos primero'));
    await waitFor(() => expect(queryOf(fake.requests.at(-1)!)).toMatchObject({ order: 'asc', page: '1' }));
  });

  it('‘Ver estado en esta fecha’ shows the member as replayed right after that event', async () => {
    const fake = installFakeFetch({
      'GET /api/members/m-1/history': { status: 200, body: historyPage([entry(0, 'Usuario registrado')]) },
      'GET /api/members/m-1/history/state': { status: 200, body: snapshot },
    });
    renderWithProviders(<MemberTimeline memberId="m-1" />);
    const user = userEvent.setup();
    await user.click(
      within(await screen.findByTestId('history-row')).getByRole('button', { name: 'Ver estado en esta fecha' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Estado tras el evento #0' });
    expect(queryOf(fake.requests.at(-1)!)).toEqual({ revision: '0' });
    expect(within(dialog).getByTestId('status-badge')).toHaveTextContent('Con Deuda');
    const state = within(dialog).getByTestId('member-state');
    expect(state).toHaveTextContent(/Deuda\s*\$\s40\.000/);
    expect(state).toHaveTextContent(/Fecha de vencimiento\s*17\/03\/2026/);
    expect(state).toHaveTextContent(/IMC\s*22,04/);
    expect(state).toHaveTextContent('Peso normal');
    expect(dialog).toHaveTextContent('Así quedó el usuario justo después de este cambio, el 01/03/2026 23:30.');
  });

  it('an unknown member reads ‘Usuario no encontrado.’', async () => {
    installFakeFetch({
      'GET /api/members/m-9/history': {
        status: 404,
        body: errorBody(404, 'MEMBER.NOT_FOUND', 'Usuario no encontrado.'),
      },
    });
    renderWithProviders(<MemberTimeline memberId="m-9" />);
    expect(await screen.findByText('Usuario no encontrado.')).toBeInTheDocument();
  });
});

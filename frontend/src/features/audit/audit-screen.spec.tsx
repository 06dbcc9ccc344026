// The Auditoría screen: every member ever registered with deleted ones marked (R22), the server's
// search, and a deleted member's own history page (its profile is gone).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { AuditMemberEntry, MemberHistoryEntry } from '@gym/domain';
import { aPage } from '../../testing/api-builders';
import { installFakeFetch, queryOf } from '../../testing/fake-fetch';
import { renderWithProviders } from '../../testing/render-with-providers';
import { AuditMemberScreen } from './audit-member-screen';
import { AuditScreen } from './audit-screen';

const member = (overrides: Partial<AuditMemberEntry>): AuditMemberEntry => ({
  id: 'm-1',
  name: 'Ana Gómez',
  phone: '3001234567',
  deleted: false,
  registeredAt: '2026-03-01T14:00:00.000Z',
  lastEventAt: '2026-03-05T15:00:00.000Z',
  events: 4,
  ...overrides,
});

const deletion: MemberHistoryEntry = {
  revision: 0,
  type: 'MemberDeleted',
  occurredAt: '2026-03-05T15:00:00.000Z',
  staffId: 's-1',
  staffName: 'Administrador',
  description: 'Usuario eliminado: Julián Pérez',
  saleId: null,
};

function showAudit(path = '/audit') {
  renderWithProviders(
    <Routes>
      <Route path="/audit" element={<AuditScreen />} />
      <Route path="/audit/:id" element={<AuditMemberScreen />} />
    </Routes>,
    { path },
  );
  return userEvent.setup();
}

describe('AuditScreen', () => {
  it('lists every member ever registered; a deleted one carries ‘Eliminado’ and opens its history', async () => {
    installFakeFetch({
      'GET /api/audit/members': {
        status: 200,
        body: aPage([member({}), member({ id: 'm-2', name: 'Julián Pérez', deleted: true, events: 7 })]),
      },
      'GET /api/members/m-2/history': {
        status: 200,
        body: { ...aPage([deletion]), order: 'asc', memberName: 'Julián Pérez', deleted: true },
      },
    });
    const user = showAudit();
    const rows = await screen.findAllByTestId('audit-member-row');
    expect(within(rows[0]).queryByTestId('deleted-badge')).not.toBeInTheDocument();
    expect(rows[1]).toHaveTextContent(/Julián PérezEliminado/);
    expect(rows[1]).toHaveTextContent(/01\/03\/2026 09:00\s*05\/03\/2026 10:00\s*7/);
    await user.click(within(rows[1]).getByRole('link', { name: 'Ver historial de Julián Pérez' }));
    expect(await screen.findByRole('heading', { name: 'Julián Pérez' })).toBeInTheDocument();
    expect(screen.getByTestId('deleted-badge')).toHaveTextContent('Eliminado');
    expect(await screen.findByTestId('history-row')).toHaveTextContent('Usuario eliminado: Julián Pérez');
    expect(screen.queryByRole('link', { name: 'Ver perfil' })).not.toBeInTheDocument();
  });

  it('searches on the server once typing pauses, from the first page', async () => {
    const fake = installFakeFetch({ 'GET /api/audit/members': { status: 200, body: aPage([member({})]) } });
    const user = showAudit();
    await screen.findByTestId('audit-member-row');
    await user.type(screen.getByTestId('audit-search'), 'julian');
    await waitFor(() =>
      expect(queryOf(fake.requests.at(-1)!)).toEqual({ search: 'julian', page: '1', pageSize: '20' }),
    );
  });

  it('says so when nobody matches', async () => {
    installFakeFetch({ 'GET /api/audit/members': { status: 200, body: aPage([]) } });
    showAudit();
    expect(await screen.findByText('No se encontró ningún usuario.')).toBeInTheDocument();
  });
});

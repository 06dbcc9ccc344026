// R49: 'Reclamo en trámite' beside the name while the member has a reclamo open; nothing otherwise.
import { screen, waitFor } from '@testing-library/react';
import { installFakeFetch } from '../../../testing/fake-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { useMemberOpenReclamoStore } from '../member-open-reclamo-store';
import { ReclamoBadge } from './reclamo-badge';

describe('ReclamoBadge (R49)', () => {
  beforeEach(() => useMemberOpenReclamoStore.setState({ params: null, data: null, status: 'idle', error: null }));

  it('shows while a reclamo is open, with the day received and the due day', async () => {
    installFakeFetch({
      'GET /api/members/m-1/open-reclamo': {
        status: 200,
        body: { reclamo: { requestId: 'r-1', receivedOn: '2026-12-18', dueOn: '2027-01-13' } },
      },
    });
    renderWithProviders(<ReclamoBadge memberId="m-1" />);
    const badge = await screen.findByTestId('reclamo-badge');
    expect(badge).toHaveTextContent('Reclamo en trámite');
    expect(badge).toHaveAttribute('title', 'Recibido el 18/12/2026; vence el 13/01/2027');
  });

  it('shows nothing without one', async () => {
    const fake = installFakeFetch({ 'GET /api/members/m-2/open-reclamo': { status: 200, body: { reclamo: null } } });
    renderWithProviders(<ReclamoBadge memberId="m-2" />);
    await waitFor(() => expect(fake.requests).toHaveLength(1));
    await waitFor(() => expect(useMemberOpenReclamoStore.getState().status).toBe('ready'));
    expect(screen.queryByTestId('reclamo-badge')).not.toBeInTheDocument();
  });
});

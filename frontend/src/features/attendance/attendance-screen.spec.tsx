// The global attendance history: date and time in the gym's time zone, the member linked, empty text.
import { screen, within } from '@testing-library/react';
import { installFakeFetch } from '../../testing/fake-fetch';
import { anAttendance, aPage } from '../../testing/api-builders';
import { renderWithProviders } from '../../testing/render-with-providers';
import { usePublicSettingsStore } from '../../stores/public-settings-store';
import { AttendanceScreen } from './attendance-screen';

describe('AttendanceScreen', () => {
  it('R1: shows when (Bogotá time) and who, linked to the profile', async () => {
    usePublicSettingsStore.setState({ timeZone: 'America/Bogota' });
    installFakeFetch({
      'GET /api/attendances': { status: 200, body: aPage([anAttendance({ attendedAt: '2026-03-06T04:30:00.000Z' })]) },
    });
    renderWithProviders(<AttendanceScreen />);
    const row = await screen.findByTestId('attendance-row');
    expect(row).toHaveTextContent('05/03/2026 23:30');
    expect(within(row).getByRole('link', { name: 'Ana Gómez' })).toHaveAttribute('href', '/users/m-1');
  });

  it("R28: lists every plan's visits with the plan", async () => {
    installFakeFetch({
      'GET /api/attendances': {
        status: 200,
        body: aPage([anAttendance({ plan: 'monthly' }), anAttendance({ id: 'a-2', plan: 'ticket_book' })]),
      },
    });
    renderWithProviders(<AttendanceScreen />);
    const rows = await screen.findAllByTestId('attendance-row');
    expect(rows.map((row) => within(row).getByText(/Mensualidad|Tiquetera/).textContent)).toEqual([
      'Mensualidad',
      'Tiquetera',
    ]);
  });

  it('says "No hay asistencias registradas." when there are none', async () => {
    installFakeFetch({ 'GET /api/attendances': { status: 200, body: aPage([]) } });
    renderWithProviders(<AttendanceScreen />);
    expect(await screen.findByText('No hay asistencias registradas.')).toBeInTheDocument();
  });
});

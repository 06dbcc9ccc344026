// WhatsApp reminders on the dashboard (issue 10): every entry of the alert lists and birthdays with a
// Colombian mobile ('Sin venir' too, R28) gets a wa.me link with the catalogue's message, greeting by the
// first name (issue 30); a landline gets none.
import { screen, within } from '@testing-library/react';
import { installFakeFetch } from '../../../testing/fake-fetch';
import { aDashboard, anAlertEntry } from '../../../testing/api-builders';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { usePublicSettingsStore } from '../../../stores/public-settings-store';
import { DashboardScreen } from '../dashboard-screen';

const view = aDashboard({
  aboutToExpire: {
    items: [anAlertEntry({ id: 'm-1', name: 'Ana Gómez', phone: '300 123 4567', expiresOn: '2026-03-12' })],
    total: 1,
  },
  expired: {
    items: [anAlertEntry({ id: 'm-2', name: 'Beto Ruiz', phone: '+57 310-555-0000', expiresOn: '2026-03-01' })],
    total: 1,
  },
  withDebt: {
    items: [
      anAlertEntry({ id: 'm-3', name: 'Carla Díaz', phone: '3157778899', debt: 30_000 }),
      anAlertEntry({ id: 'm-6', name: 'Fijo Casa', phone: '601 234 5678', debt: 10_000 }),
    ],
    total: 2,
  },
  birthdays: {
    items: [
      {
        id: 'm-4',
        name: 'Dora Peña',
        phone: '3201112233',
        birthday: '1990-03-20',
        nextBirthday: '2026-03-20',
        daysToGo: 10,
      },
      {
        id: 'm-7',
        name: 'maría del pilar concepción de los ángeles',
        phone: '3209998877',
        birthday: '1991-03-10',
        nextBirthday: '2026-03-10',
        daysToGo: 0,
      },
    ],
    total: 2,
  },
  absent: {
    items: [
      {
        id: 'm-5',
        name: 'Elsa Lejos',
        phone: '3005556677',
        plan: 'monthly',
        lastVisitOn: '2026-02-20',
        absentSince: '2026-02-20',
        importedOn: null,
        daysAbsent: 18,
      },
    ],
    total: 1,
  },
});

function showDashboard() {
  usePublicSettingsStore.setState({ gymName: 'Gimnasio Titanes' });
  installFakeFetch({ 'GET /api/dashboard': { status: 200, body: view } });
  renderWithProviders(<DashboardScreen />);
}

async function linkIn(testId: string, name: string): Promise<URL> {
  showDashboard();
  const card = await screen.findByTestId(testId);
  const link = within(card).getByRole('link', { name: `Enviar WhatsApp a ${name}` });
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener');
  return new URL(link.getAttribute('href') ?? '');
}

describe('WhatsApp reminders on the dashboard', () => {
  it('about to expire: the member, the expiry date and the gym, to +57', async () => {
    const url = await linkIn('alert-about-to-expire', 'Ana Gómez');
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/573001234567');
    expect(url.searchParams.get('text')).toBe(
      'Hola Ana, te saludamos de Gimnasio Titanes. Tu membresía vence el 12/03/2026. ¡Te esperamos para renovarla!',
    );
  });

  it('expired: the date it expired, for a number already written with +57', async () => {
    const url = await linkIn('alert-expired', 'Beto Ruiz');
    expect(url.pathname).toBe('/573105550000');
    expect(url.searchParams.get('text')).toBe(
      'Hola Beto, te saludamos de Gimnasio Titanes. Tu membresía venció el 01/03/2026. ¿Quieres renovarla? ¡Te esperamos!',
    );
  });

  it('with debt: the amount owed', async () => {
    const url = await linkIn('alert-with-debt', 'Carla Díaz');
    expect(url.pathname).toBe('/573157778899');
    expect(url.searchParams.get('text')).toContain('Tienes un saldo pendiente de $\u00a030.000.');
  });

  it('birthdays: the day of the birthday', async () => {
    const url = await linkIn('birthdays', 'Dora Peña');
    expect(url.pathname).toBe('/573201112233');
    expect(url.searchParams.get('text')).toBe(
      '¡Hola Dora! En Gimnasio Titanes sabemos que el 20/03/2026 es tu cumpleaños. ¡Te deseamos un feliz día!',
    );
  });

  it('R15: on the birthday itself, "¡Feliz cumpleaños hoy!" to the first name, properly capitalised', async () => {
    const url = await linkIn('birthdays', 'maría del pilar concepción de los ángeles');
    expect(url.searchParams.get('text')).toBe(
      '¡Hola María! ¡Feliz cumpleaños hoy! En Gimnasio Titanes te deseamos un gran día.',
    );
  });

  it("R28: 'Sin venir': we miss them at the gym, with how long it has been", async () => {
    const url = await linkIn('absent-members', 'Elsa Lejos');
    expect(url.pathname).toBe('/573005556677');
    expect(url.searchParams.get('text')).toBe(
      '¡Hola Elsa! Te extrañamos en Gimnasio Titanes. Hace 18 días que no vienes a entrenar. ¡Te esperamos pronto!',
    );
  });

  it('a landline gets no button', async () => {
    showDashboard();
    const card = await screen.findByTestId('alert-with-debt');
    const landline = within(card).getAllByRole('listitem')[1];
    expect(landline).toHaveTextContent('Fijo Casa');
    expect(within(landline).queryByTestId('whatsapp-link')).not.toBeInTheDocument();
    expect(within(card).getAllByTestId('whatsapp-link')).toHaveLength(1);
  });
});

// The profile screen: not found, the three read-only cards, the Tiquetera-only card, the visits, and edit mode.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { message, type MemberProfile } from '@gym/domain';
import {
  errorBody,
  installFakeFetch,
  receptionAccount,
  signedInAccount,
  type FakeRoute,
} from '../../testing/fake-fetch';
import { aMemberProfile, anAttendance, aPage } from '../../testing/api-builders';
import { renderWithProviders } from '../../testing/render-with-providers';
import { useSessionStore } from '../../stores/session-store';
import { UserProfileScreen } from './user-profile-screen';

function showProfile(profile: MemberProfile | FakeRoute, routes: Record<string, FakeRoute> = {}) {
  useSessionStore.setState({ status: 'signedIn', account: signedInAccount });
  const reply = 'id' in (profile as object) ? { status: 200, body: profile } : (profile as FakeRoute);
  const fake = installFakeFetch({
    'GET /api/members/m-1': reply,
    'GET /api/members/m-1/payments': { status: 200, body: { items: [], totalPaid: 0, count: 0 } },
    'GET /api/members/m-1/body-compositions': { status: 200, body: { items: [] } },
    'GET /api/members/m-1/attendances': { status: 200, body: aPage([]) },
    ...routes,
  });
  renderWithProviders(
    <Routes>
      <Route path="/users/:id" element={<UserProfileScreen />} />
    </Routes>,
    { path: '/users/m-1' },
  );
  return { fake, user: userEvent.setup() };
}

const card = (testId: string) => screen.findByTestId(testId);
// Edit mode's code loads when it first opens (issue 36).
const editForm = () => screen.findByRole('form', { name: 'Editar Perfil' });
const input = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input, select, textarea' });

describe('UserProfileScreen', () => {
  it('an unknown id reads "Usuario no encontrado." with the way back', async () => {
    showProfile({ status: 404, body: errorBody(404, 'MEMBER.NOT_FOUND', message('MEMBER.NOT_FOUND')) });
    expect(await screen.findByText('Usuario no encontrado.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Volver a Usuarios' })).toHaveAttribute('href', '/users');
  });

  it('shows the name, the status badge and the three cards; empty observations read "Ninguna"', async () => {
    showProfile(aMemberProfile({ debt: 10_000, status: 'debt', notes: '' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Ana Gómez' })).toBeInTheDocument();
    expect(screen.getByTestId('status-badge')).toHaveTextContent('Con Deuda');
    const personal = await card('card-personal-info');
    expect(personal).toHaveTextContent('Calle 10 # 5-20');
    expect(personal).toHaveTextContent('Femenino');
    expect(personal).toHaveTextContent('15/06/1990');
    expect(personal).toHaveTextContent(/ObservacionesNinguna/);
    const plan = await card('card-plan-payments');
    expect(plan).toHaveTextContent(/Precio del plan\$\s80\.000/);
    expect(plan).toHaveTextContent(/Deuda\$\s10\.000/);
    expect(plan).toHaveTextContent(/Fecha de vencimiento01\/04\/2026/);
  });

  it('observations, when there are some, are shown as written', async () => {
    showProfile(aMemberProfile({ notes: 'Asma leve' }));
    expect(await card('card-personal-info')).toHaveTextContent(/ObservacionesAsma leve/);
  });

  it('health metrics: altura in metres when reading, IMC and its category', async () => {
    showProfile(aMemberProfile({ weightKg: 60, heightCm: 165, imc: 22.04, imcCategory: 'normal' }));
    const health = await card('card-health-metrics');
    expect(health).toHaveTextContent(/Altura \(m\)1,65/);
    expect(health).toHaveTextContent(/Peso \(kg\)60/);
    expect(health).toHaveTextContent(/IMC22,04/);
    expect(health).toHaveTextContent('Peso normal');
  });

  it('a Tiquetera has the attendance card and no expiry reads "N/A (Tiquetera)"; other plans have no such card', async () => {
    showProfile(aMemberProfile({ plan: 'ticket_book', expiresOn: null, planPrice: 50_000 }));
    expect(await card('card-attendance')).toHaveTextContent('Control de Asistencia (Tiquetera)');
    expect(await card('card-plan-payments')).toHaveTextContent('N/A (Tiquetera)');
  });

  it('a monthly member has no attendance card', async () => {
    showProfile(aMemberProfile());
    await card('card-plan-payments');
    expect(screen.queryByTestId('card-attendance')).not.toBeInTheDocument();
  });

  it("R28: a monthly member's visits are in 'Historial de Visitas'; a Tiquetera's in its attendance card", async () => {
    showProfile(aMemberProfile(), {
      'GET /api/members/m-1/attendances': {
        status: 200,
        body: aPage([anAttendance({ plan: 'monthly', attendedAt: '2026-03-06T12:42:00.000Z' })]),
      },
    });
    const visits = await card('card-visits');
    expect(visits).toHaveTextContent('Historial de Visitas');
    expect(await within(visits).findByText('06/03/2026 07:42')).toBeInTheDocument();
  });

  it("R28: a monthly member without visits reads 'No hay visitas registradas.'", async () => {
    showProfile(aMemberProfile());
    expect(await within(await card('card-visits')).findByText('No hay visitas registradas.')).toBeInTheDocument();
  });

  it('edit mode: "Guardar Cambios" and "Cancelar", altura in cm, a live IMC; only the changes are sent', async () => {
    let profile = aMemberProfile();
    const { fake, user } = showProfile(aMemberProfile(), {
      'GET /api/members/m-1': () => ({ status: 200, body: profile }),
      'PATCH /api/members/m-1': (request) => {
        profile = aMemberProfile({ weightKg: 80, imc: 29.38, imcCategory: 'overweight' });
        return { status: 200, body: { position: 12, request } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Editar Perfil' }));
    await editForm();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    expect(input('Altura (cm)')).toHaveValue('165');

    await user.clear(input('Peso (kg)'));
    await user.type(input('Peso (kg)'), '80');
    expect(screen.getByTestId('imc-preview')).toHaveTextContent('IMC calculado: 29,38 (Sobrepeso)');
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));

    expect(await screen.findByText('Información del usuario actualizada correctamente.')).toBeInTheDocument();
    const patch = fake.requests.find((request) => request.method === 'PATCH');
    expect(patch?.body).toEqual({ details: { weightKg: 80 } });
    expect(await card('card-health-metrics')).toHaveTextContent('Sobrepeso');
    expect(screen.getByRole('button', { name: 'Editar Perfil' })).toBeInTheDocument();
  });

  it('edit mode refuses an empty name, a height over 300 cm and an empty amount paid, in Spanish', async () => {
    const { fake, user } = showProfile(aMemberProfile());
    await user.click(await screen.findByRole('button', { name: 'Editar Perfil' }));
    await editForm();
    await user.clear(input('Nombre'));
    await user.clear(input('Altura (cm)'));
    await user.type(input('Altura (cm)'), '301');
    await user.clear(input('Pago realizado'));
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));

    expect(screen.getByText(message('MEMBER.NAME_REQUIRED'))).toBeInTheDocument();
    expect(screen.getByText(message('MEMBER.HEIGHT_INVALID'))).toBeInTheDocument();
    expect(screen.getByText(message('PAYMENT.INVALID_AMOUNT'))).toBeInTheDocument();
    expect(fake.requests.some((request) => request.method === 'PATCH')).toBe(false);
  });

  it('R18: a failed save says so, stays in edit mode, and "Cancelar" shows the stored profile', async () => {
    const { user } = showProfile(aMemberProfile(), { 'PATCH /api/members/m-1': 'network-error' });
    await user.click(await screen.findByRole('button', { name: 'Editar Perfil' }));
    await editForm();
    await user.clear(input('Nombre'));
    await user.type(input('Nombre'), 'Ana María Gómez');
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));

    expect(await screen.findByText(message('MEMBER.UPDATE_FAILED'))).toBeInTheDocument();
    expect(input('Nombre')).toHaveValue('Ana María Gómez');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(within(await card('card-personal-info')).getByText('Ana Gómez')).toBeInTheDocument();
  });
});

describe('UserProfileScreen: the cédula (issue 10)', () => {
  it('is shown in Información Personal, and an edit sends only the new cédula, as digits', async () => {
    const { fake, user } = showProfile(aMemberProfile({ cedula: '52123456' }), {
      'PATCH /api/members/m-1': { status: 200, body: { position: 12 } },
    });
    expect(await card('card-personal-info')).toHaveTextContent('Cédula52.123.456');
    await user.click(screen.getByRole('button', { name: 'Editar Perfil' }));
    await editForm();
    expect(input('Cédula')).toHaveValue('52123456');
    await user.clear(input('Cédula'));
    await user.type(input('Cédula'), '1.023.456.789');
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(await screen.findByText('Información del usuario actualizada correctamente.')).toBeInTheDocument();
    expect(fake.requests.find((request) => request.method === 'PATCH')?.body).toEqual({
      details: { cedula: '1023456789' },
    });
  });

  it("an edit to another member's cédula marks the field with the server's text and stays in edit mode", async () => {
    const taken = 'La cédula 1023456789 ya pertenece a Luis Gómez.';
    const { user } = showProfile(aMemberProfile({ cedula: null }), {
      'PATCH /api/members/m-1': { status: 409, body: errorBody(409, 'MEMBER.CEDULA_TAKEN', taken, 'details.cedula') },
    });
    await user.click(await screen.findByRole('button', { name: 'Editar Perfil' }));
    await editForm();
    await user.type(input('Cédula'), '1023456789');
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(await screen.findAllByText(taken)).toHaveLength(2);
    expect(input('Cédula')).toHaveAttribute('aria-invalid', 'true');
  });

  it('without one it reads N/A', async () => {
    showProfile(aMemberProfile({ cedula: null }));
    expect(await card('card-personal-info')).toHaveTextContent('CédulaN/A');
  });
});

describe('UserProfileScreen as Recepción (R25)', () => {
  it('Pago realizado is read-only in the edit form, and the Historial de cambios is not shown', async () => {
    const { fake, user } = showProfile(aMemberProfile(), {
      'PATCH /api/members/m-1': { status: 200, body: { position: 12 } },
    });
    useSessionStore.setState({ account: receptionAccount });
    await user.click(await screen.findByRole('button', { name: 'Editar Perfil' }));
    await editForm();
    expect(input('Pago realizado')).toBeDisabled();
    expect(screen.getByText(message('PROFILE.AMOUNT_PAID_ADMIN_ONLY'))).toBeInTheDocument();
    expect(screen.queryByTestId('card-history')).not.toBeInTheDocument();
    await user.clear(input('Nombre'));
    await user.type(input('Nombre'), 'Ana María Gómez');
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(await screen.findByText('Información del usuario actualizada correctamente.')).toBeInTheDocument();
    expect(fake.requests.find((request) => request.method === 'PATCH')?.body).toEqual({
      details: { name: 'Ana María Gómez' },
    });
  });
});

describe('UserProfileScreen as Recepción (R33)', () => {
  it('R33: the edit form shows the Fecha de ingreso as text, not as a field, and never sends it', async () => {
    const { fake, user } = showProfile(aMemberProfile({ joinedOn: '2026-03-01' }), {
      'PATCH /api/members/m-1': { status: 200, body: { position: 12 } },
    });
    useSessionStore.setState({ account: receptionAccount });
    await user.click(await screen.findByRole('button', { name: 'Editar Perfil' }));
    await editForm();
    expect(screen.queryByLabelText(/Fecha de ingreso/)).not.toBeInTheDocument();
    expect(screen.getByTestId('joined-on-read-only')).toHaveTextContent(
      'Fecha de ingreso: 01/03/2026' + message('PROFILE.JOINED_ON_ADMIN_ONLY'),
    );
    await user.clear(input('Teléfono'));
    await user.type(input('Teléfono'), '3109876543');
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(await screen.findByText('Información del usuario actualizada correctamente.')).toBeInTheDocument();
    expect(fake.requests.find((request) => request.method === 'PATCH')?.body).toEqual({
      details: { phone: '3109876543' },
    });
  });

  it('R33: an Administrador has the field', async () => {
    const { user } = showProfile(aMemberProfile({ joinedOn: '2026-03-01' }));
    await user.click(await screen.findByRole('button', { name: 'Editar Perfil' }));
    await editForm();
    expect(input('Fecha de ingreso')).toBeInTheDocument();
    expect(screen.queryByTestId('joined-on-read-only')).not.toBeInTheDocument();
  });
});

// Start-up: the app asks the server who is signed in and what the gym is called, then routes.
import { render, screen, waitFor } from '@testing-library/react';
import { message } from '@gym/domain';
import { errorBody, installFakeFetch, signedInAccount } from '../testing/fake-fetch';
import { App } from './app';
import { AppProviders } from './providers';

const settings = { status: 200, body: { gymName: 'Gimnasio Titanes', timeZone: 'America/Bogota' } };

function startApp() {
  render(
    <AppProviders env="test">
      <App />
    </AppProviders>,
  );
}

describe('App', () => {
  it('opens the shell when the cookie still holds a session, titled with the gym’s name', async () => {
    installFakeFetch({ 'GET /api/auth/me': { status: 200, body: signedInAccount }, 'GET /api/settings': settings });

    startApp();

    expect(screen.getByText('Cargando...')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Cerrar Sesión' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Gimnasio Titanes' })).toBeInTheDocument();
    // Each screen adds its name: 'Dashboard · Gimnasio Titanes' (issue 16).
    await waitFor(() => expect(document.title).toBe('Dashboard · Gimnasio Titanes'));
  });

  it('shows the login page when nobody is signed in', async () => {
    const unauthorized = errorBody(401, 'AUTH.UNAUTHORIZED', message('AUTH.UNAUTHORIZED'));
    installFakeFetch({ 'GET /api/auth/me': { status: 401, body: unauthorized }, 'GET /api/settings': settings });

    startApp();

    expect(await screen.findByText('Inicia sesión para gestionar tu gimnasio')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Gimnasio Titanes' })).toBeInTheDocument();
    // Not being signed in at start is not an expiry: no warning about it.
    expect(screen.queryByText(message('AUTH.UNAUTHORIZED'))).not.toBeInTheDocument();
  });
});

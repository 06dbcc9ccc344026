// The login page: what it shows, how it validates, and what signing in does to the session.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { message } from '@gym/domain';
import { errorBody, installFakeFetch, signedInAccount, type FakeReply } from '../../testing/fake-fetch';
import { renderWithProviders } from '../../testing/render-with-providers';
import { useSessionStore } from '../../stores/session-store';
import { usePublicSettingsStore } from '../../stores/public-settings-store';
import { LoginPage } from './login-page';

function showLoginPage() {
  useSessionStore.setState({ status: 'signedOut' });
  renderWithProviders(<LoginPage />);
  return {
    email: screen.getByLabelText(message('LOGIN.EMAIL'), { exact: false, selector: 'input' }),
    password: screen.getByLabelText(message('LOGIN.PASSWORD'), { exact: false, selector: 'input' }),
    submit: screen.getByRole('button', { name: message('LOGIN.SUBMIT') }),
  };
}

async function signInAs(email: string, password: string) {
  const user = userEvent.setup();
  const fields = showLoginPage();
  await user.type(fields.email, email);
  await user.type(fields.password, password);
  await user.click(fields.submit);
  return fields;
}

describe('LoginPage', () => {
  it('shows the gym name, the subtitle, and a labelled, required e-mail and password', () => {
    usePublicSettingsStore.setState({ gymName: 'Gimnasio Titanes' });
    const { email, password } = showLoginPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Gimnasio Titanes' })).toBeInTheDocument();
    expect(screen.getByText('Inicia sesión para gestionar tu gimnasio')).toBeInTheDocument();
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toBeRequired();
  });

  it('is titled "Gimnasio" when the settings could not be loaded', async () => {
    installFakeFetch({ 'GET /api/settings': 'network-error' });
    await usePublicSettingsStore.getState().load();
    showLoginPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Gimnasio' })).toBeInTheDocument();
  });

  it('asks for both fields in Spanish before sending anything', async () => {
    const fake = installFakeFetch({});
    const { submit } = showLoginPage();

    await userEvent.setup().click(submit);

    expect(screen.getByText(message('LOGIN.EMAIL_REQUIRED'))).toBeInTheDocument();
    expect(screen.getByText(message('LOGIN.PASSWORD_REQUIRED'))).toBeInTheDocument();
    expect(fake.requests).toHaveLength(0);
  });

  it('refuses an e-mail that is not one', async () => {
    const fake = installFakeFetch({});
    await signInAs('recepcion', 'secreto');
    expect(screen.getByText(message('LOGIN.EMAIL_INVALID'))).toBeInTheDocument();
    expect(fake.requests).toHaveLength(0);
  });

  it('refuses an e-mail with an invisible character (a pasted right-to-left mark), naming it', async () => {
    const fake = installFakeFetch({});
    await signInAs('\u200Frecepcion@gimnasio.co', 'secreto');
    expect(screen.getByText(message('STAFF.EMAIL_INVISIBLE_CHARACTERS'))).toBeInTheDocument();
    expect(fake.requests).toHaveLength(0);
  });

  it('reads "Iniciando sesión..." and is disabled while signing in', async () => {
    let answer: (reply: FakeReply) => void = () => undefined;
    installFakeFetch({ 'POST /api/auth/login': () => new Promise<FakeReply>((resolve) => (answer = resolve)) });

    await signInAs('recepcion@gimnasio.co', 'secreto');

    const button = screen.getByRole('button', { name: 'Iniciando sesión...' });
    expect(button).toBeDisabled();
    answer({ status: 200, body: signedInAccount });
    await waitFor(() => expect(useSessionStore.getState().status).toBe('signedIn'));
  });

  it('shows the server’s Spanish refusal and stays signed out', async () => {
    const refusal = message('AUTH.INVALID_CREDENTIALS');
    installFakeFetch({
      'POST /api/auth/login': { status: 401, body: errorBody(401, 'AUTH.INVALID_CREDENTIALS', refusal) },
    });

    await signInAs('recepcion@gimnasio.co', 'equivocada');

    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByRole('button', { name: message('LOGIN.SUBMIT') })).toBeEnabled();
    expect(useSessionStore.getState().status).toBe('signedOut');
  });

  it('says the login failed when the server cannot be reached', async () => {
    installFakeFetch({ 'POST /api/auth/login': 'network-error' });
    await signInAs('recepcion@gimnasio.co', 'secreto');
    expect(await screen.findByRole('alert')).toHaveTextContent(message('AUTH.LOGIN_FAILED'));
  });

  it('signs in with the trimmed e-mail and the password as typed', async () => {
    const fake = installFakeFetch({ 'POST /api/auth/login': { status: 200, body: signedInAccount } });

    await signInAs('  recepcion@gimnasio.co ', ' secreto ');

    await waitFor(() => expect(useSessionStore.getState().status).toBe('signedIn'));
    expect(useSessionStore.getState().account).toEqual(signedInAccount);
    expect(fake.requests[0]?.body).toEqual({ email: 'recepcion@gimnasio.co', password: ' secreto ' });
  });

  it('explains that the session expired when the server ended it', () => {
    useSessionStore.setState({ status: 'signedOut', expired: true });
    renderWithProviders(<LoginPage />);
    expect(screen.getByText(message('AUTH.UNAUTHORIZED'))).toBeInTheDocument();
  });
});

// The session store's transitions, with the server answering through a fake fetch.
import { installFakeFetch, signedInAccount } from '../testing/fake-fetch';
import { useSessionStore } from './session-store';

describe('useSessionStore', () => {
  it('starts loading', () => {
    expect(useSessionStore.getState()).toMatchObject({ status: 'loading', account: null });
  });

  it('check() signs in with the account the server names', async () => {
    installFakeFetch({ 'GET /api/auth/me': { status: 200, body: signedInAccount } });
    await useSessionStore.getState().check();
    expect(useSessionStore.getState()).toMatchObject({ status: 'signedIn', account: signedInAccount });
  });

  it('check() falls back to signed out when the server cannot be reached', async () => {
    installFakeFetch({ 'GET /api/auth/me': 'network-error' });
    await useSessionStore.getState().check();
    expect(useSessionStore.getState()).toMatchObject({ status: 'signedOut', expired: false });
  });

  it('a failed logout keeps the session', async () => {
    installFakeFetch({ 'POST /api/auth/logout': { status: 503, text: 'Service Unavailable' } });
    useSessionStore.setState({ status: 'signedIn', account: signedInAccount });

    await expect(useSessionStore.getState().logout()).rejects.toThrow();

    expect(useSessionStore.getState()).toMatchObject({ status: 'signedIn', account: signedInAccount });
  });

  it('logout() succeeds when the server says the session had already ended', async () => {
    installFakeFetch({ 'POST /api/auth/logout': { status: 401, body: {} } });
    useSessionStore.setState({ status: 'signedIn', account: signedInAccount });

    await useSessionStore.getState().logout();

    expect(useSessionStore.getState()).toMatchObject({ status: 'signedOut', expired: false });
  });

  it('expire() only ends a session that exists', () => {
    useSessionStore.setState({ status: 'loading' });
    useSessionStore.getState().expire();
    expect(useSessionStore.getState()).toMatchObject({ status: 'loading', expired: false });
  });
});

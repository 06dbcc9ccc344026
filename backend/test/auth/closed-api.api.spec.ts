// Signed out, nothing but signing in works: every route is checked by the one global guard,
// enumerated from the running app so a route added later is covered too.
import { allApiOperations } from '@gym/domain';
import { servedRoutes } from '../support/served-routes.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { UNAUTHORIZED } from './auth-test-helpers.js';

/** The operations open to anyone, and the pages of the API's own documentation. */
const PUBLIC_ROUTES = [
  ...allApiOperations
    .filter((operation) => operation.access === 'public')
    .map((operation) => `${operation.method.toUpperCase()} ${operation.path.replace(/\{(\w+)\}/g, ':$1')}`),
  'GET /api/docs-json',
  'GET /api/docs-yaml',
];
const SOME_ID = '6d0c1f9e-1111-4a4a-8b8b-222222222222';

const routesOf = servedRoutes;

describe('the API closed to strangers', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp.close());

  it('covers the route families of the app (sanity check of the enumeration)', () => {
    const routes = routesOf(testApp);
    expect(routes).toEqual(
      expect.arrayContaining([
        ...PUBLIC_ROUTES,
        'GET /api/auth/me',
        'POST /api/staff',
        'POST /api/admin/projections/rebuild',
        'GET /api/members/:id/history',
      ]),
    );
  });

  it('every other route answers 401 with the Spanish text, without a session or with a forged one', async () => {
    const closed = routesOf(testApp).filter((route) => !PUBLIC_ROUTES.includes(route) && !route.includes('/api/docs'));
    expect(closed.length).toBeGreaterThan(10);
    for (const route of closed) {
      const [method = 'GET', pattern = ''] = route.split(' ');
      const path = pattern.replace(/:\w+/g, SOME_ID).replace(/\{\*\w+\}/g, 'x');
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      const headerSets: Record<string, string>[] = [{}, { Cookie: 'gym_session=not.a.token' }];
      for (const headers of headerSets) {
        const answer = await testApp.request(method, path, { body, headers, anonymous: true });
        expect({ route, status: answer.status, body: answer.body }).toEqual({ route, status: 401, body: UNAUTHORIZED });
      }
    }
  });

  it('GET /api/health tells a stranger only that the app is up, and staff the details', async () => {
    const stranger = await testApp.request('GET', '/api/health', { anonymous: true });
    expect(stranger).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(Object.keys(stranger.body)).toEqual(['status']);
    const staff = await testApp.request('GET', '/api/health');
    expect(staff.body).toMatchObject({ status: 'ok', stores: { events: 'sqlite', read: 'sqlite' } });
  });

  it('GET /api/settings is public: the login page needs the gym name', async () => {
    const answer = await testApp.request('GET', '/api/settings', { anonymous: true });
    expect(answer).toMatchObject({ status: 200, body: { gymName: 'Gimnasio', timeZone: 'America/Bogota' } });
  });

  it('GET /api/auth/me answers 401 signed out and the account signed in', async () => {
    expect(await testApp.request('GET', '/api/auth/me', { anonymous: true })).toMatchObject({
      status: 401,
      body: UNAUTHORIZED,
    });
    expect(await testApp.request('GET', '/api/auth/me')).toMatchObject({
      status: 200,
      body: { email: 'admin@gimnasio.test', displayName: 'Administrador' },
    });
  });

  it('the same routes work with the session (the guard lets staff through)', async () => {
    expect((await testApp.request('GET', '/api/audit/members')).status).toBe(200);
  });

  it('the API documentation is public: it describes the contract and holds no data', async () => {
    for (const path of ['/api/docs-json', '/api/docs']) {
      expect((await testApp.request('GET', path, { anonymous: true })).status).toBe(200);
    }
  });

  it('an unknown API path still answers 404, signed in or not', async () => {
    expect((await testApp.request('GET', '/api/no/such/route', { anonymous: true })).status).toBe(404);
  });
});

// The first administrator: created at start from GYM_ADMIN_EMAIL / GYM_ADMIN_PASSWORD when the event
// store holds no staff account; nothing more across restarts; ignored once any account exists.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestApp, TEST_ADMIN } from '../support/test-app.js';
import { eventStoreOf, INVALID_CREDENTIALS, sessionCookieOf } from './auth-test-helpers.js';

describe('the first administrator', () => {
  let dataDir: string;

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'gym-first-admin-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is created once, survives two restarts, and its session too (the secret is kept in DATA_DIR)', async () => {
    const first = await startTestApp({}, { dataDir });
    const me = await first.request('GET', '/api/auth/me');
    expect(me.body).toMatchObject({ email: TEST_ADMIN.email, displayName: 'Administrador', role: 'admin' });
    const cookie = sessionCookieOf(await first.newClient().signIn());
    expect(await eventStoreOf(first).listStreams('staff-')).toEqual([`staff-${me.body.id}`]);
    await first.close({ keepData: true });

    for (let restart = 1; restart <= 2; restart += 1) {
      const again = await startTestApp({}, { dataDir });
      expect(await eventStoreOf(again).listStreams('staff-')).toEqual([`staff-${me.body.id}`]);
      // Nothing but the account's creation (as Administrador, R25) and its sign-ins.
      const events = await eventStoreOf(again).readStream(`staff-${me.body.id}`);
      expect(events.filter((event) => event.type !== 'StaffSignedIn')).toEqual([
        expect.objectContaining({ type: 'StaffAccountCreated', data: expect.objectContaining({ role: 'admin' }) }),
      ]);
      expect(await eventStoreOf(again).headPosition()).toBe(events.length);
      const sameSession = await again.request('GET', '/api/auth/me', { anonymous: true, headers: { Cookie: cookie } });
      expect(sameSession).toMatchObject({ status: 200, body: me.body });
      await again.close({ keepData: true });
    }
  });

  it('is ignored once any account exists: other admin variables create nothing', async () => {
    const first = await startTestApp({}, { dataDir });
    await first.close({ keepData: true });
    const other = { GYM_ADMIN_EMAIL: 'otro@gimnasio.test', GYM_ADMIN_PASSWORD: 'otra-clave-123' };
    const second = await startTestApp(other, { dataDir, signedIn: false });
    expect(await eventStoreOf(second).listStreams('staff-')).toHaveLength(1);
    expect(await second.signIn({ email: other.GYM_ADMIN_EMAIL, password: other.GYM_ADMIN_PASSWORD })).toMatchObject({
      status: 401,
      body: INVALID_CREDENTIALS,
    });
    expect((await second.signIn()).status).toBe(200);
    await second.close({ keepData: true });
  });

  it('without the admin variables no account is created and nobody can sign in', async () => {
    const app = await startTestApp({ GYM_ADMIN_EMAIL: '', GYM_ADMIN_PASSWORD: '' }, { dataDir, signedIn: false });
    expect(await eventStoreOf(app).listStreams('staff-')).toEqual([]);
    expect((await app.signIn()).status).toBe(401);
    await app.close({ keepData: true });
  });

  it('the generated session secret is readable by its owner only', async () => {
    const app = await startTestApp({}, { dataDir });
    expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    await app.close({ keepData: true });
  });

  it('JWT_SECRET from the environment signs sessions instead, and no file is written', async () => {
    const app = await startTestApp({ JWT_SECRET: 's'.repeat(40) }, { dataDir });
    expect((await app.request('GET', '/api/auth/me')).status).toBe(200);
    expect(() => statSync(join(dataDir, 'jwt-secret'))).toThrow();
    await app.close({ keepData: true });
  });

  it('a JWT_SECRET shorter than 32 characters refuses to start', async () => {
    await expect(startTestApp({ JWT_SECRET: 'corto' }, { dataDir })).rejects.toThrow(
      'Invalid configuration: JWT_SECRET must be at least 32 characters long',
    );
  });
});

// R25 over HTTP: the Personal screen's calls, the last Administrador, sessions that end on
// demotion, 'Mi cuenta', Recepción and 'Pago realizado', and accounts from before roles.
import { randomUUID } from 'node:crypto';
import { PasswordHasher } from '../../src/staff/password-hasher.js';
import { registerMember } from '../members/support/members-api.js';
import { startTestApp, TEST_ADMIN, type TestApp, type TestClient } from '../support/test-app.js';
import { eventStoreOf, projected, UNAUTHORIZED } from './auth-test-helpers.js';

const RECEPTION = { email: 'caja@gimnasio.test', password: 'clave-de-caja-1' };
const LAST_ADMIN = { statusCode: 422, code: 'STAFF.LAST_ADMINISTRATOR' };

describe('staff roles (R25)', () => {
  let app: TestApp;
  let adminId: string;
  let receptionId: string;

  beforeAll(async () => {
    app = await startTestApp();
    adminId = (await app.request('GET', '/api/auth/me')).body.id;
    const created = await app.request('POST', '/api/staff', {
      body: { ...RECEPTION, displayName: 'Caja', role: 'reception' },
    });
    expect(created).toMatchObject({ status: 201, body: { id: expect.any(String) } });
    receptionId = created.body.id;
    await projected(app);
  });
  afterAll(() => app.close());

  async function signedIn(credentials = RECEPTION): Promise<TestClient> {
    const client = app.newClient();
    expect((await client.signIn(credentials)).status).toBe(200);
    return client;
  }

  it('lists the accounts with role, whether active, and the last sign-in', async () => {
    await signedIn();
    await projected(app);
    const { body } = await app.request('GET', '/api/staff');
    expect(body.items).toEqual([
      expect.objectContaining({ id: adminId, email: TEST_ADMIN.email, role: 'admin', active: true }),
      expect.objectContaining({ id: receptionId, email: RECEPTION.email, displayName: 'Caja', role: 'reception' }),
    ]);
    for (const account of body.items) expect(Date.parse(account.lastSignInAt)).not.toBeNaN();
  });

  it('the last active Administrador can be neither disabled nor demoted, and nothing is appended', async () => {
    const head = await eventStoreOf(app).headPosition();
    expect((await app.request('POST', `/api/staff/${adminId}/disable`)).body).toMatchObject(LAST_ADMIN);
    const demote = await app.request('POST', `/api/staff/${adminId}/role`, { body: { role: 'reception' } });
    expect(demote.body).toMatchObject({
      ...LAST_ADMIN,
      message:
        'Debe quedar al menos un Administrador activo. Nombra a otra cuenta Administrador antes de hacer este cambio.',
    });
    expect(await eventStoreOf(app).headPosition()).toBe(head);
  });

  it('a promotion keeps the session and opens the Administrador routes; a demotion ends it at once', async () => {
    const desk = await signedIn();
    expect((await desk.request('GET', '/api/staff')).status).toBe(403);
    expect((await app.request('POST', `/api/staff/${receptionId}/role`, { body: { role: 'admin' } })).status).toBe(200);
    await projected(app);
    expect((await desk.request('GET', '/api/auth/me')).body).toMatchObject({ role: 'admin' });
    expect((await desk.request('GET', '/api/staff')).status).toBe(200);
    // Two Administradores: now the first one could step down.
    expect((await app.request('POST', `/api/staff/${receptionId}/role`, { body: { role: 'reception' } })).status).toBe(
      200,
    );
    await projected(app);
    expect(await desk.request('GET', '/api/auth/me')).toMatchObject({ status: 401, body: UNAUTHORIZED });
    expect((await (await signedIn()).request('GET', '/api/auth/me')).body).toMatchObject({ role: 'reception' });
  });

  it('a disabled account is enabled again and signs in with its password', async () => {
    expect((await app.request('POST', `/api/staff/${receptionId}/disable`)).status).toBe(200);
    await projected(app);
    expect((await app.newClient().signIn(RECEPTION)).status).toBe(401);
    expect((await app.request('POST', `/api/staff/${receptionId}/enable`)).body).toMatchObject({ id: receptionId });
    await projected(app);
    expect((await app.newClient().signIn(RECEPTION)).status).toBe(200);
  });

  it('Mi cuenta: the current password is asked; this session goes on, the others end', async () => {
    const here = await signedIn();
    const elsewhere = await signedIn();
    const wrong = await here.request('POST', '/api/auth/password', {
      body: { currentPassword: 'no-es-esta', newPassword: 'clave-nueva-de-caja' },
    });
    expect(wrong).toMatchObject({
      status: 422,
      body: { code: 'STAFF.CURRENT_PASSWORD_WRONG', field: 'currentPassword' },
    });
    const short = await here.request('POST', '/api/auth/password', {
      body: { currentPassword: RECEPTION.password, newPassword: 'corta' },
    });
    expect(short).toMatchObject({ status: 422, body: { code: 'STAFF.PASSWORD_TOO_SHORT', field: 'newPassword' } });
    const changed = await here.request('POST', '/api/auth/password', {
      body: { currentPassword: RECEPTION.password, newPassword: 'clave-nueva-de-caja' },
    });
    expect(changed).toMatchObject({ status: 200, body: { id: receptionId } });
    expect((await here.request('GET', '/api/auth/me')).status).toBe(200);
    expect((await elsewhere.request('GET', '/api/auth/me')).status).toBe(401);
    expect((await app.newClient().signIn({ ...RECEPTION, password: 'clave-nueva-de-caja' })).status).toBe(200);
    await app.request('POST', `/api/staff/${receptionId}/password`, { body: { password: RECEPTION.password } });
    await projected(app);
  });

  it('Recepción edits a profile but not its Pago realizado (403, nothing appended)', async () => {
    const desk = await signedIn();
    const memberId = await registerMember(app, { amountPaid: 20_000 });
    const head = await eventStoreOf(app).headPosition();
    const corrected = await desk.request('PATCH', `/api/members/${memberId}`, { body: { amountPaid: 80_000 } });
    expect(corrected).toMatchObject({ status: 403, body: { code: 'AUTH.FORBIDDEN', field: 'amountPaid' } });
    expect(await eventStoreOf(app).headPosition()).toBe(head);
    const edited = await desk.request('PATCH', `/api/members/${memberId}`, {
      body: { amountPaid: 20_000, details: { notes: 'Rodilla operada' } },
    });
    expect(edited.status).toBe(200);
    expect((await app.request('PATCH', `/api/members/${memberId}`, { body: { amountPaid: 80_000 } })).status).toBe(200);
  });
});

describe('R25: accounts created before roles existed', () => {
  it('the gym’s first account reads as Administrador, every later one as Recepción', async () => {
    const app = await startTestApp({ GYM_ADMIN_EMAIL: '', GYM_ADMIN_PASSWORD: '' }, { signedIn: false });
    try {
      const passwordHash = await new PasswordHasher().hash('clave-de-antes-1');
      const metadata = { staffId: 'system', occurredAt: new Date().toISOString(), correlationId: 'legacy' };
      for (const email of ['dueno@gimnasio.test', 'caja@gimnasio.test']) {
        const staffId = randomUUID();
        const data = { staffId, email, displayName: email, passwordHash };
        await eventStoreOf(app).append(
          `staff-${staffId}`,
          [{ id: randomUUID(), type: 'StaffAccountCreated', data, metadata }],
          'no_stream',
        );
      }
      await projected(app);
      const owner = app.newClient();
      expect((await owner.signIn({ email: 'dueno@gimnasio.test', password: 'clave-de-antes-1' })).body).toMatchObject({
        role: 'admin',
      });
      const desk = app.newClient();
      expect((await desk.signIn({ email: 'caja@gimnasio.test', password: 'clave-de-antes-1' })).body).toMatchObject({
        role: 'reception',
      });
      const deskId = (await desk.request('GET', '/api/auth/me')).body.id;
      const ownerId = (await owner.request('GET', '/api/auth/me')).body.id;
      expect((await owner.request('POST', `/api/staff/${ownerId}/disable`)).body).toMatchObject(LAST_ADMIN);
      const promoted = await owner.request('POST', `/api/staff/${deskId}/role`, { body: { role: 'admin' } });
      expect(promoted.status).toBe(200);
      const events = await eventStoreOf(app).readStream(`staff-${deskId}`);
      expect(events.at(-1)).toMatchObject({
        type: 'StaffRoleChanged',
        data: { role: 'admin', previousRole: 'reception' },
        metadata: { staffId: ownerId },
      });
    } finally {
      await app.close();
    }
  });
});

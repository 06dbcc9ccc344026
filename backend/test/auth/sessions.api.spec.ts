// Sessions end when their account is disabled or its password changes; forged, tampered and expired
// tokens are refused; every event appended through the API names the signed-in staff account (R23).
import { JwtService } from '@nestjs/jwt';
import { startTestApp, TEST_ADMIN, type TestApp, type TestClient } from '../support/test-app.js';
import {
  decodePart,
  encodePart,
  eventStoreOf,
  INVALID_CREDENTIALS,
  projected,
  sessionCookieOf,
  sessionSecretOf,
  tokenOf,
  UNAUTHORIZED,
} from './auth-test-helpers.js';

describe('staff sessions', () => {
  let testApp: TestApp;
  let adminId: string;

  beforeAll(async () => {
    testApp = await startTestApp();
    adminId = (await testApp.request('GET', '/api/auth/me')).body.id;
  });
  afterAll(() => testApp.close());

  async function createStaff(email: string, password = 'clave-de-recepcion'): Promise<string> {
    const answer = await testApp.request('POST', '/api/staff', { body: { email, displayName: 'Recepción', password } });
    expect(answer.status).toBe(201);
    await projected(testApp);
    return answer.body.id;
  }

  async function signedInAs(email: string, password: string): Promise<TestClient> {
    const client = testApp.newClient();
    expect((await client.signIn({ email, password })).status).toBe(200);
    return client;
  }

  it('R23: events appended through the API record the signed-in staff account and the instant', async () => {
    const staffId = await createStaff('r23@gimnasio.test');
    const created = (await eventStoreOf(testApp).readStream(`staff-${staffId}`)).at(0);
    expect(created).toMatchObject({ type: 'StaffAccountCreated', metadata: { staffId: adminId } });
    expect(Date.parse(String(created?.metadata.occurredAt))).not.toBeNaN();
    expect(JSON.stringify(created?.data)).not.toContain('clave-de-recepcion');
    const first = await eventStoreOf(testApp).readStream(`staff-${adminId}`);
    expect(first[0]?.metadata.staffId).toBe('system');
  });

  it('a disabled account cannot sign in, and its live session stops working', async () => {
    const staffId = await createStaff('deshabilitar@gimnasio.test');
    const staff = await signedInAs('deshabilitar@gimnasio.test', 'clave-de-recepcion');
    expect((await staff.request('GET', '/api/auth/me')).status).toBe(200);
    expect((await testApp.request('POST', `/api/staff/${staffId}/disable`)).status).toBe(200);
    await projected(testApp);
    expect(await staff.request('GET', '/api/auth/me')).toMatchObject({ status: 401, body: UNAUTHORIZED });
    const again = await testApp
      .newClient()
      .signIn({ email: 'deshabilitar@gimnasio.test', password: 'clave-de-recepcion' });
    expect(again).toMatchObject({ status: 401, body: INVALID_CREDENTIALS });
    const events = await eventStoreOf(testApp).readStream(`staff-${staffId}`);
    const disabled = events.find((event) => event.type === 'StaffAccountDisabled');
    expect(disabled).toMatchObject({ metadata: { staffId: adminId } });
    // Its sign-in is a fact of its own, naming the account that signed in (the Personal screen's 'Último ingreso').
    expect(events.find((event) => event.type === 'StaffSignedIn')).toMatchObject({ metadata: { staffId } });
  });

  it('a password change ends the sessions signed in before it; the new password signs in', async () => {
    const staffId = await createStaff('cambio@gimnasio.test');
    const before = await signedInAs('cambio@gimnasio.test', 'clave-de-recepcion');
    const answer = await testApp.request('POST', `/api/staff/${staffId}/password`, {
      body: { password: 'otra-clave-nueva' },
    });
    expect(answer).toMatchObject({ status: 200, body: { position: expect.any(Number) } });
    await projected(testApp);
    expect(await before.request('GET', '/api/auth/me')).toMatchObject({ status: 401, body: UNAUTHORIZED });
    const oldPassword = await testApp
      .newClient()
      .signIn({ email: 'cambio@gimnasio.test', password: 'clave-de-recepcion' });
    expect(oldPassword.status).toBe(401);
    const after = await signedInAs('cambio@gimnasio.test', 'otra-clave-nueva');
    expect((await after.request('GET', '/api/auth/me')).body).toMatchObject({ id: staffId });
  });

  it('a new account needs a password of 8 characters or more and an e-mail no active account uses', async () => {
    const short = await testApp.request('POST', '/api/staff', {
      body: { email: 'corta@gimnasio.test', displayName: 'Corta', password: 'corta' },
    });
    expect(short).toMatchObject({ status: 422, body: { code: 'STAFF.PASSWORD_TOO_SHORT', field: 'password' } });
    const taken = await testApp.request('POST', '/api/staff', {
      body: { email: TEST_ADMIN.email.toUpperCase(), displayName: 'Otro', password: 'clave-larga-123' },
    });
    expect(taken).toMatchObject({ status: 409, body: { code: 'STAFF.EMAIL_TAKEN' } });
  });

  describe('tokens', () => {
    let cookie: string;

    beforeAll(async () => {
      cookie = sessionCookieOf(await testApp.newClient().signIn());
    });

    const meWith = (token: string) =>
      testApp.request('GET', '/api/auth/me', { anonymous: true, headers: { Cookie: `gym_session=${token}` } });

    it('the genuine token works', async () => {
      expect((await meWith(tokenOf(cookie))).status).toBe(200);
    });

    it('a token whose claims were edited is refused', async () => {
      const [header = '', payload = '', signature = ''] = tokenOf(cookie).split('.');
      const edited = encodePart({ ...decodePart(payload), exp: Math.floor(Date.now() / 1000) + 999_999 });
      expect(await meWith(`${header}.${edited}.${signature}`)).toMatchObject({ status: 401, body: UNAUTHORIZED });
    });

    it('a token signed with another secret is refused', async () => {
      const claims = decodePart(tokenOf(cookie).split('.')[1] ?? '');
      const forged = new JwtService({ secret: 'x'.repeat(48) }).sign({ sub: claims.sub, sv: claims.sv });
      expect((await meWith(forged)).status).toBe(401);
    });

    it('an expired token is refused', async () => {
      const claims = decodePart(tokenOf(cookie).split('.')[1] ?? '');
      const nowSeconds = Math.floor(Date.now() / 1000);
      const expired = new JwtService({ secret: sessionSecretOf(testApp) }).sign({
        sub: claims.sub,
        sv: claims.sv,
        iat: nowSeconds - 13 * 3600,
        exp: nowSeconds - 3600,
      });
      expect(await meWith(expired)).toMatchObject({ status: 401, body: UNAUTHORIZED });
    });

    it("an unsigned token ('alg: none') is refused", async () => {
      const claims = decodePart(tokenOf(cookie).split('.')[1] ?? '');
      const unsigned = `${encodePart({ alg: 'none', typ: 'JWT' })}.${encodePart(claims)}.`;
      expect(await meWith(unsigned)).toMatchObject({ status: 401, body: UNAUTHORIZED });
    });

    it('a token signed with our secret but another algorithm (HS512) is refused', async () => {
      const claims = decodePart(tokenOf(cookie).split('.')[1] ?? '');
      const other = new JwtService({ secret: sessionSecretOf(testApp) }).sign(
        { sub: claims.sub, sv: claims.sv },
        { algorithm: 'HS512', expiresIn: 3600 },
      );
      expect((await meWith(other)).status).toBe(401);
    });

    it('a well-signed token for an account that does not exist is refused', async () => {
      const token = new JwtService({ secret: sessionSecretOf(testApp) }).sign(
        { sub: '6d0c1f9e-1111-4a4a-8b8b-222222222222', sv: 'x' },
        { expiresIn: 3600 },
      );
      expect((await meWith(token)).status).toBe(401);
    });
  });
});

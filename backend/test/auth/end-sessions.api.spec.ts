// Sessions end on the server: 'Cerrar Sesión' ends that session (a copy of its cookie is refused
// until it would have expired), 'Cerrar todas mis sesiones' ends every one of the account; a
// logout without a valid session appends nothing; ended sessions are forgotten once expired.
import { JwtService } from '@nestjs/jwt';
import { READ_STORE } from '../../src/shared/tokens.js';
import type { ReadStore } from '../../src/shared/read-store/read-store.adapter.js';
import { STAFF_ACCOUNTS, type StaffAccountDocument } from '../../src/staff/staff.port.js';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.js';
import {
  decodePart,
  eventStoreOf,
  projected,
  sessionCookieOf,
  sessionSecretOf,
  tokenOf,
  UNAUTHORIZED,
} from './auth-test-helpers.js';

const HOUR_MS = 3_600_000;

describe('ending sessions', () => {
  let testApp: TestApp;
  let adminId: string;
  let now = Date.now();

  beforeAll(async () => {
    testApp = await startTestApp({}, { clock: () => new Date(now) });
    adminId = (await testApp.request('GET', '/api/auth/me')).body.id;
  });
  afterAll(() => testApp.close());

  const head = (): Promise<number> => eventStoreOf(testApp).headPosition();
  const meWith = (cookie: string) =>
    testApp.request('GET', '/api/auth/me', { anonymous: true, headers: { Cookie: cookie } });
  const logoutWith = (cookie: string) =>
    testApp.request('POST', '/api/auth/logout', { anonymous: true, headers: { Cookie: cookie } });
  const account = async (): Promise<StaffAccountDocument | null> =>
    testApp.app.get<ReadStore>(READ_STORE).get<StaffAccountDocument>(STAFF_ACCOUNTS, adminId);

  async function session(): Promise<{ client: TestClient; cookie: string }> {
    const client = testApp.newClient();
    const cookie = sessionCookieOf(await client.signIn());
    return { client, cookie };
  }

  it("'Cerrar Sesión' ends that session: a copy of its cookie is refused; the account's other sessions go on", async () => {
    const desk = await session();
    const other = await session();
    const logout = await desk.client.request('POST', '/api/auth/logout');
    expect(logout.status).toBe(204);
    expect(logout.headers.get('set-cookie')).toMatch(/^gym_session=;/);
    expect(await meWith(desk.cookie)).toMatchObject({ status: 401, body: UNAUTHORIZED });
    expect((await meWith(other.cookie)).status).toBe(200);
    const claims = decodePart(tokenOf(desk.cookie).split('.')[1] ?? '');
    const [ended] = (await eventStoreOf(testApp).readStream(`staff-${adminId}`)).slice(-1);
    expect(ended).toMatchObject({
      type: 'StaffSessionEnded',
      data: { staffId: adminId, sessionId: claims.jti, expiresAt: new Date(Number(claims.exp) * 1000).toISOString() },
      metadata: { staffId: adminId },
    });
  });

  it('a logout without a valid session clears the cookie and appends nothing', async () => {
    const desk = await session();
    await desk.client.request('POST', '/api/auth/logout');
    const before = await head();
    const claims = decodePart(tokenOf(desk.cookie).split('.')[1] ?? '');
    const expired = new JwtService({ secret: sessionSecretOf(testApp) }).sign({
      ...claims,
      iat: Math.floor(Date.now() / 1000) - 13 * 3600,
      exp: Math.floor(Date.now() / 1000) - 3600,
    });
    for (const cookie of [desk.cookie, `gym_session=${expired}`, 'gym_session=not.a.token', '']) {
      const answer = await logoutWith(cookie);
      expect({ cookie, status: answer.status }).toEqual({ cookie, status: 204 });
      expect(answer.headers.get('set-cookie')).toMatch(/^gym_session=;/);
    }
    expect(await head()).toBe(before);
  });

  it('a token issued before sessions had an id works until it expires; logout cannot end it alone, end-all does', async () => {
    const { cookie } = await session();
    const { jti: _jti, ...claims } = decodePart(tokenOf(cookie).split('.')[1] ?? '');
    const legacy = `gym_session=${new JwtService({ secret: sessionSecretOf(testApp) }).sign(claims)}`;
    expect((await meWith(legacy)).status).toBe(200);
    const before = await head();
    expect((await logoutWith(legacy)).status).toBe(204);
    expect(await head()).toBe(before);
    expect((await meWith(legacy)).status).toBe(200);
    const desk = await session();
    expect((await desk.client.request('POST', '/api/auth/sessions/end-all')).status).toBe(200);
    expect((await meWith(legacy)).status).toBe(401);
    expect(await testApp.signIn()).toMatchObject({ status: 200 });
  });

  it("'Cerrar todas mis sesiones' ends every session of the account, this one included, and no other account's", async () => {
    const created = await testApp.request('POST', '/api/staff', {
      body: { email: 'caja@gimnasio.test', displayName: 'Caja', password: 'clave-de-caja-1', role: 'reception' },
    });
    expect(created.status).toBe(201);
    await projected(testApp);
    const cashier = testApp.newClient();
    expect((await cashier.signIn({ email: 'caja@gimnasio.test', password: 'clave-de-caja-1' })).status).toBe(200);
    const here = await session();
    const sessions = [here, await session(), await session()];
    const answer = await here.client.request('POST', '/api/auth/sessions/end-all', { body: {} });
    expect(answer).toMatchObject({ status: 200, body: { id: adminId, position: expect.any(Number) } });
    expect(answer.headers.get('set-cookie')).toMatch(/^gym_session=;/);
    for (const { cookie } of sessions) expect(await meWith(cookie)).toMatchObject({ status: 401, body: UNAUTHORIZED });
    expect((await cashier.request('GET', '/api/auth/me')).status).toBe(200);
    expect((await eventStoreOf(testApp).readStream(`staff-${adminId}`)).at(-1)).toMatchObject({
      type: 'StaffSessionsEnded',
      data: { staffId: adminId },
    });
    expect((await testApp.signIn()).status).toBe(200);
    expect((await testApp.request('GET', '/api/auth/me')).status).toBe(200);
  });

  it('tokens issued in the future (beyond a minute of clock skew) are refused', async () => {
    const { cookie } = await session();
    const claims = decodePart(tokenOf(cookie).split('.')[1] ?? '');
    const sign = (aheadSeconds: number) => {
      const iat = Math.floor(Date.now() / 1000) + aheadSeconds;
      const token = new JwtService({ secret: sessionSecretOf(testApp) }).sign({ ...claims, iat, exp: iat + 3600 });
      return `gym_session=${token}`;
    };
    expect(await meWith(sign(3600))).toMatchObject({ status: 401, body: UNAUTHORIZED });
    expect((await meWith(sign(120))).status).toBe(401);
    expect((await meWith(sign(30))).status).toBe(200);
  });

  it('an ended session is forgotten by the read model once its token has expired', async () => {
    const desk = await session();
    await desk.client.request('POST', '/api/auth/logout');
    const { jti } = decodePart(tokenOf(desk.cookie).split('.')[1] ?? '');
    expect(Object.keys((await account())?.endedSessions ?? {})).toContain(jti);
    now += 13 * HOUR_MS;
    expect((await testApp.newClient().signIn()).status).toBe(200);
    await projected(testApp);
    expect((await account())?.endedSessions).toEqual({});
  });
});

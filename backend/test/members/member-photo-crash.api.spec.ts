// R52 + R48: a crash between the erasure's event (a supresión, a revocation of the sensitive-data
// authorisation) and the photo file's deletion leaves the file only until the next start: the
// start-up pass that finishes supresiones and revocations deletes it before the app serves.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { eventStoreOf } from '../auth/auth-test-helpers.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { sessionCookie } from './support/member-import-api.js';
import { expectStatus, registerMember } from './support/members-api.js';

describe('R52: a photo left by a crash after its erasure’s event', () => {
  let dataDir: string;
  let app: TestApp;
  const start = async (): Promise<void> => {
    app = await startTestApp({}, { dataDir });
  };
  const photos = (): string[] => {
    const dir = join(dataDir, 'photos');
    return existsSync(dir) ? readdirSync(dir) : [];
  };
  const upload = async (memberId: string): Promise<void> => {
    const bytes = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#1e8cc8' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'foto.jpg');
    const response = await fetch(`${app.baseUrl}/api/members/${memberId}/photo`, {
      method: 'POST',
      headers: { Cookie: await sessionCookie(app) },
      body: form,
    });
    expect(response.status).toBe(201);
  };
  /** The event as the command appends it, without the erasure that follows it (the crash). */
  const appendOnly = async (memberId: string, type: string): Promise<void> => {
    const store = eventStoreOf(app);
    const head = (await store.readStream(`member-${memberId}`)).length;
    const event = { id: randomUUID(), type, data: { memberId, reason: 'Lo pidió el titular' }, metadata: {} };
    await store.append(`member-${memberId}`, [event], head - 1);
  };

  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'gym-photo-crash-'));
    await start();
  });
  afterEach(async () => {
    await app.close({ keepData: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.each([
    ['a supresión', 'MemberSuppressed'],
    ['a revocation of the sensitive-data authorisation', 'MemberSensitiveAuthorizationRevoked'],
  ])('R48: after %s cut short, the next start deletes the photo file', async (_, type) => {
    const ana = await registerMember(app, { details: { name: 'Ana Foto' } });
    const kept = await registerMember(app, { details: { name: 'Beto Queda' } });
    await upload(ana);
    await upload(kept);
    expect(photos()).toHaveLength(2);
    await appendOnly(ana, type);
    expect(photos()).toHaveLength(2);
    await app.close({ keepData: true });
    await start();
    expect(photos()).toHaveLength(1);
    expectStatus(await app.request('GET', `/api/members/${kept}/photo`), 200);
    expect((await app.request('GET', `/api/members/${ana}/photo`)).status).toBe(404);
  });
});

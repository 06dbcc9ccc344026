// R52: the member's photo through the API. Any signed-in account takes or uploads it (multipart,
// part `photo`); the server stores it resized to 512 px as a WebP without metadata, outside the log
// (DATA_DIR/photos, 0600), and the member's event holds only its id and SHA-256. Bad input, each with
// a clear Spanish message and nothing stored: a renamed PDF, an SVG with a script, a 20,000 × 20,000
// PNG, more than 5 MB, a member without the sensitive-data authorisation (R47). A revocation or a
// supresión (R48) deletes the file.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { eventStoreOf, projected } from '../auth/auth-test-helpers.js';
import { hugePng } from '../../src/members/member-photos/huge-png.fixture.js';
import { RECEPTION, receptionClient } from '../support/reception-client.js';
import { startTestApp, type ApiResponse, type TestApp, type TestClient } from '../support/test-app.js';
import { sessionCookie } from './support/member-import-api.js';
import { expectStatus, getJson, registerMember } from './support/members-api.js';

const photosOf = (app: TestApp): string[] => {
  const dir = join(app.dataDir, 'photos');
  return existsSync(dir) ? readdirSync(dir).sort() : [];
};

const jpeg = (width: number, height: number): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 140, b: 200 } } })
    .jpeg()
    .withMetadata({ orientation: 1 })
    .withExifMerge({ IFD0: { Model: 'Teléfono de Ana' } })
    .toBuffer();

describe('R52: the member’s photo', () => {
  let app: TestApp;
  let desk: TestClient;
  let deskCookie: string;
  let ana: string;
  let pending: string;

  const upload = async (
    memberId: string,
    bytes: Buffer,
    options: { name?: string; type?: string; cookie?: string; key?: string } = {},
  ): Promise<ApiResponse> => {
    const form = new FormData();
    form.append(
      'photo',
      new Blob([new Uint8Array(bytes)], { type: options.type ?? 'image/jpeg' }),
      options.name ?? 'foto.jpg',
    );
    const response = await fetch(`${app.baseUrl}/api/members/${memberId}/photo`, {
      method: 'POST',
      headers: {
        Cookie: options.cookie ?? deskCookie,
        ...(options.key ? { 'Idempotency-Key': options.key } : {}),
      },
      body: form,
    });
    const text = await response.text();
    return { status: response.status, body: text === '' ? undefined : JSON.parse(text), headers: response.headers };
  };
  const photo = (memberId: string, client: TestClient = desk) =>
    client.request('GET', `/api/members/${memberId}/photo`);

  beforeAll(async () => {
    app = await startTestApp();
    desk = await receptionClient(app);
    deskCookie = await sessionCookie(app, RECEPTION);
    ana = await registerMember(app, { details: { name: 'Ana Foto', cedula: '1011121314' } });
    pending = await registerMember(app, { details: { name: 'Pedro Pendiente' }, authorization: null });
  });
  afterAll(() => app.close());

  it('R52: before a photo, the profile says none and GET answers 404 in Spanish', async () => {
    expect((await getJson(app, `/api/members/${ana}`)).photo).toBeNull();
    const none = await photo(ana);
    expect({ status: none.status, body: none.body }).toEqual({
      status: 404,
      body: { statusCode: 404, code: 'PHOTO.NOT_FOUND', message: 'Este usuario no tiene foto.' },
    });
  });

  it('R52: Recepción uploads a JPEG: stored as a 512 px WebP without EXIF, 0600, the event holding its id and hash', async () => {
    const saved = await upload(ana, await jpeg(1600, 1200));
    expectStatus(saved, 201);
    await projected(app);
    const files = photosOf(app);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^[0-9a-f]{32}\.webp$/);
    expect(statSync(join(app.dataDir, 'photos', files[0]!)).mode & 0o777).toBe(0o600);
    expect(statSync(join(app.dataDir, 'photos')).mode & 0o777).toBe(0o700);
    const stream = await eventStoreOf(app).readStream(`member-${ana}`);
    const set = stream.find((event) => event.type === 'MemberPhotoSet');
    expect(set?.data).toEqual({
      memberId: ana,
      photoId: files[0]!.replace('.webp', ''),
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      replaces: null,
    });
    const shown = await fetch(`${app.baseUrl}/api/members/${ana}/photo?v=1`, { headers: { Cookie: deskCookie } });
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-type')).toBe('image/webp');
    expect(shown.headers.get('cache-control')).toBe('no-store');
    expect(shown.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await shown.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 512, 384, undefined]);
    expect(bytes.includes(Buffer.from('Teléfono de Ana'))).toBe(false);
    const profile = await getJson(app, `/api/members/${ana}`);
    expect(profile.photo).toBe((set?.data['sha256'] as string).slice(0, 16));
    const found = await getJson(app, `/api/check-in?q=1011121314`);
    expect(found.items[0].photo).toBe(profile.photo);
  });

  it('R52: signed out, the photo is not shown', async () => {
    const anonymous = await app.request('GET', `/api/members/${ana}/photo`, { anonymous: true });
    expect(anonymous.status).toBe(401);
  });

  it('R52: a new photo replaces the old one, whose file is deleted; a retried request stores nothing more', async () => {
    const before = photosOf(app);
    const again = await jpeg(300, 300);
    expectStatus(await upload(ana, again, { key: 'photo-retry-0001' }), 201);
    expectStatus(await upload(ana, again, { key: 'photo-retry-0001' }), 201);
    const after = photosOf(app);
    expect(after).toHaveLength(1);
    expect(after).not.toEqual(before);
  });

  it('R52: bad input, each with a clear Spanish message, and nothing stored', async () => {
    await projected(app);
    const stored = photosOf(app);
    const streamLength = (await eventStoreOf(app).readStream(`member-${ana}`)).length;
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>',
    );
    const notImage = {
      code: 'PHOTO.NOT_AN_IMAGE',
      message: 'El archivo no es una foto: sube una imagen JPEG, PNG o WebP.',
    };
    const cases: [string, Promise<ApiResponse>, number, Record<string, string>][] = [
      ['a renamed PDF', upload(ana, pdf, { name: 'foto.jpg', type: 'image/jpeg' }), 400, notImage],
      ['an SVG with a script', upload(ana, svg, { name: 'foto.svg', type: 'image/svg+xml' }), 400, notImage],
      [
        'a 20,000 × 20,000 PNG',
        upload(ana, hugePng(20_000), { name: 'foto.png', type: 'image/png' }),
        400,
        {
          code: 'PHOTO.TOO_MANY_PIXELS',
          message: 'La imagen tiene demasiados píxeles: elige una foto de cámara normal (hasta 40 megapíxeles).',
        },
      ],
      [
        'over 5 MB',
        upload(ana, Buffer.concat([await jpeg(64, 64), Buffer.alloc(5 * 1024 * 1024)])),
        413,
        { code: 'PHOTO.TOO_LARGE', message: 'La foto supera el máximo de 5 MB.' },
      ],
      [
        'a member without the sensitive-data authorisation',
        upload(pending, await jpeg(200, 200)),
        422,
        {
          code: 'PHOTO.SENSITIVE_REQUIRED',
          message:
            'Sin autorización de datos sensibles no se guarda la foto de este usuario (Ley 1581 de 2012). Registra primero su autorización con «Sí» a datos sensibles.',
        },
      ],
    ];
    for (const [name, sent, status, refusal] of cases) {
      const answer = await sent;
      expect({ name, status: answer.status, body: answer.body }).toEqual({
        name,
        status,
        body: { statusCode: status, ...refusal, field: 'photo' },
      });
    }
    expect(photosOf(app)).toEqual(stored);
    expect((await eventStoreOf(app).readStream(`member-${ana}`)).length).toBe(streamLength);
    expect((await eventStoreOf(app).readStream(`member-${pending}`)).some((e) => e.type === 'MemberPhotoSet')).toBe(
      false,
    );
  });

  it('R52: a form without the photo, or a JSON body (base64), asks for the photo', async () => {
    const form = new FormData();
    form.append('otra', 'cosa');
    const empty = await fetch(`${app.baseUrl}/api/members/${ana}/photo`, {
      method: 'POST',
      headers: { Cookie: deskCookie },
      body: form,
    });
    expect(await empty.json()).toMatchObject({ statusCode: 400, code: 'PHOTO.REQUIRED' });
    const json = await desk.request('POST', `/api/members/${ana}/photo`, {
      body: { photo: 'data:image/png;base64,AAAA' },
    });
    expect(json.body).toMatchObject({ statusCode: 400, code: 'PHOTO.REQUIRED', field: 'photo' });
  });

  it("R52: 'Borrar foto' deletes the file; a second one has nothing to delete", async () => {
    expectStatus(await desk.request('DELETE', `/api/members/${ana}/photo`), 200);
    expect(photosOf(app)).toEqual([]);
    expect((await photo(ana)).status).toBe(404);
    expect((await desk.request('DELETE', `/api/members/${ana}/photo`)).body).toMatchObject({ code: 'PHOTO.NOT_FOUND' });
  });

  it('R52 + R48 (b): the revocation of the sensitive-data authorisation deletes the photo at once', async () => {
    expectStatus(await upload(ana, await jpeg(400, 400)), 201);
    expect(photosOf(app)).toHaveLength(1);
    const revoked = await app.request('POST', `/api/members/${ana}/sensitive-authorization/revocation`, {
      body: { reason: 'Lo pidió el titular' },
    });
    expectStatus(revoked, 201);
    expect(photosOf(app)).toEqual([]);
    await projected(app);
    expect((await photo(ana)).status).toBe(404);
    expect((await getJson(app, `/api/members/${ana}`)).photo).toBeNull();
    expect((await upload(ana, await jpeg(100, 100))).body).toMatchObject({ code: 'PHOTO.SENSITIVE_REQUIRED' });
  });

  it('R52 + R48 (c): a supresión deletes the photo', async () => {
    const bea = await registerMember(app, { details: { name: 'Bea Suprimida' } });
    expectStatus(await upload(bea, await jpeg(400, 400)), 201);
    expect(photosOf(app)).toHaveLength(1);
    const suppressed = await app.request('POST', `/api/members/${bea}/suppression`, {
      body: { reason: 'Reclamo del titular', name: 'Bea Suprimida' },
    });
    expectStatus(suppressed, 201);
    expect(photosOf(app)).toEqual([]);
    expect((await photo(bea)).status).toBe(404);
  });
});

// R48 (a) + R52: the member's photo is part of what the gym holds: the data report carries it (the
// image itself, as a data URL, in the answer and so in the JSON download), and its workbook says a
// photo is held and where to get it; without a photo, or after the revocation that erases it, none.
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { sessionCookie } from '../members/support/member-import-api.js';
import { expectStatus, getJson, registerMember } from '../members/support/members-api.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('R48 (a): the photo in the member’s data report', () => {
  let app: TestApp;
  let cookie: string;
  const fetchBytes = async (path: string, init: { method?: string; body?: FormData } = {}): Promise<Buffer> => {
    const response = await fetch(`${app.baseUrl}${path}`, { ...init, headers: { Cookie: cookie } });
    expect(response.status).toBeLessThan(300);
    return Buffer.from(await response.arrayBuffer());
  };
  const upload = async (memberId: string): Promise<void> => {
    const bytes = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#c8501e' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'foto.jpg');
    await fetchBytes(`/api/members/${memberId}/photo`, { method: 'POST', body: form });
  };
  const photoRow = async (memberId: string): Promise<unknown[]> => {
    const workbook = new ExcelJS.Workbook();
    const bytes = await fetchBytes(`/api/members/${memberId}/data-report.xlsx`);
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return rows.find((row) => row[0] === 'Foto') ?? [];
  };

  beforeAll(async () => {
    app = await startTestApp();
    cookie = await sessionCookie(app);
  });
  afterAll(() => app.close());

  it('holds the photo itself, the very bytes the profile shows, and the workbook says it is held and where', async () => {
    const ana = await registerMember(app, { details: { name: 'Ana Foto', email: 'ana@correo.com' } });
    await upload(ana);
    const report = await getJson(app, `/api/members/${ana}/data-report`);
    const shown = await fetchBytes(`/api/members/${ana}/photo`);
    expect(report.photo).toEqual({
      contentType: 'image/webp',
      bytes: shown.length,
      dataUrl: `data:image/webp;base64,${shown.toString('base64')}`,
    });
    expect(await sharp(Buffer.from(report.photo.dataUrl.split(',')[1], 'base64')).metadata()).toMatchObject({
      format: 'webp',
      width: 512,
    });
    expect(await photoRow(ana)).toEqual([
      'Foto',
      expect.stringMatching(/^Se guarda una foto \(WebP, \d+ KB\)\. .*«Descargar foto».*JSON\.$/),
    ]);
  });

  it('none without a photo, and none after the revocation that erases it', async () => {
    const beto = await registerMember(app, { details: { name: 'Beto Sinfoto' } });
    expect((await getJson(app, `/api/members/${beto}/data-report`)).photo).toBeNull();
    expect(await photoRow(beto)).toEqual(['Foto', 'Sin foto.']);
    await upload(beto);
    expect((await getJson(app, `/api/members/${beto}/data-report`)).photo).not.toBeNull();
    expectStatus(
      await app.request('POST', `/api/members/${beto}/sensitive-authorization/revocation`, {
        body: { reason: 'Lo pidió el titular' },
      }),
      201,
    );
    expect((await getJson(app, `/api/members/${beto}/data-report`)).photo).toBeNull();
  });
});

// R51–R52 through a camera: Chromium launched with a fake camera that plays a .y4m made here (the
// card's QR drawn from the `qrcode` package's matrix into the Y plane, U and V at 128). Ingreso reads
// the card with 'Escanear con cámara' and finds its member; a QR holding a cédula or another site's
// address is refused and nothing is opened; a photo taken on the profile with 'Tomar foto' appears on
// the profile, on Ingreso's card and on 'Carnet'.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import QRCode from 'qrcode';
import { CHROMIUM_ARGS, CHROMIUM_ENV } from '../playwright.config';
import { registerMember } from './support/api-seed';
import { expect, screenshotPath, test } from './support/fixtures';
import { expectNotification, WIDE } from './support/screen';
import { signInThroughApi } from './support/sign-in';

const WIDTH = 640;
const HEIGHT = 480;

/** A .y4m of a few identical frames showing `text` as a QR code, black on white, centred. */
function qrVideo(text: string): Buffer {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const scale = Math.floor((HEIGHT - 40) / (modules.size + 2 * quiet));
  const side = (modules.size + 2 * quiet) * scale;
  const left = Math.floor((WIDTH - side) / 2);
  const top = Math.floor((HEIGHT - side) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      for (let y = 0; y < scale; y++) {
        const offset = (top + (row + quiet) * scale + y) * WIDTH + left + (col + quiet) * scale;
        luma.fill(16, offset, offset + scale);
      }
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  return Buffer.concat([header, ...Array.from({ length: 5 }, () => frame)]);
}

/** A Chromium of its own whose camera plays `video`, with a signed-in page on the app. */
async function withCamera(baseURL: string, video: Buffer, run: (page: Page) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'gym-camera-'));
  const file = join(dir, 'camara.y4m');
  writeFileSync(file, video);
  let browser: Browser | null = null;
  try {
    browser = await chromium.launch({
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: [
        ...CHROMIUM_ARGS,
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-video-capture=${file}`,
      ],
      env: CHROMIUM_ENV,
    });
    const context = await browser.newContext({
      baseURL,
      viewport: WIDE,
      locale: 'es-CO',
      timezoneId: 'America/Bogota',
      permissions: ['camera'],
    });
    const page = await context.newPage();
    await signInThroughApi(page);
    await run(page);
  } finally {
    await browser?.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

test.describe.configure({ timeout: 120_000 });

test('R51: Ingreso reads a card’s QR through the camera and finds its member', async ({ page, baseURL }) => {
  await signInThroughApi(page);
  const id = await registerMember(page.request, { name: 'Camila Cámara', plan: 'monthly', amountPaid: 80_000 });
  expect((await page.request.post(`/api/members/${id}/card`)).status()).toBe(200);
  // The card is read from its read model: asked again until the projection has it.
  let path = '';
  await expect
    .poll(async () => {
      const card = await page.request.get(`/api/members/${id}/card`);
      if (card.ok()) path = ((await card.json()) as { path: string }).path;
      return card.status();
    })
    .toBe(200);
  const origin = String(baseURL);
  await withCamera(origin, qrVideo(`${origin}${path}`), async (desk) => {
    await desk.goto('/check-in');
    await desk.getByTestId('check-in-scan-camera').click();
    await expect(desk.getByTestId('scan-camera')).toBeVisible();
    // The card's only member, 'Activo', is let in at once, as after a reader's scan.
    const outcome = desk.getByTestId('check-in-outcome');
    await expect(outcome).toHaveAttribute('data-outcome', 'recorded', { timeout: 20_000 });
    await expect(outcome).toContainText('Camila Cámara');
    await expect(desk.getByTestId('scan-camera')).toHaveCount(0);
  });
});

test('R51: a QR holding a cédula or another site’s address is refused at Ingreso, never opened', async ({
  baseURL,
}) => {
  const origin = String(baseURL);
  const cases: [string, string][] = [
    ['1023456789', 'Ese código QR tiene un número (¿una cédula?), no un carnet: no se usó.'],
    [
      'https://sitio-ajeno.example/m/q3Zr9XkT0bVd2LmN8pQs4WyE6uHc1FjA',
      'Ese código QR lleva a otro sitio (sitio-ajeno.example): no es un carnet de este gimnasio y no se abrió.',
    ],
  ];
  for (const [text, refusal] of cases) {
    await withCamera(origin, qrVideo(text), async (desk) => {
      const opened: string[] = [];
      desk.context().on('request', (request) => {
        if (!request.url().startsWith(origin)) opened.push(request.url());
      });
      await desk.goto('/check-in');
      await desk.getByTestId('check-in-scan-camera').click();
      await expect(desk.getByTestId('scan-refusal')).toContainText(refusal, { timeout: 20_000 });
      await expect(desk.getByTestId('check-in-card')).toHaveCount(0);
      await expect(desk.getByTestId('check-in-search')).toHaveValue('');
      expect(desk.url()).toBe(`${origin}/check-in`);
      expect(opened).toEqual([]);
      await desk.getByTestId('scan-close').click();
    });
  }
});

test('R52: a photo taken with the camera on the profile appears on the profile, at Ingreso and on the card', async ({
  page,
  baseURL,
}) => {
  await signInThroughApi(page);
  const id = await registerMember(page.request, { name: 'Fabiola Foto', cedula: '52987654', plan: 'monthly' });
  const pending = await registerMember(page.request, { name: 'Sin Autorizar', authorization: { sensitive: false } });
  const origin = String(baseURL);
  await withCamera(origin, qrVideo('foto de prueba'), async (desk) => {
    await desk.goto(`/users/${pending}`);
    await expect(desk.getByTestId('photo-not-authorized')).toHaveText(
      'Sin autorización de datos sensibles: no se guarda ni se muestra su foto.',
    );

    await desk.goto(`/users/${id}`);
    const section = desk.getByTestId('card-photo');
    await expect(section.getByTestId('member-photo-none')).toBeVisible();
    await section.getByTestId('photo-take').click();
    await expect(desk.getByTestId('photo-camera')).toBeVisible();
    await desk.getByTestId('photo-capture').click();
    await expectNotification(desk, 'Foto guardada correctamente.');
    const photo = section.getByTestId('member-photo').locator('img');
    await expect(photo).toBeVisible();
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    const stored = await desk.request.get(`/api/members/${id}/photo`);
    expect(stored.headers()['content-type']).toBe('image/webp');
    await section.screenshot({ path: screenshotPath('foto-perfil'), animations: 'disabled' });

    await desk.getByTestId('card-member-card').getByTestId('issue-card').click();
    await expect(desk.getByTestId('member-card-photo')).toBeVisible();
    // 'Imprimir carnet' prints the card alone, at credit-card size (85.6 mm ≈ 323 CSS px), photo included.
    await desk.evaluate(() => document.body.classList.add('printing-card'));
    await desk.emulateMedia({ media: 'print' });
    const printed = await desk.getByTestId('member-card').boundingBox();
    expect(Math.round(printed?.width ?? 0)).toBeGreaterThanOrEqual(320);
    expect(Math.round(printed?.width ?? 0)).toBeLessThanOrEqual(326);
    expect(printed?.x).toBe(0);
    await expect(desk.getByTestId('member-card-photo')).toBeVisible();
    await expect(desk.getByTestId('card-photo')).toBeHidden();
    await expect(desk.getByTestId('print-card')).toBeHidden();
    await expect(desk.getByRole('heading', { level: 1 })).toBeHidden();
    await desk.emulateMedia({ media: 'screen' });
    await desk.evaluate(() => document.body.classList.remove('printing-card'));

    await desk.goto('/check-in');
    // Typed (not Enter): the card shows without registering the entry.
    await desk.getByTestId('check-in-search').fill('Fabiola');
    await expect(desk.getByTestId('check-in-card').getByTestId('member-photo').locator('img')).toBeVisible();
  });
});

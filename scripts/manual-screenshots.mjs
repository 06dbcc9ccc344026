#!/usr/bin/env node
// `node scripts/manual-screenshots.mjs`: the screenshots of the staff manual's later chapters —
// Planes, Productos, Vender, Derechos (the data report and the supresión's question) and
// Recordatorios with the e-mails' state. Starts the built app (`npm run build` first) on a temporary
// DATA_DIR and port 3918, seeds through the API with no SMTP server (so no e-mail run is made yet),
// restarts the app with one of its own (smtp-server, in this process, accepting everything) so its
// daily e-mail run sends today's reminders, and saves each screen under test-results/manual/ with
// Debian's Chromium (CHROMIUM_PATH). It writes no tracked file: copy the PNGs wanted to docs/ by hand.
import { chromium } from '@playwright/test';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { daysAgo, post, startBuiltApp, today, waitForHealth } from './screenshot-app.mjs';
import sharp from 'sharp';
import { SMTPServer } from 'smtp-server';

const PORT = 3918;
const SMTP_PORT = 3919;
const BASE = `http://127.0.0.1:${PORT}`;
const OUT = 'test-results/manual';
const ADMIN = { email: 'dueno@gimnasio.example', password: 'clave-del-manual' };
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, _session, done) {
    stream.resume();
    stream.on('end', () => done());
  },
});
await new Promise((done) => smtp.listen(SMTP_PORT, '127.0.0.1', done));

const dataDir = mkdtempSync(join(tmpdir(), 'gym-manual-'));
/** `mail`: with the SMTP server, so the start makes today's e-mail run; the seeding start has none. */
function startApp({ mail }) {
  const env = mail
    ? { SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`, SMTP_FROM: 'Gimnasio Olímpico <recordatorios@gimnasio.example>' }
    : { SMTP_URL: '', SMTP_FROM: '' };
  return startBuiltApp({ port: PORT, dataDir, admin: ADMIN, env });
}
const stopApp = async (app) => {
  app.kill('SIGTERM');
  await new Promise((done) => app.once('exit', done));
};

const member = (name, extra = {}) => ({
  details: {
    name,
    address: 'Calle 10 # 20-30',
    phone: '3001234567',
    gender: 'female',
    birthday: null,
    notes: '',
    weightKg: 62,
    heightCm: 165,
    cedula: null,
    ...extra.details,
  },
  plan: 'monthly',
  joinedOn: today,
  amountPaid: 80000,
  method: 'cash',
  reference: null,
  authorization: { personal: true, sensitive: true, reminders: true, method: 'firma' },
  ...extra.membership,
});

async function seed(page) {
  const { request } = page;
  await post(request, '/api/auth/login', ADMIN);
  await post(request, '/api/plans', { name: 'Semestral', terms: { kind: 'time', months: 6 }, price: 420000 });
  await post(request, '/api/plans', { name: 'Diez clases', terms: { kind: 'visits', visits: 10 }, price: 60000 });
  for (const product of [
    { name: 'Agua 600 ml', price: 3000, stock: 24, lowStockThreshold: 6 },
    { name: 'Bebida hidratante', price: 5500, stock: 4, lowStockThreshold: 6 },
    { name: 'Proteína (porción)', price: 8000, stock: 30, lowStockThreshold: 5 },
  ])
    await post(request, '/api/products', product);
  const renata = await post(
    request,
    '/api/members',
    member('Renata Derechos Ruiz', {
      details: { cedula: '1023456789', email: 'renata@correo.example', birthday: `1991-${today.slice(5)}` },
    }),
  );
  // Quincenas of 15 days: entered 12 days ago they expire in 3, with an e-mail to remind them by.
  for (const [name, email] of [
    ['Ana María Pérez', 'ana@correo.example'],
    ['Carlos Gómez', 'carlos@correo.example'],
    ['Jorge Ramírez', null],
  ])
    await post(
      request,
      '/api/members',
      member(name, {
        details: email === null ? { gender: 'male' } : { email },
        membership: { plan: 'fortnight', joinedOn: daysAgo(12), amountPaid: 40000 },
      }),
    );
  const photo = await sharp({
    create: { width: 600, height: 600, channels: 3, background: { r: 40, g: 110, b: 170 } },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg width="600" height="600"><circle cx="300" cy="240" r="120" fill="#f1c9a5"/><rect x="130" y="390" width="340" height="210" rx="150" fill="#f1c9a5"/></svg>',
        ),
      },
    ])
    .jpeg()
    .toBuffer();
  const upload = await request.post(`/api/members/${renata.memberId}/photo`, {
    multipart: { photo: { name: 'foto.jpg', mimeType: 'image/jpeg', buffer: photo } },
  });
  if (!upload.ok()) throw new Error(`photo: ${upload.status()} ${await upload.text()}`);
  return renata.memberId;
}

async function shoot(page, path, file, ready, { fullPage = false } = {}) {
  await page.goto(`${BASE}${path}`);
  await ready(page);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(OUT, file), fullPage });
  console.log(`${OUT}/${file}`);
}

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
let app = startApp({ mail: false });
try {
  await waitForHealth(BASE);
  const viewport = { width: 1440, height: 900 };
  let context = await browser.newContext({ baseURL: BASE, locale: 'es-CO', viewport, timezoneId: 'America/Bogota' });
  let page = await context.newPage();
  const renata = await seed(page);
  await context.close();

  // The e-mail job runs at start when today's run has not been made: a restart sends today's reminders.
  await stopApp(app);
  app = startApp({ mail: true });
  await waitForHealth(BASE);
  context = await browser.newContext({ baseURL: BASE, locale: 'es-CO', viewport, timezoneId: 'America/Bogota' });
  page = await context.newPage();
  await post(page.request, '/api/auth/login', ADMIN);

  const heading = (name) => (p) => p.getByRole('heading', { name }).first().waitFor();
  await shoot(page, '/settings/plans', 'planes.png', (p) => p.getByText('Semestral').first().waitFor());
  await shoot(page, '/products', 'productos.png', (p) => p.getByText('Bebida hidratante').first().waitFor());
  await shoot(page, '/sell', 'vender.png', async (p) => {
    const search = p.getByTestId('sale-search');
    await search.fill('agua');
    await search.press('Enter');
    await p.getByRole('button', { name: 'Una más de Agua 600 ml' }).click();
    await search.fill('prote');
    await search.press('Enter');
    await p.getByRole('button', { name: /^Cobrar/ }).waitFor();
  });
  await shoot(page, '/reminders', 'recordatorios-correo.png', async (p) => {
    await heading('Recordatorios')(p);
    await p.getByText('Ana María Pérez').first().waitFor();
    await p
      .getByText(/correo/i)
      .first()
      .waitFor();
  });
  await shoot(
    page,
    `/users/${renata}/data-report`,
    'derechos-reporte.png',
    (p) => p.getByTestId('data-report-photo').waitFor(),
    { fullPage: true },
  );
  await page.goto(`${BASE}/users/${renata}`);
  await page.getByTestId('card-member-rights').getByRole('button', { name: 'Suprimir datos' }).click();
  await page.getByRole('dialog', { name: 'Supresión de datos personales' }).waitFor();
  await page.waitForTimeout(400); // the dialog's opening transition
  await page.screenshot({ path: join(OUT, 'derechos-supresion.png') });
  console.log(`${OUT}/derechos-supresion.png`);
} finally {
  await browser.close();
  await stopApp(app);
  await new Promise((done) => smtp.close(done));
  rmSync(dataDir, { recursive: true, force: true });
}

#!/usr/bin/env node
// `node scripts/docs-screenshots.mjs`: the screenshots of README.md and docs/manual-del-personal.md.
// Starts the built app (run `npm run build` first) on a new temporary DATA_DIR and port 3917, makes
// an Administrador, registers a few members with payments, a visit and a measure through the API,
// and saves each main screen at 1440×900 under docs/screens/ (and Ingreso's question for a debtor as
// docs/ingreso-deuda.png) with Debian's Chromium
// (CHROMIUM_PATH, default /usr/bin/chromium). The gym's dates are today's, so each run differs a little.
import { chromium } from '@playwright/test';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { daysAgo, post, startBuiltApp, today, waitForHealth } from './screenshot-app.mjs';

const PORT = 3917;
const BASE = `http://127.0.0.1:${PORT}`;
const OUT = 'docs/screens';
const ADMIN = { email: 'dueno@gimnasio.example', password: 'clave-del-manual' };

const MEMBERS = [
  { name: 'Ana María Pérez', plan: 'monthly', paid: 80000, phone: '3001234567', cedula: '1023456789', joined: 3 },
  { name: 'Carlos Gómez', plan: 'fortnight', paid: 40000, phone: '3109876543', cedula: '80123456', joined: 20 },
  { name: 'Lucía Martínez', plan: 'ticket_book', paid: 50000, phone: '3205551234', cedula: null, joined: 10 },
  { name: 'Jorge Ramírez', plan: 'monthly', paid: 30000, phone: '3157654321', cedula: '79111222', joined: 26 },
  { name: 'Sofía Torres', plan: 'monthly', paid: 80000, phone: '3012223344', cedula: '1000222333', joined: 40 },
  { name: 'Andrés Castillo', plan: 'fortnight', paid: 40000, phone: '3045556677', cedula: null, joined: 1 },
];

async function seed(request) {
  await post(request, '/api/auth/login', ADMIN);
  const ids = [];
  for (const member of MEMBERS) {
    const answer = await post(request, '/api/members', {
      details: {
        name: member.name,
        address: 'Calle 10 # 20-30',
        phone: member.phone,
        gender:
          member.name.startsWith('Ana') || member.name.startsWith('L') || member.name.startsWith('S')
            ? 'female'
            : 'male',
        birthday: member.name.startsWith('Ana') ? `1990-${today.slice(5)}` : null,
        notes: '',
        weightKg: 64,
        heightCm: 168,
        cedula: member.cedula,
      },
      plan: member.plan,
      joinedOn: daysAgo(member.joined),
      amountPaid: member.paid,
      method: member.plan === 'fortnight' ? 'nequi' : 'cash',
      reference: member.plan === 'fortnight' ? '4589' : null,
      // R47: weight and height need the member's sensitive-data authorisation, signed at the desk.
      authorization: { personal: true, sensitive: true, reminders: true, method: 'firma' },
    });
    ids.push(answer.memberId);
  }
  await post(request, `/api/members/${ids[3]}/payments`, {
    paymentType: 'installment',
    amount: 20000,
    paidOn: today,
    method: 'transfer',
    reference: 'TR-889',
  });
  await post(request, `/api/members/${ids[0]}/visits`, {});
  await post(request, `/api/members/${ids[2]}/visits`, {});
  return ids;
}

async function shoot(page, path, file, ready) {
  await page.goto(`${BASE}${path}`);
  await ready(page);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: join(OUT, file) });
  console.log(`${OUT}/${file}`);
}

const dataDir = mkdtempSync(join(tmpdir(), 'gym-screens-'));
const app = startBuiltApp({ port: PORT, dataDir, admin: ADMIN });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  await waitForHealth(BASE);
  mkdirSync(OUT, { recursive: true });
  const context = await browser.newContext({ baseURL: BASE, locale: 'es-CO', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const ids = await seed(page.request);
  const heading = (name) => (p) => p.getByRole('heading', { name }).first().waitFor();
  await shoot(page, '/', 'panel.png', heading(/Dashboard|Panel/));
  // Recordatorios (R50): Ana's birthday and Jorge's debt of more than 7 days.
  await shoot(page, '/reminders', 'recordatorios.png', (p) => p.getByText('Jorge Ramírez').first().waitFor());
  await shoot(page, '/check-in', 'ingreso.png', async (p) => {
    await p.getByRole('heading').first().waitFor();
    await p.keyboard.type('ana mar');
    await p.getByText('Ana María Pérez').first().waitFor();
  });
  await shoot(page, '/users', 'usuarios.png', (p) => p.getByText('Carlos Gómez').first().waitFor());
  await shoot(page, `/users/${ids[3]}`, 'perfil.png', (p) => p.getByText('Jorge Ramírez').first().waitFor());
  await shoot(page, '/payments', 'pagos.png', (p) => p.getByText('TR-889').first().waitFor());
  await shoot(page, '/cash-closing', 'cierre-de-caja.png', (p) => p.getByText('TR-889').first().waitFor());
  await shoot(page, '/settings', 'configuracion.png', (p) => p.getByRole('heading').first().waitFor());
  await shoot(page, '/staff', 'personal.png', (p) => p.getByText(ADMIN.email).first().waitFor());
  // The manual's Ingreso: a scanned debtor's question (Jorge owes), kept beside the manual as docs/ingreso-deuda.png.
  await page.goto(`${BASE}/check-in`);
  await page.getByRole('heading').first().waitFor();
  await page.keyboard.type('79111222', { delay: 5 });
  await page.keyboard.press('Enter');
  await page.getByRole('dialog').getByText('Jorge Ramírez no está al día').waitFor();
  await page.waitForTimeout(300); // the dialog's opening transition
  await page.screenshot({ path: 'docs/ingreso-deuda.png' });
  console.log('docs/ingreso-deuda.png');
} finally {
  await browser.close();
  app.kill('SIGTERM');
  await new Promise((done) => app.once('exit', done));
  rmSync(dataDir, { recursive: true, force: true });
}

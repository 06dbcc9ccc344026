// Security in a real browser (Chromium) against the built app: signed out, no screen is reachable
// (every SPA route shows the login page and no data answers); stored script in names, notes,
// and addresses is shown as text on every screen and never runs; pages of another origin
// on this machine cannot make the signed-in browser change anything (issue 18).
import type { Page, Request } from '@playwright/test';
import { Ledger } from '../backend/test/reliability/support/ledger';
import { markAttendance, recordMeasures, recordPayment, registerMember } from './support/api-seed';
import { gymToday } from './support/gym-dates';
import { expect, test } from './support/fixtures';
import { ATTACKS, startHostileSite, type Attack } from './support/hostile-site';
import { signInThroughApi } from './support/sign-in';

const ledger = new Ledger('browser-security');
const SUBTITLE = 'Inicia sesión para gestionar tu gimnasio';
const PUBLIC_API = ['/api/settings', '/api/health', '/api/auth/login', '/api/auth/logout'];
const SPA_ROUTES = [
  '/',
  '/users',
  '/users/6d0c1f9e-1111-4a4a-8b8b-222222222222',
  '/payments',
  '/body-composition',
  '/attendance',
  '/audit',
  '/no-existe',
];

const NAME = '<img src=x onerror="window.__xss=1">';
const NOTES = '<script>window.__xss=2</script><b onmouseover="window.__xss=3">negrita</b>';
const ADDRESS = 'javascript:window.__xss=4';
// A phone cannot hold script any more: R37 refuses anything but a phone number.
const PHONE = '3001234567';
const FEMALE_MEASURES = { cuello: 32, brazo: 28, pecho: 90, cintura: 70, gluteo_cadera: 100, pierna: 55 };

test.afterAll(() => ledger.save());

/** Every dialog (alert/confirm) a script opens, dismissed. */
function dialogsOf(page: Page): string[] {
  const opened: string[] = [];
  page.on('dialog', (dialog) => {
    opened.push(dialog.message());
    void dialog.dismiss();
  });
  return opened;
}

async function expectNoScriptRan(page: Page, where: string): Promise<void> {
  expect({ where, flag: await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss) }).toEqual({
    where,
    flag: undefined,
  });
  expect({
    where,
    injected: await page.locator('img[src="x"], svg[onload], script:text("__xss"), b[onmouseover]').count(),
  }).toEqual({ where, injected: 0 });
}

test('signed out, every screen shows the login page and no API data answers', async ({ page }) => {
  const dataAnswers: string[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith('/api/') && !PUBLIC_API.includes(path) && response.status() < 400)
      dataAnswers.push(`${response.status()} ${path}`);
  });
  for (const route of SPA_ROUTES) {
    await page.goto(route);
    ledger.add('inputsTried');
    await expect(page.getByText(SUBTITLE)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Iniciar Sesión' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(route);
    await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toHaveCount(0);
  }
  expect(dataAnswers).toEqual([]);
});

test('stored script in a member is shown as text on every screen and never runs', async ({ page }) => {
  const dialogs = dialogsOf(page);
  await signInThroughApi(page);
  const today = gymToday();
  const created = await page.request.post('/api/members', {
    data: {
      details: {
        name: NAME,
        address: ADDRESS,
        phone: PHONE,
        gender: 'female',
        birthday: `1990-${today.slice(5)}`,
        notes: NOTES,
        weightKg: 60,
        heightCm: 165,
      },
      plan: 'ticket_book',
      joinedOn: today,
      amountPaid: 0,
      authorization: { personal: true, sensitive: true, reminders: true, method: 'firma' },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const memberId = String((await created.json()).memberId);
  await recordPayment(page.request, memberId, { amount: 5_000 });
  await markAttendance(page.request, memberId);
  await recordMeasures(page.request, memberId, FEMALE_MEASURES);
  ledger.add('inputsTried', 4);

  const screens: readonly [string, readonly string[]][] = [
    [`/users/${memberId}`, [NAME, NOTES, ADDRESS]],
    ['/users', [NAME]],
    ['/payments', [NAME]],
    ['/attendance', [NAME]],
    ['/body-composition', []],
    ['/', [NAME]],
    ['/audit', []],
  ];
  for (const [path, texts] of screens) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: 'Cerrar Sesión' })).toBeVisible();
    for (const text of texts) await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoScriptRan(page, path);
  }
  // Hovering the would-be element and reloading the profile run nothing either.
  await page.goto(`/users/${memberId}`);
  await page.getByText(NOTES, { exact: false }).first().hover();
  await expectNoScriptRan(page, 'profile after hover');
  expect(dialogs).toEqual([]);

  // Control: the check does see the markup once it is rendered as HTML, and even then the page's
  // Content-Security-Policy keeps its inline handler from running.
  await page.evaluate((html) => document.body.insertAdjacentHTML('beforeend', html), NAME);
  await expect(page.locator('img[src="x"]')).toHaveCount(1);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
});

interface Refusal {
  readonly path: string;
  readonly origin: string;
  readonly fetchSite: string;
  readonly withCookie: boolean;
}

/** The POST to `url` once it has ended, answered or blocked (a no-cors answer never reaches the page). */
function settledRequest(page: Page, url: string): Promise<Request> {
  return new Promise((settled) => {
    const ended = (request: Request): void => {
      if (request.url() !== url || request.method() !== 'POST') return;
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
      settled(request);
    };
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
  });
}

/** The app's 'cross-site write refused' log lines for `path` sent from `origin`. */
function refusalsLogged(output: string, path: string, origin: string): readonly Refusal[] {
  return output
    .split('\n')
    .filter((line) => line.includes('cross-site write refused'))
    .map((line): Refusal => {
      const { path: refused, origin: from, fetchSite, withCookie } = JSON.parse(line) as Refusal;
      return { path: refused, origin: from, fetchSite, withCookie };
    })
    .filter((entry) => entry.path === path && entry.origin === origin);
}

/** The log's head as the app reports it to a signed-in account. */
async function logHead(page: Page): Promise<number> {
  const health = await page.request.get('/api/health');
  expect(health.status()).toBe(200);
  return Number((await health.json()).head);
}

test('another origin of this machine (another port, localhost) cannot make the browser change anything', async ({
  page,
  app,
}) => {
  await signInThroughApi(page);
  const member = await registerMember(page.request, { name: 'Tiquetera Vigilada', plan: 'ticket_book' });
  const created = await page.request.post('/api/staff', {
    data: { email: 'recepcion@gimnasio.test', displayName: 'Recepción', password: 'clave-larga-123' },
  });
  expect(created.status()).toBe(201);
  const staffId = String((await created.json()).id);
  const payment = JSON.stringify({ paymentType: 'additional', amount: 10_000, paidOn: gymToday() });
  const targets: Readonly<Record<Attack, string>> = {
    form: `/api/members/${member}/attendances`,
    'no-cors': `/api/staff/${staffId}/disable`,
    'text-plain': `/api/members/${member}/payments`,
    navigate: `/api/members/${member}/attendances`,
  };
  const hostile = await startHostileSite();
  const before = await logHead(page);
  const refusalsSeen = new Map<string, number>();
  try {
    for (const host of ['127.0.0.1', 'localhost'] as const) {
      for (const attack of ATTACKS) {
        const target = `${app.baseUrl}${targets[attack]}`;
        const sent = settledRequest(page, target);
        await page.goto(hostile.url(host, attack, target, payment));
        const request = await sent;
        ledger.add('inputsTried');
        // A no-cors answer is withheld from the page (Cross-Origin-Resource-Policy), and with it the
        // headers Chromium sent: the app's log line, written with each 403 of this check, tells both.
        const origin = `http://${host}:${hostile.port}`;
        const refusals = (): readonly Refusal[] => refusalsLogged(app.output(), targets[attack], origin);
        const expected = (refusalsSeen.get(`${origin}${targets[attack]}`) ?? 0) + 1;
        refusalsSeen.set(`${origin}${targets[attack]}`, expected);
        await expect.poll(() => refusals().length).toBe(expected);
        const refusal = refusals().at(-1);
        const where = { host, attack };
        expect({ ...where, status: (await request.response())?.status() ?? 403, ...refusal }).toEqual({
          ...where,
          status: 403,
          path: targets[attack],
          origin,
          fetchSite: host === '127.0.0.1' ? 'same-site' : 'cross-site',
          // Same site: the session cookie went along (SameSite=Strict allows it): only the check stopped it.
          withCookie: host === '127.0.0.1',
        });
        if (attack === 'navigate') await expect(page.locator('body')).toContainText('REQUEST.CROSS_SITE');
      }
    }
  } finally {
    await hostile.close();
  }
  expect(await logHead(page)).toBe(before);
  const profile = await (await page.request.get(`/api/members/${member}`)).json();
  expect(profile).toMatchObject({ ticketDaysUsed: 0, amountPaid: 0 });

  // Control: the same browser and session, from the app's own page, does write.
  await page.goto('/');
  const own = await page.evaluate(
    async (path) =>
      (await fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' })).status,
    targets.form,
  );
  expect(own).toBe(201);
  expect(await logHead(page)).toBe(before + 1);
});

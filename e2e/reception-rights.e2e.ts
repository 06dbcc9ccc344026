// What Recepción may not do (R33, issue 28), on a receptionist's phone with the browser in English:
// none of the refused actions is on screen (no entry-date field, no Tiquetera reset, no payment date,
// no gym money, no Pagos), what she does is recorded today; and the owner reads it in Actividad del
// personal.
import type { Browser, Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../playwright.config';
import { registerMember } from './support/api-seed';
import { expect, screenshotPath, test } from './support/fixtures';
import { addDays, gymToday, shownDate, shownMoney } from './support/gym-dates';
import { expectNotification, PHONE, screenshotsAtBothWidths, WIDE } from './support/screen';
import { signIn, submitLogin } from './support/sign-in';

const DESK = { email: 'recepcion@gimnasio.test', password: 'clave-de-recepcion-2026', name: 'Lucía Recepción' };
const FORBIDDEN = { statusCode: 403, code: 'AUTH.FORBIDDEN', message: 'No tienes permiso para esta acción.' };
const today = gymToday();

test.use({
  viewport: WIDE,
  locale: 'en-US',
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    env: { ...process.env, LANG: 'en_US.UTF-8', LANGUAGE: 'en_US' },
  },
});

let tinaId = '';

/** The owner's page creates the Recepción account and two members: a used Tiquetera and a debtor. */
async function seedAsOwner(page: Page): Promise<void> {
  await signIn(page);
  const created = await page.request.post('/api/staff', {
    data: { email: DESK.email, password: DESK.password, displayName: DESK.name, role: 'reception' },
  });
  expect(created.status(), await created.text()).toBe(201);
  tinaId = await registerMember(page.request, {
    name: 'Tina Tiquetera',
    plan: 'ticket_book',
    joinedOn: addDays(today, -3),
    amountPaid: 30_000,
  });
  expect((await page.request.post(`/api/members/${tinaId}/attendances`, { data: {} })).status()).toBe(201);
  await registerMember(page.request, { name: 'Diego Deudor', plan: 'monthly', amountPaid: 30_000 });
}

/** The receptionist signs in through the form on a 375 px phone in an English browser. */
async function deskPhone(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: PHONE, locale: 'en-US', timezoneId: 'America/Bogota' });
  const desk = await context.newPage();
  expect(await desk.evaluate(() => navigator.language)).toBe('en-US');
  await desk.goto('/');
  await submitLogin(desk, DESK.email, DESK.password);
  await expect(desk.getByRole('heading', { level: 2, name: 'Dashboard' })).toBeVisible();
  return desk;
}

async function expectNoGymMoney(desk: Page): Promise<void> {
  await expect(desk.getByTestId('card-total-members')).toBeVisible();
  for (const testId of ['card-total-income', 'card-month-income', 'card-pending-debts', 'monthly-income'])
    await expect(desk.getByTestId(testId)).toHaveCount(0);
  // Each member's debt is still hers to chase.
  await expect(desk.getByTestId('alert-with-debt')).toContainText('Diego Deudor');
  await expect(desk.getByTestId('alert-with-debt')).toContainText(shownMoney(50_000));
  const dashboard = (await (await desk.request.get('/api/dashboard')).json()) as Record<string, unknown>;
  expect(dashboard).toMatchObject({ totalIncome: null, monthIncome: null, pendingDebts: null });
}

async function expectNoPagosInMenu(desk: Page): Promise<void> {
  await desk.getByRole('button', { name: 'Menú' }).click();
  const menu = desk.getByRole('navigation');
  await expect(menu.getByRole('link', { name: 'Usuarios' })).toBeVisible();
  for (const hidden of [
    'Pagos',
    'Actividad del personal',
    'Auditoría',
    'Configuración',
    'Personal',
    'Solicitudes de datos',
  ])
    await expect(menu.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
  await desk.getByRole('button', { name: 'Menú' }).click();
  // Typed by hand, the address says it is not hers (issue 41), not a silent Dashboard; the API says 403.
  for (const path of ['/payments', '/settings', '/audit']) {
    await desk.goto(path);
    await expect(desk.getByRole('heading', { level: 2, name: 'Sin permiso' })).toBeVisible();
    await expect(desk.getByTestId('forbidden-screen')).toHaveText('No tienes permiso para ver esta pantalla.');
    await expect(desk.getByRole('heading', { level: 2, name: 'Dashboard' })).toHaveCount(0);
  }
  expect((await desk.request.get('/api/payments')).status()).toBe(403);
  await desk.getByRole('link', { name: 'Ir al Dashboard' }).click();
  await expect(desk.getByRole('heading', { level: 2, name: 'Dashboard' })).toBeVisible();
}

async function expectProfileWithoutRefusedActions(desk: Page): Promise<void> {
  await desk.goto(`/users/${tinaId}`);
  await expect(desk.getByRole('heading', { level: 2, name: 'Tina Tiquetera' })).toBeVisible();
  await expect(desk.getByRole('button', { name: 'Marcar Asistencia Hoy' })).toBeVisible();
  await expect(desk.getByRole('button', { name: 'Reiniciar Tiquetera' })).toHaveCount(0);

  await desk.getByRole('button', { name: 'Registrar Nuevo Pago' }).click();
  const form = desk.getByRole('form', { name: 'Registrar Nuevo Pago' });
  await expect(form.getByLabel(/Fecha del pago/)).toHaveCount(0);
  await expect(form.getByTestId('payment-dated-today')).toHaveText(`Fecha del pago: hoy, ${shownDate(today)}.`);
  await form.getByLabel(/^Monto/).fill('10.000');
  await form.getByRole('button', { name: 'Guardar Pago' }).click();
  await expectNotification(desk, 'Pago registrado correctamente.');
  await desk.screenshot({ path: screenshotPath('reception-profile-375'), fullPage: true, animations: 'disabled' });

  await desk.getByRole('button', { name: 'Editar Perfil' }).click();
  const edit = desk.getByRole('form', { name: 'Editar Perfil' });
  await expect(edit.getByRole('textbox', { name: 'Nombre', exact: true })).toBeVisible();
  await expect(edit.getByLabel(/Fecha de ingreso/)).toHaveCount(0);
  await expect(edit.getByTestId('joined-on-read-only')).toContainText(shownDate(addDays(today, -3)));
}

/** Whatever the screen hides, the server refuses too, and appends nothing. */
async function expectServerRefusals(desk: Page): Promise<void> {
  const refusals = [
    desk.request.post(`/api/members/${tinaId}/ticket-book/reset`, { data: { reason: 'Intento desde recepción' } }),
    desk.request.post(`/api/members/${tinaId}/payments`, {
      data: { paymentType: 'additional', amount: 10_000, paidOn: addDays(today, -1), method: 'cash', reference: null },
    }),
  ];
  for (const answer of await Promise.all(refusals)) {
    expect(answer.status()).toBe(403);
    expect(await answer.json()).toMatchObject(FORBIDDEN);
  }
  const profile = (await (await desk.request.get(`/api/members/${tinaId}`)).json()) as Record<string, unknown>;
  expect(profile).toMatchObject({ ticketDaysUsed: 1, amountPaid: 40_000 });
}

test('R33: the receptionist at 375 px in an English browser finds none of the refused actions', async ({
  page,
  browser,
  app,
}) => {
  await seedAsOwner(page);
  const desk = await deskPhone(browser, app.baseUrl);
  await expectNoGymMoney(desk);
  await desk.screenshot({ path: screenshotPath('reception-dashboard-375'), fullPage: true, animations: 'disabled' });
  await expectNoPagosInMenu(desk);
  await expectProfileWithoutRefusedActions(desk);
  await expectServerRefusals(desk);
  await desk.context().close();
});

test('Actividad del personal: the owner reads what the receptionist did today, by account', async ({ page }) => {
  await signIn(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Actividad del personal' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Actividad del personal' })).toBeVisible();
  const rows = page.getByTestId('activity-row');
  await expect(rows.filter({ hasText: DESK.name }).filter({ hasText: 'Tina Tiquetera' })).toContainText(
    `Pago registrado: ${shownMoney(10_000)}`,
  );
  await expect(rows.filter({ hasText: 'Creó la cuenta de Lucía Recepción (Recepción)' })).toHaveCount(1);

  await page.getByTestId('activity-account').selectOption({ label: DESK.name });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Tina Tiquetera');
  await screenshotsAtBothWidths(page, 'staff-activity', screenshotPath);

  await page.getByTestId('activity-account').selectOption({ label: 'Todas las cuentas' });
  await expect(rows.filter({ hasText: 'Diego Deudor' })).not.toHaveCount(0);
  await page.screenshot({ path: screenshotPath('staff-activity-all-1440'), fullPage: true, animations: 'disabled' });
});

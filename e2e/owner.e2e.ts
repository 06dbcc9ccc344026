// The owner runs their own gym (issue 15) in a real browser: a new Mensualidad price that the next
// member owes (R24), and a Recepción account that sees neither Configuración, Personal nor delete,
// whose calls the API refuses (R25).
import type { Page } from '@playwright/test';
import { registerMember } from './support/api-seed';
import { E2E_ADMIN } from './support/app-server';
import { expect, screenshotPath, test } from './support/fixtures';
import { gymToday, shownDate, shownMoney } from './support/gym-dates';
import { expectNotification, screenshotsAtBothWidths, WIDE } from './support/screen';
import { signIn, submitLogin } from './support/sign-in';
import { answerAuthorization } from './support/authorization';

test.use({ viewport: WIDE });

const RECEPTION = { email: 'caja@gimnasio.test', name: 'Lucía Caja', password: 'clave-de-caja-2026' };

async function openFromMenu(page: Page, label: string): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: label, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: label })).toBeVisible();
}

test('R24: the owner raises Mensualidad to 90.000 and a new member owes 90.000', async ({ page }) => {
  await signIn(page);
  await openFromMenu(page, 'Configuración');
  const monthly = page.getByTestId('plan-price-monthly');
  await expect(monthly).toContainText(`Precio actual: ${shownMoney(80_000)}`);
  await expect(page.getByLabel(/^Aplica desde/)).toHaveValue(shownDate(gymToday()));

  // A price out of range is refused under its field, and nothing is saved.
  await monthly.getByLabel('Nuevo precio de Mensualidad').fill('999');
  await page.getByRole('button', { name: 'Guardar precios' }).click();
  await expect(
    monthly.getByText('El precio debe ser un número entero de pesos entre $ 1.000 y $ 10.000.000.'),
  ).toBeVisible();
  await expect(page.getByTestId('empty-state')).toBeVisible();

  await monthly.getByLabel('Nuevo precio de Mensualidad').fill('90000');
  await expect(monthly.getByLabel('Nuevo precio de Mensualidad')).toHaveValue('$ 90.000');
  await page.getByRole('button', { name: 'Guardar precios' }).click();
  await expectNotification(page, 'Precios guardados correctamente.');
  await expect(monthly).toContainText(`Precio actual: ${shownMoney(90_000)}`);
  const change = page.getByTestId('price-change-row');
  await expect(change).toHaveCount(1);
  await expect(change).toContainText(shownDate(gymToday()));
  await expect(change).toContainText(`${shownMoney(80_000)} → ${shownMoney(90_000)}`);
  await expect(change).toContainText('Administrador');
  await screenshotsAtBothWidths(page, 'configuracion', screenshotPath);

  await openFromMenu(page, 'Usuarios');
  await page.getByRole('button', { name: 'Agregar Usuario' }).click();
  const form = page.getByRole('form', { name: 'Nuevo Usuario' });
  await expect(form.getByLabel('Plan')).toContainText(`Mensualidad (${shownMoney(90_000)})`);
  await form.getByLabel('Nombre').fill('Marta Nueva');
  await form.getByLabel('Dirección').fill('Calle 45 # 12-30, Bogotá');
  await form.getByLabel('Teléfono').fill('3001112233');
  await form.getByLabel('Género').selectOption('female');
  await form.getByLabel('Plan').selectOption('monthly');
  await form.getByLabel('Pago realizado').fill('0');
  await answerAuthorization(page, form);
  await expect(form.getByTestId('price-preview')).toHaveText(
    `Precio del plan: ${shownMoney(90_000)} · Deuda inicial: ${shownMoney(90_000)}`,
  );
  await form.getByRole('button', { name: 'Guardar Usuario' }).click();
  await expectNotification(page, 'Usuario agregado correctamente.');
  const row = page.getByTestId('member-row').filter({ hasText: 'Marta Nueva' });
  await expect(row).toContainText(shownMoney(90_000));
  await row.getByRole('link', { name: 'Marta Nueva', exact: true }).click();
  await expect(page.getByTestId('card-plan-payments')).toContainText(shownMoney(90_000));

  await openFromMenu(page, 'Dashboard');
  await expect(page.getByTestId('plan-monthly')).toContainText(`Mensualidad · ${shownMoney(90_000)}`);
});

test('R25: a Recepción account sees neither Configuración, Personal nor delete, and the API refuses it', async ({
  page,
  browser,
  app,
}) => {
  await signIn(page);
  await registerMember(page.request, { name: 'Pedro Socio', plan: 'monthly' });
  await openFromMenu(page, 'Personal');
  await page.getByRole('button', { name: 'Agregar cuenta' }).click();
  const form = page.getByRole('form', { name: 'Nueva cuenta del personal' });
  await form.getByLabel(/^Correo electrónico/).fill(RECEPTION.email);
  await form.getByLabel(/^Nombre/).fill(RECEPTION.name);
  await expect(form.getByLabel(/^Rol/)).toHaveValue('reception');
  await form.getByLabel(/^Contraseña/).fill(RECEPTION.password);
  await form.getByLabel(/^Repite la contraseña/).fill('otra-cosa-distinta');
  await form.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(form.getByText('Las contraseñas no coinciden.')).toBeVisible();
  await form.getByLabel(/^Repite la contraseña/).fill(RECEPTION.password);
  await form.getByRole('button', { name: 'Crear cuenta' }).click();
  await expectNotification(page, 'Cuenta creada correctamente.');
  const account = page.getByTestId('staff-row').filter({ hasText: RECEPTION.email });
  await expect(account).toContainText('Recepción');
  await expect(account).toContainText('Nunca');
  await screenshotsAtBothWidths(page, 'personal', screenshotPath);

  const context = await browser.newContext({ baseURL: app.baseUrl, viewport: WIDE });
  const desk = await context.newPage();
  await desk.goto('/');
  await submitLogin(desk, RECEPTION.email, RECEPTION.password);
  const menu = desk.getByRole('navigation');
  await expect(menu.getByRole('link', { name: 'Usuarios' })).toBeVisible();
  for (const hidden of ['Configuración', 'Personal', 'Auditoría']) {
    await expect(menu.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
  }
  await desk.goto('/settings');
  await expect(desk.getByText('No tienes permiso para ver esta pantalla.')).toBeVisible();
  await desk.goto('/users');
  const pedro = desk.getByTestId('member-row').filter({ hasText: 'Pedro Socio' });
  await expect(pedro.getByRole('link', { name: 'Ver perfil de Pedro Socio' })).toBeVisible();
  await expect(pedro.getByRole('button', { name: /Eliminar/ })).toHaveCount(0);

  const forbidden = { statusCode: 403, code: 'AUTH.FORBIDDEN', message: 'No tienes permiso para esta acción.' };
  const prices = await desk.request.post('/api/plans/prices', {
    data: { prices: { monthly: 10_000 }, effectiveFrom: gymToday() },
  });
  expect(prices.status()).toBe(403);
  expect(await prices.json()).toEqual(forbidden);
  const members = (await (await desk.request.get('/api/members?search=pedro')).json()) as { items: { id: string }[] };
  const deletion = await desk.request.delete(`/api/members/${members.items[0]?.id ?? ''}`);
  expect(await deletion.json()).toEqual(forbidden);
  expect((await desk.request.get('/api/staff')).status()).toBe(403);

  // The Personal screen now shows when Recepción last signed in; the owner's own session is untouched.
  await page.reload();
  await expect(account).not.toContainText('Nunca');
  await expect(page.getByTestId('staff-row').filter({ hasText: E2E_ADMIN.email })).toContainText('Tú');
  await context.close();
});

// Signed out, every path shows the Spanish login page (spec §2).
import { expect, screenshotPath, test } from './support/fixtures';

const SUBTITLE = 'Inicia sesión para gestionar tu gimnasio';

test('the root path shows the login page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText(SUBTITLE)).toBeVisible();
  await expect(page.getByLabel(/Correo electrónico/)).toBeVisible();
  await expect(page.getByLabel(/Contraseña/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Iniciar Sesión' })).toBeVisible();
  await page.screenshot({ path: screenshotPath('login-1440'), fullPage: true });
});

test('any other path also shows the login page, keeping the URL', async ({ page }) => {
  await page.goto('/users/anything');
  await expect(page.getByText(SUBTITLE)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/users/anything');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: screenshotPath('login-375'), fullPage: true });
});

test('the API answers JSON, not the page, for unknown API paths', async ({ request }) => {
  const response = await request.get('/api/no-such-route');
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ code: 'REQUEST.NOT_FOUND', message: 'La ruta solicitada no existe.' });
});

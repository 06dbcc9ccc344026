// Signed out, every path shows the Spanish login page (spec §2).
import { expect, screenshotPath, test } from './support/fixtures';
import { screenshotsAtBothWidths } from './support/screen';

const SUBTITLE = 'Inicia sesión para gestionar tu gimnasio';

test('the root path shows the login page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText(SUBTITLE)).toBeVisible();
  await expect(page.getByLabel(/Correo electrónico/)).toBeVisible();
  await expect(page.getByLabel(/Contraseña/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Iniciar Sesión' })).toBeVisible();
  await screenshotsAtBothWidths(page, 'login', screenshotPath);
});

test('any other path also shows the login page, keeping the URL', async ({ page }) => {
  await page.goto('/users/anything');
  await expect(page.getByText(SUBTITLE)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/users/anything');
});

test('a signed-out browser reaching /users is shown the login, not the list', async ({ page }) => {
  await page.goto('/users');
  await expect(page.getByText(SUBTITLE)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Usuarios' })).toHaveCount(0);
  await expect(page.getByRole('navigation')).toHaveCount(0);
  const members = await page.request.get('/api/members');
  expect(members.status()).toBe(401);
});

test('the API answers JSON, not the page, for unknown API paths', async ({ request }) => {
  const response = await request.get('/api/no-such-route');
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ code: 'REQUEST.NOT_FOUND', message: 'La ruta solicitada no existe.' });
});

// Staff sign-in in a real browser against the built app, started with a first administrator.
import { E2E_ADMIN } from './support/app-server';
import { expect, screenshotPath, test } from './support/fixtures';
import { submitLogin } from './support/sign-in';

const SUBTITLE = 'Inicia sesión para gestionar tu gimnasio';
const NAVIGATION = ['Dashboard', 'Usuarios', 'Pagos', 'Composición Corporal', 'Asistencia'];

test('the first administrator signs in, sees the shell with its five sections, and signs out', async ({ page }) => {
  // The session check is held back a moment, so its 'Cargando...' can be seen.
  let releaseCheck = (): void => undefined;
  const held = new Promise<void>((resolve) => (releaseCheck = resolve));
  await page.route('**/api/auth/me', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await expect(page.getByText('Cargando...')).toBeVisible();
  releaseCheck();
  await expect(page.getByText(SUBTITLE)).toBeVisible();
  await page.unroute('**/api/auth/me');
  await submitLogin(page, E2E_ADMIN.email, E2E_ADMIN.password);

  const navigation = page.getByRole('navigation', { name: 'Navegación principal' });
  for (const label of NAVIGATION)
    await expect(navigation.getByRole('link', { name: label, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cerrar Sesión' })).toBeVisible();
  await page.screenshot({ path: screenshotPath('signed-in-1440'), fullPage: true });

  // The session survives a reload: the httpOnly cookie is sent, the page asks the server.
  await page.reload();
  await expect(navigation.getByRole('link', { name: 'Usuarios' })).toBeVisible();

  await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
  await expect(page.getByText(SUBTITLE)).toBeVisible();
  await page.reload();
  await expect(page.getByText(SUBTITLE)).toBeVisible();
});

test('a wrong password shows the Spanish error and keeps the login page', async ({ page }) => {
  await page.goto('/');
  await submitLogin(page, E2E_ADMIN.email, 'no-es-la-clave');
  await expect(page.getByRole('alert')).toHaveText('Correo electrónico o contraseña incorrectos.');
  await expect(page.getByText(SUBTITLE)).toBeVisible();
  await submitLogin(page, 'nadie@gimnasio.test', E2E_ADMIN.password);
  await expect(page.getByRole('alert')).toHaveText('Correo electrónico o contraseña incorrectos.');
});

test('a signed-out visit to /users/xyz lands on /users/xyz after signing in', async ({ page }) => {
  await page.goto('/users/xyz');
  await expect(page.getByText(SUBTITLE)).toBeVisible();
  await submitLogin(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page.getByRole('button', { name: 'Cerrar Sesión' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/users/xyz');
});

test('when the session has ended the app shows the login page, keeping the URL', async ({ page, context }) => {
  await page.goto('/payments');
  await submitLogin(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page.getByRole('button', { name: 'Cerrar Sesión' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Usuarios' }).click();
  // The session cookie disappears (as when it expires); the next visit finds no valid session.
  await context.clearCookies();
  await page.reload();
  await expect(page.getByText(SUBTITLE)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/users');
  await submitLogin(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page.getByRole('button', { name: 'Cerrar Sesión' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/users');
});

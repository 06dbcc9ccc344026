// Sessions end on the server (issue 18), in a real browser: after 'Cerrar Sesión' a copy of the
// cookie is refused, and 'Cerrar todas mis sesiones' in Mi cuenta, once confirmed, ends every
// session of the account (another browser's too) and shows the login page.
import { request, type BrowserContext } from '@playwright/test';
import { E2E_ADMIN } from './support/app-server';
import { expect, screenshotPath, test } from './support/fixtures';
import { expectNotification, WIDE } from './support/screen';
import { signIn } from './support/sign-in';

test.use({ viewport: WIDE });

const SUBTITLE = 'Inicia sesión para gestionar tu gimnasio';

async function sessionCookieOf(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'gym_session');
  expect(cookie?.value).toBeTruthy();
  return `gym_session=${cookie?.value ?? ''}`;
}

/** GET /api/auth/me with a copied cookie, as from another computer (no cookie of its own): its status. */
async function meWith(baseURL: string, cookie: string): Promise<number> {
  const elsewhere = await request.newContext({ baseURL, extraHTTPHeaders: { Cookie: cookie } });
  try {
    return (await elsewhere.get('/api/auth/me')).status();
  } finally {
    await elsewhere.dispose();
  }
}

test("after 'Cerrar Sesión' a copy of the session cookie is refused", async ({ page, context, app }) => {
  await signIn(page);
  const copied = await sessionCookieOf(context);
  expect(await meWith(app.baseUrl, copied)).toBe(200);
  await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
  await expect(page.getByText(SUBTITLE)).toBeVisible();
  expect(await meWith(app.baseUrl, copied)).toBe(401);
});

test("'Cerrar todas mis sesiones' asks first, then ends this session and the other browser's", async ({
  page,
  context,
  browser,
  app,
}) => {
  const elsewhere = await browser.newContext({ baseURL: app.baseUrl, viewport: WIDE });
  const otherPage = await elsewhere.newPage();
  await signIn(otherPage);
  await signIn(page);
  const copied = await sessionCookieOf(context);

  await page.getByRole('navigation').getByRole('link', { name: 'Mi cuenta' }).click();
  const sessions = page.getByRole('region', { name: 'Mis sesiones' });
  await expect(sessions).toContainText('esta también se cerrará');
  await sessions.getByRole('button', { name: 'Cerrar todas mis sesiones' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('¿Cerrar todas tus sesiones, en todos los equipos?');
  await page.screenshot({ path: screenshotPath('cerrar-todas-mis-sesiones'), fullPage: true });
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  expect(await meWith(app.baseUrl, copied)).toBe(200);

  await sessions.getByRole('button', { name: 'Cerrar todas mis sesiones' }).click();
  await page.getByTestId('confirm-end-all-sessions').click();
  await expect(page.getByText(SUBTITLE)).toBeVisible();
  await expectNotification(page, 'Se cerraron todas tus sesiones.');
  expect(new URL(page.url()).pathname).toBe('/');
  expect(await meWith(app.baseUrl, copied)).toBe(401);

  // The other browser is signed out at its next request.
  await otherPage.reload();
  await expect(otherPage.getByText(SUBTITLE)).toBeVisible();
  await elsewhere.close();

  // Signing in again works as ever.
  await page.getByLabel(/Correo electrónico/).fill(E2E_ADMIN.email);
  await page
    .getByLabel(/Contraseña/)
    .first()
    .fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page.getByRole('button', { name: 'Cerrar Sesión' })).toBeVisible();
});

// Signing in as the e2e administrator: through the login form (what staff do), or straight
// through the API when the sign-in itself is not what a test is about.
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { E2E_ADMIN } from './app-server';

/** Fills the login form shown at any path and submits it. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel(/Correo electrónico/).fill(email);
  await page
    .getByLabel(/Contraseña/)
    .first()
    .fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
}

/** Opens `path` signed out, signs in with the form and waits for the shell. */
export async function signIn(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await submitLogin(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page.getByRole('button', { name: 'Cerrar Sesión' })).toBeVisible();
}

/** Puts the session cookie in the page's browser context without the form; the next visit is signed in. */
export async function signInThroughApi(page: Page): Promise<void> {
  const response = await page.request.post('/api/auth/login', { data: E2E_ADMIN });
  expect(response.status(), await response.text()).toBe(200);
}

// A second-hand front-desk PC with the browser in English (issue 16): date fields still read and take
// dd/mm/aaaa and months are named in Spanish, because the app does not lean on the browser's pickers.
import { CHROMIUM_ARGS } from '../playwright.config';
import { registerMember } from './support/api-seed';
import { expect, test } from './support/fixtures';
import { gymToday, shownDate } from './support/gym-dates';
import { WIDE } from './support/screen';
import { signInThroughApi } from './support/sign-in';
import { answerAuthorization } from './support/authorization';

test.use({
  viewport: WIDE,
  locale: 'en-US',
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    env: { ...process.env, LANG: 'en_US.UTF-8', LANGUAGE: 'en_US' },
  },
});

test('dates read and take dd/mm/aaaa and months are Spanish in an English browser', async ({ page }) => {
  expect(await page.evaluate(() => navigator.language)).toBe('en-US');
  await signInThroughApi(page);
  await page.goto('/');
  const [year, month] = gymToday().split('-');
  const monthName = new Intl.DateTimeFormat('es-CO', { month: 'long', timeZone: 'UTC' }).format(
    Date.UTC(Number(year), Number(month) - 1, 1),
  );
  await expect(page.getByTestId('month-picker')).toHaveText(`${monthName} de ${year}`);

  await page.goto('/users');
  await page.getByRole('button', { name: 'Agregar Usuario' }).click();
  const form = page.getByRole('form', { name: 'Nuevo Usuario' });
  await expect(form.getByLabel('Fecha de ingreso')).toHaveValue(shownDate(gymToday()));
  await form.getByLabel('Nombre').fill('Elena English');
  await form.getByLabel('Dirección').fill('Calle 1');
  await form.getByLabel('Teléfono').fill('3001112233');
  await form.getByLabel('Género').selectOption('female');
  await form.getByLabel('Pago realizado').fill('0');
  await answerAuthorization(page, form);
  await form.getByLabel('Cumpleaños').fill('17/05/1990');
  await form.getByLabel('Nombre').click();
  await expect(form.getByLabel('Cumpleaños')).toHaveValue('17/05/1990');
  await form.getByRole('button', { name: 'Guardar Usuario' }).click();
  await expect(page.getByText('Usuario agregado correctamente.')).toBeVisible();

  const list = (await (await page.request.get('/api/members?search=Elena')).json()) as {
    items: ReadonlyArray<{ id: string }>;
  };
  const id = list.items[0]?.id ?? (await registerMember(page.request, { name: 'never' }));
  const profile = (await (await page.request.get(`/api/members/${id}`)).json()) as Record<string, unknown>;
  expect(profile.birthday).toBe('1990-05-17');
});

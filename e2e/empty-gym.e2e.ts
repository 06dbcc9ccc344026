// A gym with no members yet: every screen says so in Spanish instead of showing an empty frame.
import { expect, screenshotPath, test } from './support/fixtures';
import { gymToday, shownMoney, shownMonth } from './support/gym-dates';
import { screenshotsAtBothWidths, WIDE } from './support/screen';
import { signInThroughApi } from './support/sign-in';

test.use({ viewport: WIDE });

test('the dashboard of an empty gym: zeros and the empty text of each list', async ({ page }) => {
  await signInThroughApi(page);
  await page.goto('/');
  await expect(page.getByTestId('month-picker')).toHaveText(shownMonth(gymToday().slice(0, 7)));
  await expect(page.getByTestId('card-total-members').getByTestId('figure')).toHaveText('0');
  await expect(page.getByTestId('card-total-income').getByTestId('figure')).toHaveText(shownMoney(0));
  await expect(page.getByTestId('alert-about-to-expire')).toContainText(
    'Ninguna membresía vence en los próximos 5 días.',
  );
  await expect(page.getByTestId('alert-expired')).toContainText('No hay membresías vencidas.');
  await expect(page.getByTestId('alert-with-debt')).toContainText('Ningún usuario tiene deuda.');
  await expect(page.getByTestId('birthdays')).toContainText('No hay cumpleaños en los próximos 30 días.');
  await expect(page.getByTestId('monthly-income')).toContainText('Aún no hay ingresos registrados.');
  await screenshotsAtBothWidths(page, 'dashboard-empty', screenshotPath);
});

test('the lists and histories of an empty gym', async ({ page }) => {
  await signInThroughApi(page);
  const screens = [
    ['/users', 'Usuarios', 'No hay usuarios registrados.'],
    ['/payments', 'Pagos', 'No hay pagos registrados en el sistema.'],
    ['/body-composition', 'Composición Corporal', 'No hay registros de medidas.'],
    ['/attendance', 'Asistencia', 'No hay asistencias registradas.'],
  ] as const;
  for (const [path, title, empty] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(page.getByTestId('empty-state')).toHaveText(empty);
  }
  await screenshotsAtBothWidths(page, 'attendance-empty', screenshotPath);
});

test('the navigation works from the menu on a phone', async ({ page }) => {
  await signInThroughApi(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  const menu = page.getByRole('button', { name: 'Menú' });
  await menu.click();
  const navigation = page.getByRole('navigation', { name: 'Navegación principal' });
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.screenshot({ path: screenshotPath('menu-open-375'), animations: 'disabled' });
  await navigation.getByRole('link', { name: 'Composición Corporal' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Composición Corporal' })).toBeVisible();
  // Choosing a screen closes the menu, so the screen is not hidden behind it.
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
});

// R38 + R39 in Chromium: the owner creates 'Semestral' (6 months) and 'Estudiante' (1 month) on
// Planes, registers a member on Estudiante with 20 % off ('Carné estudiantil vigente') and reads the
// receipt's list price, discount and total; then imports a messy sheet whose plan cells say
// 'semestral' and 'ESTUDIANTE', and finds those members on those plans.
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { expect, screenshotPath, test } from './support/fixtures';
import { answerAuthorization } from './support/authorization';
import { shownMoney } from './support/gym-dates';
import { memberRows } from './support/member-list';
import { WIDE } from './support/screen';
import { signIn } from './support/sign-in';

test.use({ viewport: WIDE });

async function createPlan(page: Page, name: string, months: number, price: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Nuevo plan' });
  await form.getByTestId('plan-name').fill(name);
  await form.getByTestId('plan-length').fill(String(months));
  await form.getByTestId('plan-price').fill(price);
  await form.getByTestId('create-plan').click();
  await expect(page.getByTestId(`plan-row-${name}`)).toBeVisible();
}

/** A sheet as a gym keeps it: plan names in any case, money with dots, a date typed by hand. */
async function messySheet(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Clientes');
  sheet.addRow(['Nombre', 'Celular', 'Dirección', 'Sexo', 'Plan', 'Fecha de ingreso', 'Pagado']);
  sheet.addRow(['Mateo Semestral', '3005550001', 'Calle 1 # 2-3', 'M', 'semestral', '01/12/2026', '$ 420.000']);
  sheet.addRow(['  Lucía Estudiante ', '300 555 0002', 'Cra 4 # 5-6', 'F', ' ESTUDIANTE ', '2026-12-02', 85000]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

test('R39: the owner gives a 20 % student discount, reads it on the receipt, and imports the gym’s plans', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/settings/plans');
  await expect(page.getByRole('heading', { level: 2, name: 'Planes' })).toBeVisible();
  await createPlan(page, 'Semestral', 6, '420000');
  await createPlan(page, 'Estudiante', 1, '85000');

  await page.goto('/users');
  await page.getByRole('button', { name: 'Agregar Usuario' }).click();
  const form = page.getByRole('form', { name: 'Nuevo Usuario' });
  await form.getByLabel('Nombre').fill('Sara Estudiante');
  await form.getByLabel('Dirección').fill('Calle 45 # 12-30');
  await form.getByLabel('Teléfono').fill('3001112299');
  await form.getByLabel('Género').selectOption('female');
  await form.getByLabel('Plan').selectOption({ label: 'Estudiante ($ 85.000)' });
  // R39: 20 % of 85.000 is 17.000; the member pays 68.000.
  await form.getByRole('switch', { name: 'Aplicar descuento' }).check();
  await form.getByRole('textbox', { name: 'Descuento', exact: true }).fill('20 %');
  await form.getByLabel('Motivo del descuento').fill('Carné estudiantil vigente');
  await expect(form.getByTestId('discount-total')).toContainText(`Total a pagar: ${shownMoney(68_000)}`);
  await form.getByLabel('Pago realizado').fill('68000');
  await answerAuthorization(page, form, { sensitive: false });
  await expect(page.getByTestId('price-preview')).toContainText(`Deuda inicial: ${shownMoney(0)}`);
  await page.screenshot({ path: screenshotPath('descuento-registro'), fullPage: true });
  await form.getByRole('button', { name: 'Guardar Usuario' }).click();
  await expect(form).toBeHidden();

  await page.getByRole('link', { name: 'Ver perfil de Sara Estudiante' }).click();
  const receiptHref = await page.getByTestId('card-payments').getByTestId('receipt-link').first().getAttribute('href');
  expect(receiptHref).not.toBeNull();
  await page.goto(receiptHref!);
  await expect(page.getByTestId('receipt-list-price')).toContainText(shownMoney(85_000));
  await expect(page.getByTestId('receipt-discount')).toContainText(`${shownMoney(17_000)} (20 %)`);
  await expect(page.getByTestId('receipt-discount-reason')).toContainText('Carné estudiantil vigente');
  await expect(page.getByTestId('receipt-total')).toContainText(shownMoney(68_000));
  await page.screenshot({ path: screenshotPath('descuento-recibo'), fullPage: true });

  await page.goto('/users/import');
  await page.locator('input[type=file]').setInputFiles({
    name: 'clientes.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await messySheet(),
  });
  await expect(page.getByTestId('import-errors')).toHaveCount(0);
  await page.getByRole('button', { name: 'Importar 2 usuarios' }).click();
  await expect(page.getByTestId('import-done')).toContainText('2 usuarios importados');
  await page.goto('/users');
  await expect(memberRows(page).filter({ hasText: 'Mateo Semestral' })).toContainText('Semestral');
  await expect(memberRows(page).filter({ hasText: 'Lucía Estudiante' })).toContainText('Estudiante');
});

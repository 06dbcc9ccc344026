// R40 in a real browser: the owner creates 'Agua 600 ml' and 'Barra de proteína' on 'Productos'; a
// receptionist on a 375 px phone in an English browser sells two waters and a protein bar in cash
// from the menu's 'Vender', in at most 4 key presses or clicks after the product search (as the
// check-in's desk is measured), gets the receipt, and the cierre shows the sale under 'Ventas'.
import type { Browser, Page } from '@playwright/test';
import { startAppServer, type AppServer } from './support/app-server';
import { expect, screenshotPath, test } from './support/fixtures';
import { shownMoney } from './support/gym-dates';
import { expectNotification, PHONE, WIDE } from './support/screen';
import { signInThroughApi } from './support/sign-in';

const RECEPTION = {
  email: 'ventas@gimnasio.test',
  password: 'clave-de-ventas-2026',
  displayName: 'Rosa Caja',
} as const;

let server: AppServer;

test.beforeAll(async () => {
  server = await startAppServer();
});
test.afterAll(async () => {
  await server.stop();
});

async function pageAt(browser: Browser, viewport: typeof PHONE | typeof WIDE, locale: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseUrl, viewport, locale, timezoneId: 'America/Bogota' });
  return context.newPage();
}

async function createProduct(page: Page, name: string, price: string, stock: string, threshold: string) {
  await page.getByRole('button', { name: 'Nuevo producto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo producto' });
  await dialog.getByLabel('Nombre').fill(name);
  await dialog.getByLabel('Precio (pesos)').fill(price);
  await dialog.getByLabel('Unidades en existencia').fill(stock);
  await dialog.getByLabel('Avisar con estas unidades o menos').fill(threshold);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expectNotification(page, 'Producto guardado.');
  await expect(page.getByTestId('product-row').filter({ hasText: name })).toBeVisible();
}

test('R40: the owner creates two products; Recepción on a phone sells two waters and a bar in cash; the cierre shows Ventas', async ({
  browser,
}) => {
  const owner = await pageAt(browser, WIDE, 'es-CO');
  await signInThroughApi(owner);
  const created = await owner.request.post('/api/staff', { data: { ...RECEPTION, role: 'reception' } });
  expect(created.status(), await created.text()).toBe(201);
  await owner.goto('/products');
  await expect(owner.getByRole('heading', { level: 2, name: 'Productos' })).toBeVisible();
  await createProduct(owner, 'Agua 600 ml', '3000', '24', '6');
  await createProduct(owner, 'Barra de proteína', '7000', '10', '3');
  // A duplicate name, accents and case aside, is refused in Spanish.
  await owner.getByRole('button', { name: 'Nuevo producto' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Nuevo producto' });
  await dialog.getByLabel('Nombre').fill('agua 600 ML');
  await dialog.getByLabel('Precio (pesos)').fill('3000');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toContainText('Ya existe un producto con ese nombre: Agua 600 ml.');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  // Recepción: a 375 px phone, an English browser.
  const desk = await pageAt(browser, PHONE, 'en-US');
  const login = await desk.request.post('/api/auth/login', {
    data: { email: RECEPTION.email, password: RECEPTION.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  await desk.goto('/');
  await desk.getByRole('button', { name: 'Menú' }).click();
  await desk.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Vender' }).click();
  await expect(desk.getByRole('heading', { level: 2, name: 'Vender' })).toBeVisible();
  await expect(desk.getByTestId('turno-notice')).toBeVisible();

  const search = desk.getByTestId('sale-search');
  let presses = 0;
  const press = async (act: () => Promise<void>) => {
    presses += 1;
    await act();
  };
  await search.fill('agua');
  await press(() => search.press('Enter'));
  await press(() => desk.getByRole('button', { name: 'Una más de Agua 600 ml' }).click());
  await search.fill('barra prot');
  await press(() => search.press('Enter'));
  await expect(desk.getByTestId('sale-line')).toHaveCount(2);
  await expect(desk.getByTestId('sale-total')).toHaveText(`Total: ${shownMoney(13_000)}`);
  await desk.screenshot({ path: screenshotPath('sale-375'), animations: 'disabled', fullPage: true });
  await press(() => desk.getByRole('button', { name: `Cobrar ${shownMoney(13_000)}` }).click());
  expect(presses).toBeLessThanOrEqual(4);

  const receipt = desk.getByTestId('sale-receipt');
  await expect(receipt).toContainText('Recibo de venta R-000001');
  await expect(receipt).toContainText('2 × Agua 600 ml');
  await expect(receipt).toContainText('1 × Barra de proteína');
  await expect(receipt).toContainText('Son: trece mil pesos');
  await expect(receipt).toContainText('Efectivo');
  const pageWidth = await desk.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth, 'nothing wider than the phone').toBeLessThanOrEqual(PHONE.width);

  // The cierre: the sale under 'Ventas', in cash, under who sold it.
  await desk.goto('/cash-closing');
  const sales = desk.getByTestId('closing-sales');
  await expect(sales).toContainText('Ventas');
  await expect(sales.getByTestId('closing-sale')).toHaveCount(1);
  await expect(sales).toContainText('2 × Agua 600 ml, 1 × Barra de proteína');
  await expect(sales).toContainText('Rosa Caja');
  await expect(desk.getByTestId('closing-sales-total')).toHaveText(shownMoney(13_000));

  // The stock went down on 'Productos' (read-only for Recepción).
  await desk.goto('/products');
  await expect(desk.getByRole('button', { name: 'Nuevo producto' })).toHaveCount(0);
  await expect(desk.getByTestId('product-row').filter({ hasText: 'Agua 600 ml' })).toContainText('22');
  await expect(desk.getByTestId('product-row').filter({ hasText: 'Barra de proteína' })).toContainText('9');
  await expect(desk.getByTestId('void-sale')).toHaveCount(0);

  // The owner voids the sale from the cierre with a reason: the units go back.
  await owner.goto('/cash-closing');
  const ownerSales = owner.getByTestId('closing-sales');
  await ownerSales.getByTestId('void-sale').click();
  const voiding = owner.getByRole('dialog', { name: /^Anular la venta R-000001/ });
  await voiding.getByLabel('Motivo de la anulación').fill('El cliente devolvió todo');
  await voiding.getByRole('button', { name: 'Anular venta' }).click();
  await expectNotification(owner, 'Venta anulada. Las unidades volvieron a las existencias.');
  await expect(ownerSales.getByTestId('closing-sale')).toHaveCount(2);
  await expect(ownerSales).toContainText('ANULADA');
  await expect(owner.getByTestId('closing-sales-total')).toHaveText(shownMoney(0));
  await owner.goto('/products');
  await expect(owner.getByTestId('product-row').filter({ hasText: 'Agua 600 ml' })).toContainText('24');
});

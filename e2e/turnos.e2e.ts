// R41 in a real browser: the morning receptionist opens a turno with a 50.000 base on Cierre de caja,
// takes a cash payment (the form says which turno it goes into), sells two waters, records a payment
// by mistake that the owner voids (R42: it nets against her, in her turno), withdraws 20.000 with a
// reason and closes the turno 5.000 short (Faltante); the evening receptionist opens the next turno and
// takes a payment; the owner closes the day, whose sheet sums both turnos. The withdrawal and the closing are
// done on a 375 px phone, where the reason field takes a line of its own.
import type { Page } from '@playwright/test';
import { recordPayment, registerMember } from './support/api-seed';
import { expect, test } from './support/fixtures';
import { shownMoney } from './support/gym-dates';
import { card } from './support/profile';
import { expectNotification, layoutSettled, PHONE, WIDE } from './support/screen';
import { signInThroughApi } from './support/sign-in';

test.use({ viewport: WIDE });

const MORNING = {
  email: 'manana@gimnasio.test',
  password: 'clave-de-manana-2026',
  displayName: 'Marta Mañana',
} as const;
const EVENING = { email: 'tarde@gimnasio.test', password: 'clave-de-tarde-2026', displayName: 'Teresa Tarde' } as const;

/** Signs the page in as a Recepción account, creating it (as the owner) the first time. */
async function signInAs(page: Page, account: typeof MORNING | typeof EVENING): Promise<void> {
  await signInThroughApi(page);
  const created = await page.request.post('/api/staff', { data: { ...account, role: 'reception' } });
  expect([201, 409], await created.text()).toContain(created.status());
  const login = await page.request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(login.status(), await login.text()).toBe(200);
}

const pesos = (shown: string): number => Number(shown.replace(/[^\d-]/g, ''));

test('R41: two receptionists hand the drawer over by turnos; the owner’s closing sums both', async ({ page }) => {
  await signInThroughApi(page);
  const id = await registerMember(page.request, { name: 'Turno Cliente', plan: 'monthly', amountPaid: 0 });
  const product = await page.request.post('/api/products', {
    data: { name: 'Agua 600 ml', price: 3000, stock: 24, lowStockThreshold: 6 },
  });
  expect(product.status(), await product.text()).toBe(201);
  const { productId } = (await product.json()) as { productId: string };

  // Morning: open with a base of 50.000.
  await signInAs(page, MORNING);
  await page.goto('/cash-closing');
  const panel = page.getByTestId('turno-panel');
  await expect(panel).toContainText('No hay un turno abierto.');
  await panel.getByTestId('turno-base').fill('50000');
  await panel.getByTestId('open-turno').click();
  await expectNotification(page, 'Turno abierto correctamente.');
  await expect(panel.getByTestId('open-turno-card')).toContainText(`Turno abierto por ${MORNING.displayName}`);
  await expect(panel.getByTestId('turno-expected')).toContainText(shownMoney(50_000));

  // A cash payment at the desk: the form says which turno the money goes into before it opens.
  await page.goto(`/users/${id}`);
  const payments = card(page, 'card-payments');
  await payments.getByRole('button', { name: 'Registrar Nuevo Pago' }).click();
  const form = page.getByRole('form', { name: 'Registrar Nuevo Pago' });
  await expect(page.getByTestId('turno-notice').first()).toContainText(`Turno abierto por ${MORNING.displayName}`);
  await form.getByLabel('Monto').fill('30000');
  await form.getByRole('button', { name: 'Guardar Pago' }).click();
  await expectNotification(page, 'Pago registrado correctamente.');

  // Two waters sold in cash, and a payment of 20.000 recorded by mistake, which the owner voids.
  const sale = await page.request.post('/api/sales', { data: { lines: [{ productId, quantity: 2 }], method: 'cash' } });
  expect(sale.status(), await sale.text()).toBe(201);
  const mistaken = await recordPayment(page.request, id, { amount: 20_000 });
  await signInThroughApi(page);
  const voided = await page.request.post(`/api/payments/${mistaken}/void`, {
    data: { reason: 'Pago registrado por error' },
  });
  expect(voided.status(), await voided.text()).toBe(201);
  await signInAs(page, MORNING);

  // On a phone: the withdrawal's reason has a line of its own, then the turno closes 5.000 short.
  await page.setViewportSize(PHONE);
  await page.goto('/cash-closing');
  // 50.000 + 30.000 + 6.000 of the sale; the void took back what the same turno took.
  await expect(panel.getByTestId('turno-expected')).toContainText(shownMoney(86_000));
  await layoutSettled(page);
  const reason = panel.getByTestId('withdrawal-reason');
  const amountBox = await panel.getByTestId('withdrawal-amount').boundingBox();
  const reasonBox = await reason.boundingBox();
  expect(reasonBox?.width ?? 0, 'the reason field on a 375 px phone').toBeGreaterThanOrEqual(280);
  expect(reasonBox?.y ?? 0).toBeGreaterThan(amountBox?.y ?? 0);
  await panel.getByTestId('withdrawal-amount').fill('20000');
  await reason.fill('Pago al proveedor de agua');
  await panel.getByTestId('withdraw').click();
  await expectNotification(page, 'Retiro registrado correctamente.');
  await expect(panel.getByTestId('turno-expected')).toContainText(shownMoney(66_000));
  await expect(panel).toContainText('Pago al proveedor de agua');
  await panel.getByTestId('turno-counted').fill('61000');
  await expect(panel.getByTestId('cash-difference')).toHaveText(`Faltante ${shownMoney(5_000)}`);
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth, 'Cierre de caja is wider than the phone').toBeLessThanOrEqual(PHONE.width);
  await panel.getByTestId('close-turno').click();
  await expectNotification(page, 'Turno cerrado correctamente.');
  await expect(panel.getByTestId('turno-line')).toHaveCount(1);
  await expect(panel.getByTestId('turno-line').first()).toContainText(`Faltante ${shownMoney(5_000)}`);
  await page.setViewportSize(WIDE);

  // Evening: the next turno opens at once, with what was counted as its base.
  await signInAs(page, EVENING);
  await page.goto('/cash-closing');
  await panel.getByTestId('turno-base').fill('61000');
  await panel.getByTestId('open-turno').click();
  await expectNotification(page, 'Turno abierto correctamente.');
  await expect(panel.getByTestId('open-turno-card')).toContainText(`Turno abierto por ${EVENING.displayName}`);
  await recordPayment(page.request, id, { amount: 10_000 });
  await page.reload();
  await expect(panel.getByTestId('turno-expected')).toContainText(shownMoney(71_000));

  // The owner closes the day: it closes the evening turno with the drawer counted and sums both.
  await signInThroughApi(page);
  await page.goto('/cash-closing');
  await expect(panel.getByTestId('turno-expected')).toContainText(shownMoney(71_000));
  await page.getByTestId('counted-cash').fill('71000');
  await page.getByTestId('close-day').click();
  await page.getByTestId('confirm-close-day').click();
  await expectNotification(page, 'Día cerrado correctamente.');
  await expect(page.getByTestId('day-status')).toHaveText('Día cerrado');
  const lines = panel.getByTestId('turno-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText(`Turno 1: ${MORNING.displayName}`);
  await expect(lines.nth(1)).toContainText(`Turno 2: ${EVENING.displayName}`);
  await expect(lines.nth(1)).toContainText(`contado ${shownMoney(71_000)}`);
  // The day's sheet: both turnos' money (30.000 + 6.000 of the sale + 10.000; the voided 20.000 in
  // and out), its cash what the day added to the drawer (16.000 + 10.000 expected, 11.000 + 10.000
  // counted), its difference the sum of theirs.
  await expect(page.getByTestId('closing-total')).toContainText(shownMoney(46_000));
  await expect(page.getByText('Anulación de recibo').first()).toBeVisible();
  await expect(page.getByText(/^Anulado por /).first()).toBeVisible();
  expect(pesos((await page.getByTestId('expected-cash').textContent()) ?? '')).toBe(26_000);
  await expect(page.getByTestId('counted-cash-recorded')).toContainText(shownMoney(21_000));
  await expect(page.getByTestId('cash-difference').last()).toHaveText(`Faltante ${shownMoney(5_000)}`);
});

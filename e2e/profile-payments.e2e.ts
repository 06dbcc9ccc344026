// A member's profile (/users/{id}) in a real browser, its money: payments, renewal (R20), and a
// payment that fails (R18). Measures, editing and the screenshots are in profile-details.e2e.ts.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { addDays, gymToday, shownDate, shownMoney } from './support/gym-dates';
import { card, openProfile } from './support/profile';
import { expectNotification, WIDE } from './support/screen';

test.use({ viewport: WIDE });

const paymentRows = (page: Page): Locator => page.getByTestId('member-payment-row');

test('records a payment; an empty or zero amount is refused with the spec’s text', async ({ page }) => {
  await openProfile(page, { name: 'Pagadora Parcial', plan: 'monthly', amountPaid: 20_000 });
  const payments = card(page, 'card-payments');
  await expect(payments.getByTestId('total-paid')).toHaveText(`Total pagado: ${shownMoney(20_000)}`);
  await expect(page.getByTestId('status-badge')).toHaveText('Con Deuda');

  await payments.getByRole('button', { name: 'Registrar Nuevo Pago' }).click();
  const form = page.getByRole('form', { name: 'Registrar Nuevo Pago' });
  // Issue 41: she owes, so the form starts with 'Abono', as Ingreso's 'Cobrar' does.
  await expect(form.getByLabel('Tipo de pago')).toHaveValue('installment');
  await expect(form.getByLabel('Fecha del pago')).toHaveValue(shownDate(gymToday()));
  await form.getByRole('button', { name: 'Guardar Pago' }).click();
  await expect(form).toContainText('Por favor ingrese un monto válido');
  await form.getByLabel('Monto').fill('0');
  await form.getByRole('button', { name: 'Guardar Pago' }).click();
  await expect(form).toContainText('Por favor ingrese un monto válido');
  await expect(paymentRows(page)).toHaveCount(1);

  await form.getByLabel('Monto').fill('60000');
  await form.getByLabel('Tipo de pago').selectOption('installment');
  await form.getByRole('button', { name: 'Guardar Pago' }).click();
  await expectNotification(page, 'Pago registrado correctamente.');
  await expect(form).toBeHidden();
  await expect(paymentRows(page)).toHaveCount(2);
  await expect(paymentRows(page).first()).toContainText('Abono');
  await expect(paymentRows(page).first()).toContainText(shownMoney(60_000));
  await expect(payments.getByTestId('total-paid')).toHaveText(`Total pagado: ${shownMoney(80_000)}`);
  // The debt is paid off: the badge and the Plan y Pagos card follow without a reload.
  await expect(page.getByTestId('status-badge')).toHaveText('Activo');
  await expect(card(page, 'card-plan-payments')).toContainText(`Deuda${shownMoney(0)}`);

  // Opened again, the form starts over: no amount and, as she owes nothing now, 'Pago adicional'.
  await payments.getByRole('button', { name: 'Registrar Nuevo Pago' }).click();
  await expect(form.getByLabel('Tipo de pago')).toHaveValue('additional');
  await expect(form.getByLabel('Monto')).toHaveValue('');
});

test('renews the membership through the R20 dialog; cancelling changes nothing', async ({ page }) => {
  const today = gymToday();
  await openProfile(page, {
    name: 'Renovador Vencido',
    plan: 'fortnight',
    amountPaid: 40_000,
    joinedOn: addDays(today, -30),
  });
  await expect(page.getByTestId('status-badge')).toHaveText('Vencido');
  const plan = card(page, 'card-plan-payments');

  await plan.getByRole('button', { name: 'Renovar Membresía' }).click();
  let dialog = page.getByRole('dialog', { name: 'Renovar Membresía' });
  await expect(dialog.getByLabel('Monto pagado')).toHaveValue('$ 40.000');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(paymentRows(page)).toHaveCount(1);

  // Emptied, the amount ends the renewal silently (R20).
  await plan.getByRole('button', { name: 'Renovar Membresía' }).click();
  dialog = page.getByRole('dialog', { name: 'Renovar Membresía' });
  await dialog.getByLabel('Monto pagado').fill('');
  await dialog.getByRole('button', { name: 'Renovar', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(paymentRows(page)).toHaveCount(1);

  // R3: a renewal amount must be more than 0.
  await plan.getByRole('button', { name: 'Renovar Membresía' }).click();
  await dialog.getByLabel('Monto pagado').fill('0');
  await dialog.getByRole('button', { name: 'Renovar', exact: true }).click();
  await expect(dialog).toContainText('Por favor ingrese un monto válido');
  await dialog.getByLabel('Monto pagado').fill('30000');
  await dialog.getByRole('button', { name: 'Renovar', exact: true }).click();
  await expectNotification(page, 'Membresía renovada correctamente.');
  await expect(dialog).toBeHidden();
  await expect(paymentRows(page)).toHaveCount(2);
  await expect(paymentRows(page).first()).toContainText('Renovación');
  await expect(plan).toContainText(shownDate(today));
  await expect(plan).toContainText(shownDate(addDays(today, 15)));
  await expect(plan).toContainText(`Deuda${shownMoney(10_000)}`);
  await expect(page.getByTestId('status-badge')).toHaveText('Con Deuda');
});

test('a write that fails says so (R18) and the screen keeps what it showed', async ({ page }) => {
  const id = await openProfile(page, { name: 'Sin Conexión', plan: 'monthly', amountPaid: 20_000 });
  await page.route(`**/api/members/${id}/payments`, (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
  );
  const payments = card(page, 'card-payments');
  await payments.getByRole('button', { name: 'Registrar Nuevo Pago' }).click();
  const form = page.getByRole('form', { name: 'Registrar Nuevo Pago' });
  await form.getByLabel('Monto').fill('15000');
  await form.getByRole('button', { name: 'Guardar Pago' }).click();
  await expectNotification(page, 'Error al registrar el pago. Por favor, inténtalo de nuevo.');
  // The form keeps the amount for another try; the history and total are unchanged.
  await expect(form.getByLabel('Monto')).toHaveValue('$ 15.000');
  await expect(paymentRows(page)).toHaveCount(1);
  await expect(payments.getByTestId('total-paid')).toHaveText(`Total pagado: ${shownMoney(20_000)}`);

  // Back online, the same attempt goes through once.
  await page.unroute(`**/api/members/${id}/payments`);
  await form.getByRole('button', { name: 'Guardar Pago' }).click();
  await expectNotification(page, 'Pago registrado correctamente.');
  await expect(paymentRows(page)).toHaveCount(2);
  await expect(payments.getByTestId('total-paid')).toHaveText(`Total pagado: ${shownMoney(35_000)}`);
});

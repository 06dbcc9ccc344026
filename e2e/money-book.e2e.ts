// The money book (issue 28) in a real browser: the owner voids a duplicated payment (R29), a
// receptionist renews a member the day before expiry (R30), the owner freezes a member whom
// Ingreso then refuses (R31), and a receptionist counts the drawer and closes the day, which then
// takes no payment (R32). The day is closed last: the file's tests share one app and one today.
import type { Locator, Page } from '@playwright/test';
import { recordPayment, registerMember } from './support/api-seed';
import { E2E_ADMIN } from './support/app-server';
import { expect, screenshotPath, test } from './support/fixtures';
import { addDays, addOneMonth, gymToday, shownDate, shownMoney } from './support/gym-dates';
import { card, openProfile } from './support/profile';
import { expectNotification, screenshotsAtBothWidths, WIDE } from './support/screen';
import { signInThroughApi } from './support/sign-in';

test.use({ viewport: WIDE });

const today = gymToday();
const RECEPTION = { email: 'caja@gimnasio.test', password: 'clave-de-caja-2026', displayName: 'Rosa Caja' } as const;

/** Signs the page's session in as the e2e Recepción account, creating it (as the owner) the first time. */
async function signInAsReception(page: Page): Promise<void> {
  await signInThroughApi(page);
  const created = await page.request.post('/api/staff', { data: { ...RECEPTION, role: 'reception' } });
  expect([201, 409], await created.text()).toContain(created.status());
  const login = await page.request.post('/api/auth/login', {
    data: { email: RECEPTION.email, password: RECEPTION.password },
  });
  expect(login.status(), await login.text()).toBe(200);
}

/** Whole pesos out of a shown amount ('$ 60.000' → 60000, '-$ 20.000' → -20000). */
const pesos = (shown: string): number => Number(shown.replace(/[^\d-]/g, ''));

async function monthIncome(page: Page): Promise<number> {
  await page.goto('/');
  const row = page.getByTestId('monthly-income').getByTestId('income-row').first();
  await expect(row).toBeVisible();
  return pesos((await row.getByRole('cell').last().textContent()) ?? '');
}

const paymentRows = (page: Page): Locator => page.getByTestId('member-payment-row');

test('R29: the owner voids a duplicated payment; income, debt, the receipt and the cierre follow', async ({ page }) => {
  const id = await openProfile(page, { name: 'Duplicado Dos Veces', plan: 'monthly', amountPaid: 20_000 });
  const first = await recordPayment(page.request, id, { amount: 20_000 });
  const twin = await recordPayment(page.request, id, { amount: 20_000 });
  expect(first).not.toBe(twin);
  const incomeBefore = await monthIncome(page);

  await page.goto(`/users/${id}`);
  const plan = card(page, 'card-plan-payments');
  await expect(plan).toContainText(`Deuda${shownMoney(20_000)}`);
  await expect(paymentRows(page)).toHaveCount(3);
  const newest = paymentRows(page).first();
  await newest.getByTestId('void-payment').click();
  const dialog = page.getByRole('dialog', { name: /^Anular el pago/ });
  // A reason is required: too short, nothing happens.
  await dialog.getByLabel('Motivo de la anulación').fill('dup');
  await dialog.getByRole('button', { name: 'Anular pago' }).click();
  await expect(dialog).toContainText('Entre 5 y 200 caracteres');
  await dialog.getByLabel('Motivo de la anulación').fill('Pago registrado dos veces');
  await dialog.getByRole('button', { name: 'Anular pago' }).click();
  await expectNotification(page, 'Pago anulado correctamente.');

  // Marked, not removed; the amount paid and the debt go back.
  await expect(paymentRows(page)).toHaveCount(3);
  await expect(newest).toContainText('Anulado');
  await expect(newest.getByTestId('void-payment')).toHaveCount(0);
  await expect(card(page, 'card-payments').getByTestId('total-paid')).toHaveText(`Total pagado: ${shownMoney(40_000)}`);
  await expect(plan).toContainText(`Deuda${shownMoney(40_000)}`);

  // The dashboard's income of this month drops by the voided amount.
  expect(await monthIncome(page)).toBe(incomeBefore - 20_000);

  // The receipt stays, stamped ANULADO with who, when and why.
  await page.goto(`/receipts/${twin}`);
  const voided = page.getByTestId('receipt-voided');
  await expect(voided).toContainText('ANULADO');
  await expect(voided).toContainText(`Anulado el ${shownDate(today)}`);
  await expect(voided).toContainText('Pago registrado dos veces');
  const number = (await page.getByTestId('receipt-number').textContent())?.match(/R-\d+/)?.[0] ?? '';
  expect(number).not.toBe('');
  await page.screenshot({ path: screenshotPath('recibo-anulado'), fullPage: true });

  // The cierre of today: the payment and a negative line for its void.
  await page.goto('/cash-closing');
  const voidLine = page.getByTestId('closing-payment-row').filter({ hasText: `Anulación de recibo ${number}` });
  await expect(voidLine).toHaveCount(1);
  await expect(voidLine).toContainText(shownMoney(-20_000));
  // R42: voided the day it was taken, it nets against who took it, and says who voided it.
  await expect(voidLine).toContainText('Anulado por');
  await expect(page.getByTestId('closing-total')).toContainText('Anulaciones: 1');
});

/** A Mensualidad's entry date whose expiry (one month on, R4) is tomorrow. */
function joinedOnExpiringTomorrow(): string {
  const tomorrow = addDays(today, 1);
  for (let back = 26; back <= 32; back += 1) {
    const joinedOn = addDays(tomorrow, -back);
    if (addOneMonth(joinedOn) === tomorrow) return joinedOn;
  }
  throw new Error(`No Mensualidad entry date expires on ${tomorrow}`);
}

test('R30: a receptionist renews the day before expiry; the new month follows the old one', async ({ page }) => {
  await signInAsReception(page);
  const joinedOn = joinedOnExpiringTomorrow();
  const oldExpiry = addOneMonth(joinedOn);
  const id = await registerMember(page.request, {
    name: 'Renata Renueva',
    plan: 'monthly',
    joinedOn,
    amountPaid: 80_000,
  });
  await page.goto(`/users/${id}`);
  const plan = card(page, 'card-plan-payments');
  await expect(plan).toContainText(shownDate(oldExpiry));

  await plan.getByRole('button', { name: 'Renovar Membresía' }).click();
  const dialog = page.getByRole('dialog', { name: 'Renovar Membresía' });
  await expect(dialog.getByTestId('renewal-plan')).toHaveValue('monthly');
  const newExpiry = addOneMonth(oldExpiry);
  await expect(dialog.getByTestId('renewal-period')).toContainText(
    `Del ${shownDate(addDays(oldExpiry, 1))} al ${shownDate(newExpiry)}`,
  );
  await expect(dialog.getByTestId('renewal-period')).toContainText('no se pierde ningún día pagado');
  // The price of the plan in force on the new period's first day, pre-filled.
  const price = pesos(await dialog.getByLabel('Monto pagado').inputValue());
  expect(price).toBeGreaterThan(0);
  await dialog.getByRole('button', { name: 'Renovar', exact: true }).click();
  await expectNotification(page, 'Membresía renovada correctamente.');
  await expect(dialog).toBeHidden();
  await expect(plan).toContainText(shownDate(newExpiry));
  await expect(paymentRows(page).first()).toContainText('Renovación');
  // Recepción never sees 'Anular pago' nor 'Congelar' (Administrador only).
  await expect(page.getByTestId('void-payment')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Congelar' })).toHaveCount(0);
});

test('R31: the owner freezes a member; the profile, the list and Ingreso say so', async ({ page }) => {
  const name = 'Fabiola Congelada';
  const id = await openProfile(page, { name, plan: 'monthly', amountPaid: 80_000 });
  const expiry = addOneMonth(today);
  await page.getByRole('button', { name: 'Congelar' }).click();
  const dialog = page.getByRole('dialog', { name: `Congelar la membresía de ${name}` });
  await dialog.getByLabel('Días').fill('10');
  await dialog.getByLabel('Motivo').fill('Viaje a Medellín');
  const frozenUntil = addDays(today, 9);
  await expect(dialog.getByTestId('freeze-preview')).toHaveText(
    `Congelada del ${shownDate(today)} al ${shownDate(frozenUntil)}; el vencimiento pasa del ${shownDate(expiry)} al ${shownDate(addDays(expiry, 10))}.`,
  );
  await dialog.getByRole('button', { name: 'Congelar' }).click();
  await expectNotification(page, 'Membresía congelada correctamente.');
  await expect(page.getByTestId('status-badge')).toHaveText('Congelado');
  await expect(card(page, 'card-plan-payments')).toContainText(shownDate(addDays(expiry, 10)));
  await expect(page.getByRole('button', { name: 'Terminar congelamiento' })).toBeVisible();

  await page.goto(`/users?search=${encodeURIComponent(name)}`);
  await expect(page.getByText(`Congelado hasta el ${shownDate(frozenUntil)}`).first()).toBeVisible();

  await page.goto('/check-in');
  await page.getByTestId('check-in-search').pressSequentially(name);
  const found = page.getByTestId('check-in-card');
  await expect(found).toHaveAttribute('data-verdict', 'to-desk');
  await expect(found.getByTestId('check-in-reason')).toHaveText(
    `Membresía congelada hasta el ${shownDate(frozenUntil)}.`,
  );
  await expect(found.getByTestId('check-in-register')).toBeDisabled();

  // Ended on its first day, no day was used (the member may come in today): all 10 come back.
  await page.goto(`/users/${id}`);
  await page.getByRole('button', { name: 'Terminar congelamiento' }).click();
  await page.getByTestId('confirm-unfreeze').click();
  await expectNotification(page, 'Congelamiento terminado correctamente.');
  await expect(page.getByTestId('status-badge')).toHaveText('Activo');
  await expect(card(page, 'card-plan-payments')).toContainText(`Fecha de vencimiento${shownDate(expiry)}`);
});

test('R32: the receptionist counts the drawer and closes the day; a payment dated on it is refused', async ({
  page,
}) => {
  await signInThroughApi(page);
  const id = await registerMember(page.request, { name: 'Carlos Caja', plan: 'monthly', amountPaid: 30_000 });
  await signInAsReception(page);
  await page.goto('/cash-closing');
  const expected = pesos((await page.getByTestId('expected-cash').textContent()) ?? '');
  expect(expected).toBeGreaterThan(0);
  const counted = expected - 5_000;
  await page.getByTestId('counted-cash').fill(String(counted));
  await expect(page.getByTestId('cash-difference')).toHaveText(`Faltante ${shownMoney(5_000)}`);
  await page.getByTestId('close-day').click();
  await page.getByTestId('confirm-close-day').click();
  await expectNotification(page, 'Día cerrado correctamente.');
  await expect(page.getByTestId('day-status')).toHaveText('Día cerrado');
  await expect(page.getByTestId('closed-by')).toContainText(`Cerrado por ${RECEPTION.displayName}`);
  await expect(page.getByTestId('counted-cash-recorded')).toContainText(shownMoney(counted));
  // Recepción closes but never reopens (R32).
  await expect(page.getByRole('button', { name: 'Reabrir' })).toHaveCount(0);
  // The picture for the staff manual: without the notification over the day's lines.
  await page.locator('.mantine-Notification-root').getByRole('button').click();
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
  await screenshotsAtBothWidths(page, 'cierre-del-dia', screenshotPath);
  // Tall enough for the whole sheet, so the page's fixed footer hides none of its lines.
  await page.setViewportSize({ width: WIDE.width, height: 1250 });
  await page.screenshot({ path: screenshotPath('cierre-del-dia-manual'), animations: 'disabled' });
  await page.setViewportSize(WIDE);

  // A payment dated on the closed day is refused with a text naming the day; nothing is recorded.
  await page.goto(`/users/${id}`);
  await card(page, 'card-payments').getByRole('button', { name: 'Registrar Nuevo Pago' }).click();
  const form = page.getByRole('form', { name: 'Registrar Nuevo Pago' });
  await form.getByLabel('Monto').fill('50000');
  await form.getByRole('button', { name: 'Guardar Pago' }).click();
  await expect(page.getByText(new RegExp(`El día ${shownDate(today)} ya está cerrado`)).first()).toBeVisible();
  await expect(paymentRows(page)).toHaveCount(1);

  // The owner may still date a payment on a day that is open (R33 keeps Recepción to today).
  const owner = await page.request.post('/api/auth/login', { data: E2E_ADMIN });
  expect(owner.status()).toBe(200);
  await recordPayment(page.request, id, { amount: 50_000, paidOn: addDays(today, -1) });
  await page.reload();
  await expect(paymentRows(page)).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Reabrir' })).toHaveCount(0);
  await page.goto('/cash-closing');
  await expect(page.getByRole('button', { name: 'Reabrir' })).toBeVisible();
});

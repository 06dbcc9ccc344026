// The front desk (issue 10) in a real browser: WhatsApp reminders on the dashboard, a day that
// closes to the right totals by method, and a receipt that opens and prints on one A4 page.
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { recordPayment, registerMember } from './support/api-seed';
import { expect, screenshotPath, test } from './support/fixtures';
import { addDays, addOneMonth, gymToday, instantOn, shownDate, shownMoney } from './support/gym-dates';
import { screenshotsAtBothWidths, WIDE } from './support/screen';
import { registerCommand, seedEvents, type SeedMember, type SeedStep } from './support/seed-events';
import { signInThroughApi } from './support/sign-in';

const today = gymToday();
const member = (name: string, seed: Omit<SeedMember, 'name'>) => ({ id: randomUUID(), name, ...seed });
const PEDRO = member('Pedro Por Vencer', {
  plan: 'fortnight',
  joinedOn: addDays(today, -12),
  amountPaid: 40_000,
  phone: '310 987 6543',
});
const VERA = member('Vera Vencida', {
  plan: 'monthly',
  joinedOn: addDays(today, -40),
  amountPaid: 80_000,
  phone: '+57 315 000 1122',
});
const DIEGO = member('Diego Deudor', {
  plan: 'monthly',
  joinedOn: addDays(today, -3),
  amountPaid: 30_000,
  phone: '300-123-4567',
});
const FIJO = member('Fabio Fijo', {
  plan: 'monthly',
  joinedOn: addDays(today, -3),
  amountPaid: 60_000,
  phone: '601 234 5678',
});
const BIBI = member('Bibiana Cumple', {
  plan: 'monthly',
  joinedOn: addDays(today, -2),
  amountPaid: 80_000,
  phone: '3201112233',
  birthday: `1992-${addDays(today, 5).slice(5)}`,
});

function history(): SeedStep[] {
  return [PEDRO, VERA, DIEGO, FIJO, BIBI]
    .map((m) => ({ at: instantOn(m.joinedOn), command: registerCommand(m.id, m) }))
    .sort((a, b) => a.at.getTime() - b.at.getTime());
}

test.use({ viewport: WIDE, seedDataDir: { seed: (dataDir) => seedEvents(dataDir, history()) } });

const GYM = 'Gimnasio';
const SEEDED_PAYMENTS = 5;
/** A busy yesterday: this many payments must still print on one sheet. */
const BUSY_DAY_PAYMENTS = 30;
const METHODS = ['cash', 'nequi', 'daviplata', 'transfer', 'card'] as const;
const whatsappOf = (page: Page, list: string, name: string) =>
  page
    .getByTestId(list)
    .getByRole('listitem')
    .filter({ hasText: name })
    .getByRole('link', { name: `Enviar WhatsApp a ${name}` });

async function expectWhatsApp(page: Page, list: string, name: string, number: string, text: string): Promise<void> {
  const link = whatsappOf(page, list, name);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener');
  const url = new URL((await link.getAttribute('href')) ?? '');
  expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${number}`);
  expect(url.searchParams.get('text')).toBe(text);
}

/** Pages in a PDF that Chromium wrote: its page objects (not the /Pages tree). */
const pdfPages = (pdf: Buffer): number => (pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;

async function printOnA4(page: Page, name: string): Promise<void> {
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  mkdirSync('test-results/print', { recursive: true });
  writeFileSync(`test-results/print/${name}.pdf`, pdf);
  expect(pdfPages(pdf), `${name}.pdf pages`).toBe(1);
  // What the paper shows: the print styles at the A4 width (210 mm at 96 dpi, less the margins).
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width: 794, height: 1123 });
  await expect(page.getByRole('navigation')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Cerrar Sesión' })).toBeHidden();
  await page.screenshot({ path: screenshotPath(`${name}-print`), fullPage: true, animations: 'disabled' });
  await page.locator('.print-sheet').screenshot({ path: screenshotPath(`${name}-sheet`), animations: 'disabled' });
  await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize(WIDE);
}

test('WhatsApp: every alert list and the birthdays carry the member’s number and message; a landline gets no button', async ({
  page,
}) => {
  await signInThroughApi(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2, name: 'Dashboard' })).toBeVisible();
  const pedroExpiry = shownDate(addDays(PEDRO.joinedOn, 15));
  await expectWhatsApp(
    page,
    'alert-about-to-expire',
    PEDRO.name,
    '573109876543',
    `Hola Pedro, te saludamos de ${GYM}. Tu membresía vence el ${pedroExpiry}. ¡Te esperamos para renovarla!`,
  );
  await expectWhatsApp(
    page,
    'alert-expired',
    VERA.name,
    '573150001122',
    `Hola Vera, te saludamos de ${GYM}. Tu membresía venció el ${shownDate(addOneMonth(VERA.joinedOn))}. ¿Quieres renovarla? ¡Te esperamos!`,
  );
  await expectWhatsApp(
    page,
    'alert-with-debt',
    DIEGO.name,
    '573001234567',
    `Hola Diego, te saludamos de ${GYM}. Tienes un saldo pendiente de ${shownMoney(50_000)}. Puedes pagarlo en recepción, por Nequi, Daviplata o transferencia.`,
  );
  await expectWhatsApp(
    page,
    'birthdays',
    BIBI.name,
    '573201112233',
    `¡Hola Bibiana! En ${GYM} sabemos que el ${shownDate(addDays(today, 5))} es tu cumpleaños. ¡Te deseamos un feliz día!`,
  );

  const landline = page.getByTestId('alert-with-debt').getByRole('listitem').filter({ hasText: FIJO.name });
  await expect(landline).toContainText(`Debe ${shownMoney(20_000)}`);
  await expect(landline.getByTestId('whatsapp-link')).toHaveCount(0);
  await page.screenshot({ path: screenshotPath('dashboard-whatsapp'), fullPage: true });
});

test('cierre de caja: a day of payments by three methods closes to the right totals, and prints on one A4 page', async ({
  page,
}) => {
  await signInThroughApi(page);
  // Today at the desk: Ana registers paying 30.000 in cash, then 30.000 by Nequi and 20.000 by transfer.
  const ana = await registerMember(page.request, {
    name: 'Ana Recepción',
    cedula: '1.023.456.789',
    amountPaid: 30_000,
  });
  await recordPayment(page.request, ana, {
    amount: 30_000,
    paymentType: 'installment',
    method: 'nequi',
    reference: '3001112233',
  });
  await recordPayment(page.request, ana, {
    amount: 20_000,
    paymentType: 'installment',
    method: 'transfer',
    reference: 'TRX-9981',
  });

  await page.goto('/');
  await page.getByRole('navigation').getByRole('link', { name: 'Cierre de caja' }).click();
  await expect(page).toHaveURL('/cash-closing');
  await expect(page.getByTestId('closing-date')).toHaveValue(shownDate(today));
  await expect(page.getByTestId('closing-title')).toContainText(`Cierre de caja del ${shownDate(today)}`);
  await expect(page.getByTestId('closing-total').getByTestId('figure')).toHaveText(shownMoney(80_000));
  await expect(page.getByTestId('method-cash')).toContainText(shownMoney(30_000));
  await expect(page.getByTestId('method-nequi')).toContainText(shownMoney(30_000));
  await expect(page.getByTestId('method-transfer')).toContainText(shownMoney(20_000));
  await expect(page.getByTestId('method-daviplata')).toContainText(shownMoney(0));
  const rows = page.getByTestId('closing-payment-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('Pago inicial');
  await expect(rows.nth(1)).toContainText('Nequi · Ref. 3001112233');
  await expect(rows.nth(2)).toContainText('Transferencia · Ref. TRX-9981');
  for (const index of [0, 1, 2]) await expect(rows.nth(index)).toContainText('Administrador');
  await screenshotsAtBothWidths(page, 'cierre-de-caja', screenshotPath);
  await printOnA4(page, 'cierre-de-caja');

  // Another day: Diego's and Fabio's registrations, three days ago.
  await page.getByTestId('closing-date').fill(shownDate(DIEGO.joinedOn));
  await expect(page.getByTestId('closing-total').getByTestId('figure')).toHaveText(shownMoney(90_000));
  await expect(rows).toHaveCount(2);
});

test(`cierre de caja: a busy day of ${BUSY_DAY_PAYMENTS} payments still prints on one A4 page`, async ({ page }) => {
  await signInThroughApi(page);
  const yesterday = addDays(today, -1);
  for (let index = 0; index < BUSY_DAY_PAYMENTS; index += 1) {
    const method = METHODS[index % METHODS.length];
    await recordPayment(page.request, PEDRO.id, {
      amount: 1_000 * (index + 1),
      paidOn: yesterday,
      method,
      reference: method === 'cash' ? null : `REF-${index}`,
    });
  }
  await page.goto('/cash-closing');
  await page.getByTestId('closing-date').fill(shownDate(yesterday));
  await expect(page.getByTestId('closing-payment-row')).toHaveCount(BUSY_DAY_PAYMENTS);
  await expect(page.getByTestId('closing-total').getByTestId('figure')).toHaveText(
    shownMoney((1_000 * BUSY_DAY_PAYMENTS * (BUSY_DAY_PAYMENTS + 1)) / 2),
  );
  await printOnA4(page, 'cierre-de-caja-dia-ocupado');
});

test('recibo: from the payments history, a receipt opens in a new tab with the amount in words, and prints on one A4 page', async ({
  page,
  context,
}) => {
  await signInThroughApi(page);
  await page.goto('/payments');
  await page.getByTestId('payment-method-filter').selectOption('transfer');
  const rows = page.getByTestId('payment-row');
  await expect(rows).toHaveCount(1 + BUSY_DAY_PAYMENTS / METHODS.length);
  for (const row of await rows.all()) await expect(row).toContainText('Transferencia');
  await expect(rows.first()).toContainText('Transferencia · Ref. TRX-9981');
  const [receiptPage] = await Promise.all([
    context.waitForEvent('page'),
    rows
      .first()
      .getByRole('link', { name: /^Imprimir recibo/ })
      .click(),
  ]);
  await receiptPage.waitForLoadState();
  await expect(receiptPage).toHaveURL(/\/receipts\/[0-9a-f-]{36}$/);
  const receipt = receiptPage.getByTestId('receipt');
  await expect(receipt).toContainText(GYM);
  // Five seeded registrations, three payments today, the busy day's: Ana's transfer was the 8th.
  await expect(receiptPage.getByTestId('receipt-number')).toHaveText(
    `Recibo N.º R-${String(SEEDED_PAYMENTS + 3).padStart(6, '0')}`,
  );
  await expect(receiptPage.getByTestId('receipt-member')).toContainText('Ana Recepción · C.C. 1.023.456.789');
  await expect(receiptPage.getByTestId('receipt-amount')).toContainText(shownMoney(20_000));
  await expect(receiptPage.getByTestId('receipt-words')).toHaveText('Son: veinte mil pesos');
  await expect(receiptPage.getByTestId('receipt-concept')).toContainText('Abono · plan Mensualidad');
  await expect(receiptPage.getByTestId('receipt-expiry')).toContainText(shownDate(addOneMonth(today)));
  await expect(receiptPage.getByTestId('receipt-debt')).toContainText(shownMoney(0));
  await expect(receiptPage.getByTestId('receipt-staff')).toContainText('Administrador');
  await screenshotsAtBothWidths(receiptPage, 'recibo', screenshotPath);
  await printOnA4(receiptPage, 'recibo');
});

// What a person types is what is recorded (issue 16, R26): amounts typed at the start, middle and end
// of the field, pasted, a minus sign, decimals, the R26 limit, the credit question, '55.3' in Peso;
// each checked through the API, not only on screen.
import type { Locator, Page } from '@playwright/test';
import { registerMember } from './support/api-seed';
import { expect, test } from './support/fixtures';
import { WIDE } from './support/screen';
import { signInThroughApi } from './support/sign-in';

test.use({ viewport: WIDE });

interface Payments {
  readonly items: ReadonlyArray<{ readonly amount: number }>;
}

async function recordedAmounts(page: Page, memberId: string): Promise<number[]> {
  const response = await page.request.get(`/api/members/${memberId}/payments`);
  return ((await response.json()) as Payments).items.map((payment) => payment.amount);
}

async function openPaymentForm(page: Page, memberId: string): Promise<Locator> {
  await page.goto(`/users/${memberId}`);
  await page.getByRole('button', { name: 'Registrar Nuevo Pago' }).click();
  return page.getByRole('form', { name: 'Registrar Nuevo Pago' });
}

/** Puts the caret at `position` of the field's text, then types `text` key by key. */
async function typeAt(field: Locator, position: number, text: string): Promise<void> {
  await field.evaluate((input: HTMLInputElement, at) => input.setSelectionRange(at, at), position);
  await field.pressSequentially(text);
}

test('digits go exactly where the caret is: start, middle and end; the API records that amount', async ({ page }) => {
  await signInThroughApi(page);
  const id = await registerMember(page.request, { name: 'Carla Caret', plan: 'monthly', amountPaid: 0 });
  const form = await openPaymentForm(page, id);
  const amount = form.getByLabel('Monto');
  await expect(amount).toHaveValue('');
  await expect(amount).toHaveAttribute('placeholder', '$ 0');

  await amount.click();
  await amount.pressSequentially('5000');
  await expect(amount).toHaveValue('$ 5.000');
  await typeAt(amount, 7, '0'); // end
  await expect(amount).toHaveValue('$ 50.000');
  await typeAt(amount, 2, '1'); // start, just after '$ '
  await expect(amount).toHaveValue('$ 150.000');
  await typeAt(amount, 4, '2'); // middle: '$ 15|0.000'
  await expect(amount).toHaveValue('$ 1.520.000');
  await amount.fill('');
  await amount.pressSequentially('11100');
  await form.getByRole('button', { name: 'Guardar Pago' }).click();
  await expect(page.getByText('Pago registrado correctamente.')).toBeVisible();
  expect(await recordedAmounts(page, id)).toEqual([11_100]);
});

test('a pasted amount is read whole; a minus sign or decimals are shown and refused, never dropped', async ({
  page,
}) => {
  await signInThroughApi(page);
  const id = await registerMember(page.request, { name: 'Pablo Pegado', plan: 'monthly', amountPaid: 0 });
  const form = await openPaymentForm(page, id);
  const amount = form.getByLabel('Monto');

  await amount.click();
  await amount.fill('-100');
  await expect(amount).toHaveValue('-100');
  await expect(form).toContainText('Por favor ingrese un monto válido');
  await form.getByRole('button', { name: 'Guardar Pago' }).click();
  await expect(form).toContainText('Por favor ingrese un monto válido');

  await amount.fill('');
  await amount.pressSequentially('55.3');
  await expect(form).toContainText('Por favor ingrese un monto válido');
  await amount.fill('');
  await amount.pressSequentially('10000001');
  await expect(form).toContainText('El monto supera el máximo permitido ($ 10.000.000).');
  await form.getByRole('button', { name: 'Guardar Pago' }).click();
  expect(await recordedAmounts(page, id)).toEqual([]);

  // A paste is one insertion at the caret: '$ 40.000' copied from a receipt is 40000; '00' pasted in the middle too.
  await amount.fill('');
  await page.keyboard.insertText('$ 4.000');
  await expect(amount).toHaveValue('$ 4.000');
  await amount.evaluate((input: HTMLInputElement) => input.setSelectionRange(3, 3));
  await page.keyboard.insertText('0');
  await expect(amount).toHaveValue('$ 40.000');
  await form.getByRole('button', { name: 'Guardar Pago' }).click();
  await expect(page.getByText('Pago registrado correctamente.')).toBeVisible();
  expect(await recordedAmounts(page, id)).toEqual([40_000]);
});

test('the server refuses what the form refuses (R26), under the field’s name', async ({ page }) => {
  await signInThroughApi(page);
  const id = await registerMember(page.request, { name: 'Sergio Servidor', plan: 'monthly', amountPaid: 0 });
  const answer = await page.request.post(`/api/members/${id}/payments`, {
    data: { paymentType: 'additional', amount: 999_999_999, paidOn: '2026-03-02', method: 'cash', reference: null },
  });
  expect(answer.status()).toBe(400);
  expect(await answer.json()).toMatchObject({
    code: 'PAYMENT.AMOUNT_TOO_LARGE',
    message: 'El monto supera el máximo permitido ($ 10.000.000).',
    field: 'amount',
  });
});

test('paying past the plan’s price asks first, naming the credit', async ({ page }) => {
  await signInThroughApi(page);
  const id = await registerMember(page.request, { name: 'Quina Quincena', plan: 'fortnight', amountPaid: 30_000 });
  const form = await openPaymentForm(page, id);
  await form.getByLabel('Monto').pressSequentially('11100');
  await form.getByRole('button', { name: 'Guardar Pago' }).click();
  const question = page.getByRole('dialog', { name: 'Saldo a favor' });
  await expect(question).toContainText(
    /Con este pago quedaría un saldo a favor de \$\s1\.100\. ¿Registrarlo de todos modos\?/,
  );
  await question.getByRole('button', { name: 'Cancelar' }).click();
  expect(await recordedAmounts(page, id)).toEqual([30_000]);
  await form.getByRole('button', { name: 'Guardar Pago' }).click();
  await page.getByTestId('confirm-credit').click();
  await expect(page.getByText('Pago registrado correctamente.')).toBeVisible();
  expect(await recordedAmounts(page, id)).toEqual([11_100, 30_000]);
});

test("weight '55.3' and '55,3' are 55.3 kg; a sign is refused with a message", async ({ page }) => {
  await signInThroughApi(page);
  const id = await registerMember(page.request, { name: 'Wanda Peso', plan: 'monthly', amountPaid: 0 });
  await page.goto(`/users/${id}`);
  await page.getByRole('button', { name: 'Editar Perfil' }).click();
  const weight = page.getByLabel('Peso (kg)');
  await weight.fill('-55');
  await expect(page.getByText('Escribe el número sin signo (por ejemplo 55,3).')).toBeVisible();
  await weight.fill('55.3');
  await page.getByLabel('Altura (cm)').fill('160,5');
  await page.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(page.getByText('Información del usuario actualizada correctamente.')).toBeVisible();
  const profile = (await (await page.request.get(`/api/members/${id}`)).json()) as Record<string, unknown>;
  expect(profile).toMatchObject({ weightKg: 55.3, heightCm: 160.5 });
});

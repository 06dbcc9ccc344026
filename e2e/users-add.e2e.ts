// Registering members on /users in a real browser: one member of each plan through the add-user
// form, its Spanish checks, and the same form with only the keyboard. The list itself (paging,
// searching, sorting, deleting) is in users-list.e2e.ts.
import type { Locator, Page } from '@playwright/test';
import { expect, screenshotPath, test } from './support/fixtures';
import { addDays, addOneMonth, gymToday, shownDate, shownMoney } from './support/gym-dates';
import { memberRows, searchMembers } from './support/member-list';
import { expectNotification, notification, overlaps, screenshotsAtBothWidths, WIDE } from './support/screen';
import { signIn, signInThroughApi } from './support/sign-in';
import { answerAuthorization } from './support/authorization';

test.use({ viewport: WIDE });

const addForm = (page: Page): Locator => page.getByRole('form', { name: 'Nuevo Usuario' });

async function openUsers(page: Page): Promise<void> {
  await signInThroughApi(page);
  await page.goto('/users');
  await expect(page.getByRole('heading', { level: 2, name: 'Usuarios' })).toBeVisible();
}

interface FormMember {
  readonly name: string;
  readonly plan: 'fortnight' | 'monthly' | 'ticket_book';
  readonly gender: 'male' | 'female';
  readonly amountPaid: string;
}

async function fillAddForm(page: Page, member: FormMember): Promise<void> {
  const form = addForm(page);
  await form.getByLabel('Nombre').fill(member.name);
  await form.getByLabel('Dirección').fill('Calle 45 # 12-30, Bogotá');
  await form.getByLabel('Teléfono').fill('3001112233');
  await form.getByLabel('Género').selectOption(member.gender);
  await form.getByLabel('Cumpleaños').fill('17/05/1990');
  await form.getByLabel('Plan').selectOption(member.plan);
  await form.getByLabel('Pago realizado').fill(member.amountPaid);
  await answerAuthorization(page, form);
  await form.getByLabel('Peso (kg)').fill('70,5');
  await form.getByLabel('Altura (cm)').fill('172');
}

test('registers one member of each plan through the add-user form', async ({ page }) => {
  await openUsers(page);
  await expect(page.getByTestId('empty-state')).toHaveText('No hay usuarios registrados.');
  const today = gymToday();

  const members: ReadonlyArray<
    FormMember & { readonly planName: string; readonly expiry: string; readonly debt: number }
  > = [
    {
      name: 'Ana Quincena',
      plan: 'fortnight',
      gender: 'female',
      amountPaid: '40000',
      planName: 'Quincena',
      expiry: shownDate(addDays(today, 15)),
      debt: 0,
    },
    {
      name: 'Bruno Mensual',
      plan: 'monthly',
      gender: 'male',
      amountPaid: '50000',
      planName: 'Mensualidad',
      expiry: shownDate(addOneMonth(today)),
      debt: 30_000,
    },
    {
      name: 'Carla Tiquetera',
      plan: 'ticket_book',
      gender: 'female',
      amountPaid: '0',
      planName: 'Tiquetera',
      expiry: 'N/A (Tiquetera)',
      debt: 50_000,
    },
  ];
  for (const [index, member] of members.entries()) {
    await page.getByRole('button', { name: 'Agregar Usuario' }).click();
    await expect(addForm(page).getByLabel('Fecha de ingreso')).toHaveValue(shownDate(today));
    await fillAddForm(page, member);
    await expect(page.getByTestId('price-preview')).toContainText(`Deuda inicial: ${shownMoney(member.debt)}`);
    if (index === 0) await screenshotsAtBothWidths(page, 'users-add-form', screenshotPath);
    await addForm(page).getByRole('button', { name: 'Guardar Usuario' }).click();
    await expectNotification(page, 'Usuario agregado correctamente.');
    await expect(addForm(page)).toBeHidden();
    // The notice leaves the next 'Agregar Usuario' and 'Cerrar Sesión' free to click.
    const notice = notification(page, 'Usuario agregado correctamente.');
    expect(await overlaps(notice, page.getByRole('button', { name: 'Agregar Usuario' }))).toBe(false);
    expect(await overlaps(notice, page.getByRole('button', { name: 'Cerrar Sesión' }))).toBe(false);
    await expect(memberRows(page)).toHaveCount(index + 1);
    const row = memberRows(page).filter({ hasText: member.name });
    await expect(row).toContainText(member.planName);
    await expect(row).toContainText(shownMoney(member.debt));
    await expect(row).toContainText(member.expiry);
  }

  // Each one's profile shows what the form said.
  await page.getByRole('link', { name: 'Ver perfil de Bruno Mensual' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Bruno Mensual' })).toBeVisible();
  await expect(page.getByTestId('status-badge')).toHaveText('Con Deuda');
  const health = page.getByTestId('card-health-metrics');
  await expect(health).toContainText('70,5');
  await expect(health).toContainText('1,72');
  await expect(health).toContainText('23,83');
  await expect(page.getByTestId('card-payments')).toContainText('Pago inicial');
});

test('the add-user form says what is missing, in Spanish, without sending', async ({ page }) => {
  await openUsers(page);
  await page.getByRole('button', { name: 'Agregar Usuario' }).click();
  await addForm(page).getByRole('button', { name: 'Guardar Usuario' }).click();
  await expect(addForm(page)).toContainText('El nombre es obligatorio.');
  await expect(addForm(page)).toContainText('La dirección es obligatoria.');
  await expect(addForm(page)).toContainText('El teléfono es obligatorio.');
  await expect(addForm(page)).toContainText('Selecciona un género válido.');
  await screenshotsAtBothWidths(page, 'users-add-form-errors', screenshotPath);
});

/** Presses Tab until `target` has the focus (a few presses at most). */
async function tabUntilFocused(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 6; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  await expect(target).toBeFocused();
}

test('registers a member using only the keyboard', async ({ page }) => {
  await signIn(page, '/users');
  await expect(page.getByRole('heading', { level: 2, name: 'Usuarios' })).toBeVisible();
  const toggle = page.getByRole('button', { name: 'Agregar Usuario' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  const name = addForm(page).getByLabel('Nombre');
  // The form's first field takes the focus as it opens (its code loads when it is first opened).
  await expect(name).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(name).toBeFocused();
  await page.keyboard.type('Daniela Teclado');
  await page.keyboard.press('Tab');
  await page.keyboard.type('1.098.765.432');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Avenida 68 # 10-20');
  await page.keyboard.press('Tab');
  await page.keyboard.type('3205556677');
  await page.keyboard.press('Tab'); // Correo electrónico (R50), as people type it: capitals and a space
  await page.keyboard.type(' Daniela.Teclado@Correo.co');
  await page.keyboard.press('Tab'); // Género: a native select takes the first letter
  await page.keyboard.press('f');
  await expect(addForm(page).getByLabel('Género')).toHaveValue('female');
  // Cumpleaños is left empty: a date field takes one Tab per part (día, mes, año).
  await tabUntilFocused(page, addForm(page).getByLabel('Plan'));
  await page.keyboard.press('ArrowUp');
  await expect(addForm(page).getByLabel('Plan')).toHaveValue('fortnight');
  // Fecha de ingreso keeps today.
  await tabUntilFocused(page, addForm(page).getByLabel('Pago realizado'));
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('40000');
  // R47: the authorisation's questions, by keyboard: Space takes a group's first answer ('Sí').
  const personal = addForm(page)
    .getByRole('radiogroup', { name: /datos personales/ })
    .getByRole('radio', { name: 'Sí' });
  await tabUntilFocused(page, personal);
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(addForm(page).getByRole('combobox', { name: /Cómo la dio/ })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(addForm(page).getByRole('combobox', { name: /Cómo la dio/ })).toHaveValue('Firma');
  await tabUntilFocused(page, addForm(page).getByRole('button', { name: 'Guardar Usuario' }));
  await page.keyboard.press('Enter');
  await expectNotification(page, 'Usuario agregado correctamente.');
  const row = memberRows(page).filter({ hasText: 'Daniela Teclado' });
  await expect(row).toContainText('Quincena');
  await expect(row).toContainText('Activo');
  // Issue 10: the cédula was stored as digits, and the search finds the member by it.
  await searchMembers(page, '1098765432');
  await expect(memberRows(page)).toHaveCount(1);
  await expect(memberRows(page).first()).toContainText('Daniela Teclado');
});

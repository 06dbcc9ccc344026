// The member list (/users) in a real browser: registering one member of each plan through the
// form, only with the keyboard too, searching, sorting and deleting with the R17 confirmation.
import type { Locator, Page } from '@playwright/test';
import { registerMember } from './support/api-seed';
import { expect, screenshotPath, test } from './support/fixtures';
import { addDays, addOneMonth, gymToday, shownDate, shownMoney } from './support/gym-dates';
import { expectNotification, notification, overlaps, screenshotsAtBothWidths, WIDE } from './support/screen';
import { signIn, signInThroughApi } from './support/sign-in';

test.use({ viewport: WIDE });

const memberRows = (page: Page): Locator => page.getByTestId('member-row');
const addForm = (page: Page): Locator => page.getByRole('form', { name: 'Nuevo Usuario' });

/** Types into the search box and waits until the list answers for that text (the search waits for a pause in typing). */
async function searchMembers(page: Page, text: string): Promise<void> {
  const answered = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/api/members' && url.searchParams.get('search') === text;
  });
  await page.getByRole('searchbox', { name: 'Buscar usuario' }).fill(text);
  await answered;
}

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
  // The form's first field takes the focus as it opens.
  await page.keyboard.press('Tab');
  await expect(name).toBeFocused();
  await page.keyboard.type('Daniela Teclado');
  await page.keyboard.press('Tab');
  await page.keyboard.type('1.098.765.432');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Avenida 68 # 10-20');
  await page.keyboard.press('Tab');
  await page.keyboard.type('3205556677');
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

test('pages through a large gym, 20 members at a time', async ({ page }) => {
  await signInThroughApi(page);
  for (let index = 1; index <= 22; index += 1) {
    await registerMember(page.request, { name: `Socio Página ${String(index).padStart(2, '0')}`, amountPaid: 80_000 });
  }
  await page.goto('/users');
  await searchMembers(page, 'Socio Página');
  await expect(page.getByTestId('page-range')).toHaveText('1–20 de 22');
  await expect(memberRows(page)).toHaveCount(20);
  await page.getByRole('button', { name: 'Página siguiente' }).click();
  await expect(page.getByTestId('page-range')).toHaveText('21–22 de 22');
  await expect(memberRows(page)).toHaveCount(2);
  await expect(memberRows(page).last()).toContainText('Socio Página 22');
  // A new sort starts again at the first page.
  // Sorted by name from the start (its arrow shows it): one click reverses.
  await page.getByTestId('sort-name').click();
  await expect(page.getByTestId('page-range')).toHaveText('1–20 de 22');
  await expect(memberRows(page).first()).toContainText('Socio Página 22');
});

test('searches, sorts by each column (a second click reverses)', async ({ page }) => {
  await signInThroughApi(page);
  const today = gymToday();
  await registerMember(page.request, {
    name: 'Zoe Orden',
    plan: 'monthly',
    amountPaid: 80_000,
    joinedOn: addDays(today, -20),
  });
  await registerMember(page.request, {
    name: 'Ángela Orden',
    plan: 'fortnight',
    amountPaid: 10_000,
    joinedOn: today,
    phone: '3150000001',
  });
  await page.goto('/users');
  await searchMembers(page, 'angela');
  await expect(memberRows(page)).toHaveCount(1);
  await expect(memberRows(page)).toContainText('Ángela Orden');
  await searchMembers(page, '3150000001');
  await expect(memberRows(page)).toHaveCount(1);
  await searchMembers(page, 'nadie con este nombre');
  await expect(page.getByTestId('empty-state')).toHaveText('Ningún usuario coincide con la búsqueda.');
  await searchMembers(page, 'Orden');
  await expect(memberRows(page)).toHaveCount(2);

  await page.getByTestId('sort-debt').click();
  await expect(memberRows(page).first()).toContainText('Zoe Orden');
  await page.getByTestId('sort-debt').click();
  await expect(memberRows(page).first()).toContainText('Ángela Orden');
  await page.getByTestId('sort-name').click();
  await expect(memberRows(page).first()).toContainText('Ángela Orden');
  await page.getByTestId('sort-name').click();
  await expect(memberRows(page).first()).toContainText('Zoe Orden');
  // Plans sort by their Spanish names: Mensualidad, Quincena, Tiquetera.
  await page.getByTestId('sort-plan').click();
  await expect(memberRows(page).first()).toContainText('Zoe Orden');
  await page.getByTestId('sort-plan').click();
  await expect(memberRows(page).first()).toContainText('Ángela Orden');
  await page.getByTestId('sort-expiresOn').click();
  await expect(memberRows(page).first()).toContainText('Zoe Orden');
});

test('deletes a member after the R17 confirmation; cancelling keeps them', async ({ page }) => {
  await signInThroughApi(page);
  const id = await registerMember(page.request, { name: 'Eliminar Prueba', plan: 'monthly', amountPaid: 20_000 });
  await page.goto('/users');
  await searchMembers(page, 'Eliminar Prueba');
  await expect(memberRows(page)).toHaveCount(1);

  await page.getByRole('button', { name: 'Eliminar a Eliminar Prueba' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(
    '¿Estás seguro de que deseas eliminar a Eliminar Prueba? Esta acción es irreversible.',
  );
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(memberRows(page)).toHaveCount(1);

  await page.getByRole('button', { name: 'Eliminar a Eliminar Prueba' }).click();
  await page.getByTestId('confirm-delete').click();
  await expectNotification(page, 'Usuario eliminado correctamente.');
  await expect(page.getByTestId('empty-state')).toHaveText('Ningún usuario coincide con la búsqueda.');
  await page.reload();
  await searchMembers(page, 'Eliminar Prueba');
  await expect(page.getByTestId('empty-state')).toBeVisible();
  // R22: the profile of a deleted member is gone too.
  await page.goto(`/users/${id}`);
  await expect(page.getByText('Usuario no encontrado.')).toBeVisible();
});

test('screenshots of the list at 1440 px and 375 px', async ({ page }) => {
  await signInThroughApi(page);
  const today = gymToday();
  await registerMember(page.request, {
    name: 'María Fernanda Rodríguez Castañeda',
    plan: 'monthly',
    amountPaid: 80_000,
    joinedOn: addDays(today, -40),
  });
  await registerMember(page.request, { name: 'Juan Pérez', plan: 'ticket_book', amountPaid: 50_000, gender: 'male' });
  await registerMember(page.request, { name: 'Luisa Gómez', plan: 'fortnight', amountPaid: 15_000 });
  await page.goto('/users');
  await expect(memberRows(page)).not.toHaveCount(0);
  await screenshotsAtBothWidths(page, 'users', screenshotPath);
});

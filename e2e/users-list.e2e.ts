// The member list (/users) in a real browser: paging through a large gym, searching, sorting by each
// column and deleting with the R17 confirmation. Registering through the form is in users-add.e2e.ts.
import { registerMember } from './support/api-seed';
import { expect, screenshotPath, test } from './support/fixtures';
import { addDays, gymToday } from './support/gym-dates';
import { memberRows, searchMembers } from './support/member-list';
import { expectNotification, screenshotsAtBothWidths, WIDE } from './support/screen';
import { signInThroughApi } from './support/sign-in';

test.use({ viewport: WIDE });

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
    '¿Estás seguro de que deseas eliminar a Eliminar Prueba? Sale de todas las listas; un Administrador puede restaurarlo desde Eliminados.',
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

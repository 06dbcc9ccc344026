// R44 in a real browser: the owner deletes a member by mistake, finds them in 'Eliminados' with who
// deleted them and when, restores them, and they are back in Usuarios with the same debt.
import { registerMember } from './support/api-seed';
import { expect, test } from './support/fixtures';
import { memberRows, searchMembers } from './support/member-list';
import { expectNotification, WIDE } from './support/screen';
import { signInThroughApi } from './support/sign-in';

test.use({ viewport: WIDE });

test('the owner restores a member deleted by mistake: back in Usuarios with the same debt', async ({ page }) => {
  await signInThroughApi(page);
  await registerMember(page.request, {
    name: 'Borrada Por Error',
    plan: 'monthly',
    amountPaid: 20_000,
    cedula: '43123456',
  });
  await page.goto('/users');
  await searchMembers(page, 'Borrada Por Error');
  await expect(memberRows(page)).toHaveCount(1);
  // The row as the desk sees it: plan, expiry, debt ($ 60.000 of a Mensualidad paid 20.000) and status.
  await expect(memberRows(page).first()).toContainText('60.000');
  const asItWas = await memberRows(page).first().innerText();

  await page.getByRole('button', { name: 'Eliminar a Borrada Por Error' }).click();
  await page.getByTestId('confirm-delete').click();
  await expectNotification(page, 'Usuario eliminado correctamente.');
  await expect(page.getByTestId('empty-state')).toBeVisible();

  await page.getByRole('link', { name: 'Eliminados' }).click();
  await expect(page).toHaveURL(/\/users\/deleted$/);
  const row = page.getByTestId('deleted-member-row').filter({ hasText: 'Borrada Por Error' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('43.123.456');
  await expect(row.getByRole('cell').nth(3)).not.toBeEmpty();

  await row.getByRole('button', { name: 'Restaurar a Borrada Por Error' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('¿Restaurar a Borrada Por Error?');
  await page.getByTestId('confirm-restore').click();
  await expectNotification(page, 'Borrada Por Error está de nuevo en Usuarios.');
  await expect(page.getByTestId('deleted-member-row').filter({ hasText: 'Borrada Por Error' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Volver a Usuarios' }).click();
  await searchMembers(page, 'Borrada Por Error');
  await expect(memberRows(page)).toHaveCount(1);
  expect(await memberRows(page).first().innerText()).toBe(asItWas);
});

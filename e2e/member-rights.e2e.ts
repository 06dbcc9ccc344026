// R48 in a real browser: the owner revokes a member's sensitive-data authorisation (Composición
// Corporal and the health figures leave the profile), produces the member's data report, and carries
// out a supresión: Usuarios no longer finds the name and the cierre shows 'Titular suprimido'.
import { registerMember } from './support/api-seed';
import { expect, test } from './support/fixtures';
import { memberRows, searchMembers } from './support/member-list';
import { expectNotification, WIDE } from './support/screen';
import { signInThroughApi } from './support/sign-in';

test.use({ viewport: WIDE });

test("the owner revokes sensitive data, produces the report and suppresses a member: 'Titular suprimido' in the cierre", async ({
  page,
}) => {
  await signInThroughApi(page);
  const id = await registerMember(page.request, {
    name: 'Renata Derechos Ruiz',
    plan: 'monthly',
    amountPaid: 30_000,
    cedula: '52987654',
    weightKg: 62,
    heightCm: 168,
  });
  await page.goto(`/users/${id}`);
  await expect(page.getByRole('heading', { name: 'Renata Derechos Ruiz' })).toBeVisible();
  await expect(page.getByTestId('card-health-metrics')).toContainText('62');
  await expect(page.getByTestId('card-body-composition')).toBeVisible();

  // (b) Revocation: the reason, then the health data is gone at once.
  const rights = page.getByTestId('card-member-rights');
  await rights.getByRole('button', { name: 'Revocar datos sensibles' }).click();
  const revoke = page.getByRole('dialog', { name: 'Revocar la autorización de datos sensibles' });
  await revoke.getByLabel('Motivo').fill('Lo pidió la titular por escrito');
  await revoke.getByRole('button', { name: 'Revocar y borrar' }).click();
  await expectNotification(page, 'Autorización de datos sensibles revocada: sus datos de salud se borraron.');
  await expect(page.getByTestId('health-not-authorized')).toHaveText('Sin autorización de datos sensibles');
  await expect(page.getByTestId('card-health-metrics')).not.toContainText('62');
  await expect(page.getByTestId('card-body-composition')).toHaveCount(0);

  // (a) The report: everything held, printable and downloadable.
  await rights.getByRole('link', { name: 'Reporte de datos' }).click();
  await expect(page).toHaveURL(new RegExp(`/users/${id}/data-report$`));
  const report = page.getByTestId('data-report');
  await expect(report.getByRole('heading', { name: 'Reporte de datos del titular' })).toBeVisible();
  await expect(report).toContainText('Renata Derechos Ruiz');
  await expect(report).toContainText('52987654');
  await expect(report.getByRole('region', { name: 'Pagos' })).toContainText('30.000');
  await expect(page.getByRole('link', { name: 'Descargar Excel' })).toHaveAttribute(
    'href',
    `/api/members/${id}/data-report.xlsx`,
  );
  const json = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar JSON' }).click();
  expect((await json).suggestedFilename()).toBe(`reporte-de-datos-${id}.json`);
  await page.getByRole('link', { name: '← Volver al perfil' }).click();

  // (c) Supresión: a wrong name suppresses nothing; the right one, accents and case aside, does.
  await page.getByTestId('card-member-rights').getByRole('button', { name: 'Suprimir datos' }).click();
  const suppress = page.getByRole('dialog', { name: 'Supresión de datos personales' });
  await suppress.getByLabel('Motivo').fill('Reclamo de la titular');
  await suppress.getByLabel('Escribe el nombre del usuario para confirmar').fill('Renata Otra');
  await suppress.getByRole('button', { name: 'Suprimir para siempre' }).click();
  await expect(suppress).toContainText('El nombre escrito no coincide con el del usuario: no se suprimió nada.');
  await suppress.getByLabel('Escribe el nombre del usuario para confirmar').fill('renata derechos ruiz');
  await suppress.getByRole('button', { name: 'Suprimir para siempre' }).click();
  await expectNotification(page, 'Datos personales suprimidos.');
  await expect(page.getByRole('heading', { name: 'Titular suprimido' })).toBeVisible();
  await expect(page.getByTestId('suppressed-notice')).toBeVisible();
  await expect(page.getByTestId('card-payments')).toContainText('30.000');

  await page.goto('/users');
  await searchMembers(page, 'Renata Derechos');
  await expect(memberRows(page)).toHaveCount(0);
  await page.goto('/cash-closing');
  await expect(page.getByText('Titular suprimido').first()).toBeVisible();
  await expect(page.getByText('Renata Derechos Ruiz')).toHaveCount(0);
});

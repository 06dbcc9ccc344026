// R49 in a real browser: the owner records a member's reclamo in 'Solicitudes de datos' (found by
// the search), sees when it is due, finds 'Reclamo en trámite' on the member's profile, answers the
// reclamo, and the badge is gone.
import { registerMember } from './support/api-seed';
import { seriousViolations, sidewaysOverflow } from './support/axe';
import { expect, test } from './support/fixtures';
import { PHONE, WIDE } from './support/screen';
import { signInThroughApi } from './support/sign-in';

// axe is injected by the test, which the app's CSP would refuse.
test.use({ viewport: WIDE, bypassCSP: true });

test('a reclamo recorded shows on the profile until it is answered', async ({ page }) => {
  await signInThroughApi(page);
  const id = await registerMember(page.request, { name: 'Rosalba Reclamante', plan: 'monthly', amountPaid: 80_000 });

  await page.goto('/data-requests');
  await expect(page.getByRole('heading', { level: 2, name: 'Solicitudes de datos' })).toBeVisible();
  await expect(page.getByText('No hay solicitudes pendientes.')).toBeVisible();
  await page.getByRole('button', { name: 'Registrar solicitud' }).click();
  const form = page.getByRole('form', { name: 'Registrar una consulta o un reclamo' });
  await form.getByRole('searchbox').fill('Rosalba');
  await form.getByRole('button', { name: 'Rosalba Reclamante' }).click();
  await expect(form.getByTestId('data-request-member')).toHaveText('Usuario: Rosalba Reclamante');
  await form.getByLabel('Tipo').selectOption('reclamo');
  await form.getByLabel('Lo que pidió').fill('Pide corregir su fecha de nacimiento, que figura mal.');
  await form.getByRole('button', { name: 'Registrar', exact: true }).click();
  await expect(page.getByText(/^Solicitud registrada\. Vence el \d{2}\/\d{2}\/\d{4}\.$/)).toBeVisible();

  const row = page.getByTestId('data-request-row').filter({ hasText: 'Rosalba Reclamante' });
  await expect(row).toContainText('Reclamo');
  // 15 business days: at most 14 left however the day falls (today is received and not counted).
  await expect(row.getByTestId('data-request-deadline')).toHaveText(/^Vence en 1[0-5] días hábiles$/);
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(350);
  expect(await seriousViolations(page)).toEqual([]);
  expect((await sidewaysOverflow(page)).pixels).toBeLessThanOrEqual(0);
  await page.setViewportSize(WIDE);

  await page.goto(`/users/${id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Rosalba Reclamante' })).toBeVisible();
  await expect(page.getByTestId('reclamo-badge')).toHaveText('Reclamo en trámite');

  await page.goto('/data-requests');
  await page
    .getByTestId('data-request-row')
    .filter({ hasText: 'Rosalba Reclamante' })
    .getByRole('button', { name: 'Responder' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Responder la solicitud de Rosalba Reclamante' });
  await dialog
    .getByRole('textbox', { name: 'Respuesta', exact: true })
    .fill('Se corrigió la fecha de nacimiento y se le avisó por WhatsApp.');
  await dialog.getByRole('button', { name: 'Guardar respuesta' }).click();
  await expect(page.getByText('Respuesta guardada.')).toBeVisible();
  await expect(page.getByText('No hay solicitudes pendientes.')).toBeVisible();

  await page.getByLabel('Mostrar').selectOption('answered');
  await expect(page.getByTestId('data-request-row').filter({ hasText: 'Rosalba Reclamante' })).toContainText(
    /Respondida el \d{2}\/\d{2}\/\d{4}/,
  );

  await page.goto(`/users/${id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Rosalba Reclamante' })).toBeVisible();
  await expect(page.getByTestId('status-badge').first()).toBeVisible();
  await expect(page.getByTestId('reclamo-badge')).toHaveCount(0);
});

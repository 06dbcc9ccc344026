// Auditors in a real browser (issue 6): a member's 'Historial de cambios' on the profile with its
// order toggle and 'Ver estado en esta fecha', and the Auditoría screen finding a deleted member.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { markAttendance, recordMeasures, recordPayment, registerMember } from './support/api-seed';
import { expect, screenshotPath, test } from './support/fixtures';
import { shownMoney } from './support/gym-dates';
import { WIDE } from './support/screen';
import { signInThroughApi } from './support/sign-in';

test.use({ viewport: WIDE });

async function send(
  request: APIRequestContext,
  method: 'PATCH' | 'POST' | 'DELETE',
  path: string,
  data: unknown = {},
): Promise<void> {
  const response = await request.fetch(path, { method, data });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
}

/** A Tiquetera member through a dozen commands of every kind: 13 events (revisions 0…12), its authorisation the second. */
async function memberWithADozenEvents(request: APIRequestContext): Promise<string> {
  const id = await registerMember(request, {
    name: 'Valentina Auditada',
    plan: 'ticket_book',
    amountPaid: 20_000,
    phone: '3001112233',
    weightKg: 60,
    heightCm: 165,
  });
  await recordPayment(request, id, { amount: 30_000, paymentType: 'installment' });
  await markAttendance(request, id);
  await recordMeasures(request, id, { cuello: 32, brazo: 28, pecho: 90, cintura: 70, gluteo_cadera: 100, pierna: 55 });
  await send(request, 'PATCH', `/api/members/${id}`, { details: { phone: '3104445566' } });
  await send(request, 'POST', `/api/members/${id}/ticket-book/reset`, { reason: 'Asistencia marcada por error' });
  await send(request, 'POST', `/api/members/${id}/renewals`, { amount: 50_000 });
  await send(request, 'PATCH', `/api/members/${id}`, { plan: 'monthly' });
  await recordPayment(request, id, { amount: 30_000 });
  await send(request, 'PATCH', `/api/members/${id}`, { details: { name: 'Valentina Auditada Ruiz', weightKg: 65 } });
  await send(request, 'PATCH', `/api/members/${id}`, { amountPaid: 90_000 });
  return id;
}

const historyRows = (scope: Page | Locator): Locator => scope.getByTestId('history-row');

test('the profile lists every event with its sentence, both ways, and shows the member as it was after an early one', async ({
  page,
}) => {
  await signInThroughApi(page);
  const id = await memberWithADozenEvents(page.request);
  await page.goto(`/users/${id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Valentina Auditada Ruiz' })).toBeVisible();
  await expect(page.getByTestId('status-badge').first()).toHaveText('Activo');

  const history = page.getByTestId('card-history');
  await expect(history.getByRole('heading', { name: 'Historial de cambios' })).toBeVisible();
  await expect(historyRows(history)).toHaveCount(13);
  // R16: newest first at first; the auditor turns it round to read the story from the start.
  await expect(historyRows(history).first()).toContainText('Pago realizado corregido');
  await history.getByText('Más antiguos primero').click();
  await expect(historyRows(history).first()).toContainText('Usuario registrado: Valentina Auditada, plan Tiquetera');
  await expect(historyRows(history).first()).toContainText('Administrador');
  await expect(historyRows(history).nth(2)).toContainText(`Pago registrado: ${shownMoney(20_000)} (Pago inicial)`);
  await expect(historyRows(history).nth(6)).toContainText('Datos cambiados: Teléfono 3001112233 → 3104445566');
  await expect(historyRows(history).nth(9)).toContainText('Plan cambiado de Tiquetera a Mensualidad');
  await expect(history.getByTestId('page-range')).toHaveText('1–13 de 13');
  await page.screenshot({ path: screenshotPath('audit-profile-history-1440'), fullPage: true, animations: 'disabled' });

  await history.getByText('Más recientes primero').click();
  await expect(historyRows(history).first()).toContainText('Pago realizado corregido');
  await expect(historyRows(history).last()).toContainText('Usuario registrado');
  await history.getByText('Más antiguos primero').click();
  await expect(historyRows(history).first()).toContainText('Usuario registrado');

  // Right after the initial payment: a Tiquetera with a debt, the old name and phone, no days used.
  await historyRows(history).nth(2).getByRole('button', { name: 'Ver estado en esta fecha' }).click();
  const dialog = page.getByRole('dialog', { name: 'Estado tras el evento #2' });
  await expect(dialog.getByTestId('status-badge')).toHaveText('Con Deuda');
  const state = dialog.getByTestId('member-state');
  await expect(state).toContainText('Valentina Auditada');
  await expect(state).not.toContainText('Ruiz');
  await expect(state).toContainText('300 111 2233');
  await expect(state).toContainText('Tiquetera');
  await expect(state).toContainText(`Deuda${shownMoney(30_000)}`);
  await expect(state).toContainText('N/A (Tiquetera)');
  await expect(state).toContainText('0 usados, 15 disponibles');
  await expect(state).toContainText('22,04');
  await page.screenshot({ path: screenshotPath('audit-state-at-event-1440'), fullPage: false, animations: 'disabled' });
  await dialog.getByRole('button').first().click();
  await expect(dialog).toBeHidden();
});

test('the Auditoría screen finds a deleted member, marked, and shows its whole timeline', async ({ page }) => {
  await signInThroughApi(page);
  const id = await registerMember(page.request, {
    name: 'Ximena Borrada',
    authorization: null,
    plan: 'monthly',
    amountPaid: 80_000,
    phone: '3157778899',
  });
  await markAttendanceRefusedIsNotAnEvent(page.request, id);
  await send(page.request, 'PATCH', `/api/members/${id}`, { details: { notes: 'Se muda de ciudad' } });
  await send(page.request, 'DELETE', `/api/members/${id}`);
  await registerMember(page.request, { name: 'Ximena Activa', plan: 'fortnight' });

  await page.goto('/');
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Auditoría' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Auditoría' })).toBeVisible();
  await page.getByTestId('audit-search').fill('ximena');
  const rows = page.getByTestId('audit-member-row');
  await expect(rows).toHaveCount(2);
  const deleted = rows.filter({ hasText: 'Ximena Borrada' });
  await expect(deleted.getByTestId('deleted-badge')).toHaveText('Eliminado');
  await expect(rows.filter({ hasText: 'Ximena Activa' }).getByTestId('deleted-badge')).toHaveCount(0);
  await page.screenshot({ path: screenshotPath('audit-screen-1440'), fullPage: true, animations: 'disabled' });

  await deleted.getByRole('link', { name: 'Ver historial de Ximena Borrada' }).click();
  await expect(page).toHaveURL(new RegExp(`/audit/${id}$`));
  await expect(page.getByRole('heading', { level: 2, name: 'Ximena Borrada' })).toBeVisible();
  await expect(page.getByTestId('deleted-badge')).toHaveText('Eliminado');
  await expect(historyRows(page)).toHaveCount(4);
  // R16: newest first.
  await expect(historyRows(page).nth(1)).toContainText('Observaciones (vacío) → Se muda de ciudad');
  await expect(historyRows(page).first()).toContainText('Usuario eliminado: Ximena Borrada');
  await page.screenshot({ path: screenshotPath('audit-deleted-member-1440'), fullPage: true, animations: 'disabled' });

  // Its last state can still be replayed: the member as it was, marked deleted.
  await historyRows(page).first().getByRole('button', { name: 'Ver estado en esta fecha' }).click();
  const dialog = page.getByRole('dialog', { name: 'Estado tras el evento #3' });
  await expect(dialog).toContainText('Con este evento el usuario quedó eliminado.');
  await expect(dialog.getByTestId('member-state')).toContainText('Se muda de ciudad');
});

/** A monthly member cannot mark attendance: the refusal (422) writes no event. */
async function markAttendanceRefusedIsNotAnEvent(request: APIRequestContext, id: string): Promise<void> {
  const response = await request.post(`/api/members/${id}/attendances`, { data: {} });
  expect(response.status()).toBe(422);
}

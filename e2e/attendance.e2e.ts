// The ticket book (Tiquetera) in a real browser: marking up to the 15th day and the refusals (R7),
// the reset with the spec's confirmation, and the global attendance history. Days 1–14 happened
// on earlier days: they are decided with a past clock into the DATA_DIR before the app starts.
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { registerMember } from './support/api-seed';
import { expect, screenshotPath, test } from './support/fixtures';
import { addDays, gymToday, instantOn, shownDate } from './support/gym-dates';
import { expectNotification, screenshotsAtBothWidths, WIDE } from './support/screen';
import { markAttendanceCommand, registerCommand, seedEvents, type SeedStep } from './support/seed-events';
import { signInThroughApi } from './support/sign-in';

const today = gymToday();
const FOURTEEN_DAYS = { id: randomUUID(), name: 'Tomás Catorce Días', days: 14 };
const FIFTEEN_DAYS = { id: randomUUID(), name: 'Paula Quince Días', days: 15 };

/** Registered 20 days ago; one attendance on each of the `days` days before today. */
function ticketBookWithAttendances(member: {
  readonly id: string;
  readonly name: string;
  readonly days: number;
}): SeedStep[] {
  const joinedOn = addDays(today, -20);
  return [
    {
      at: instantOn(joinedOn),
      command: registerCommand(member.id, { name: member.name, plan: 'ticket_book', joinedOn, amountPaid: 50_000 }),
    },
    ...Array.from({ length: member.days }, (_, index) => ({
      at: instantOn(addDays(today, index - member.days)),
      command: markAttendanceCommand(member.id),
    })),
  ];
}

test.use({
  viewport: WIDE,
  seedDataDir: {
    seed: (dataDir) =>
      seedEvents(dataDir, [...ticketBookWithAttendances(FOURTEEN_DAYS), ...ticketBookWithAttendances(FIFTEEN_DAYS)]),
  },
});

const attendanceCard = (page: Page): Locator => page.getByTestId('card-attendance');
const markButton = (page: Page): Locator => page.getByRole('button', { name: 'Marcar Asistencia Hoy' });

test('marks the 15th day, then the button is disabled and the server refuses too; the reset asks first', async ({
  page,
}) => {
  await signInThroughApi(page);
  await page.goto(`/users/${FOURTEEN_DAYS.id}`);
  const card = attendanceCard(page);
  await expect(card.getByTestId('days-used')).toHaveText('14');
  await expect(card.getByTestId('days-available')).toHaveText('1');
  // R5: the first of the 14 days set the expiry 60 days after it.
  await expect(page.getByTestId('card-plan-payments')).toContainText(shownDate(addDays(today, -14 + 60)));

  await markButton(page).click();
  await expectNotification(page, 'Asistencia registrada. Días restantes: 0');
  await expect(card.getByTestId('days-used')).toHaveText('15');
  await expect(card.getByTestId('days-available')).toHaveText('0');
  await expect(markButton(page)).toBeDisabled();
  await expect(card.getByTestId('attendance-refusal')).toHaveText(
    'El usuario ya ha consumido todos sus días de tiquetera.',
  );
  const history = card.getByTestId('attendance-history').getByRole('listitem');
  await expect(history).toHaveCount(15);
  await expect(history.first()).toContainText(shownDate(today));
  await expect(history.last()).toContainText(shownDate(addDays(today, -14)));

  await screenshotsAtBothWidths(page, 'profile-tiquetera-exhausted', screenshotPath);

  await card.getByRole('button', { name: 'Reiniciar Tiquetera' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Estás seguro de reiniciar la tiquetera? Se perderán todos los días utilizados.');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(card.getByTestId('days-used')).toHaveText('15');

  await card.getByRole('button', { name: 'Reiniciar Tiquetera' }).click();
  await dialog.getByRole('textbox', { name: /Motivo del reinicio/ }).fill('Asistencias marcadas por error');
  await dialog.getByRole('button', { name: 'Reiniciar Tiquetera' }).click();
  await expectNotification(page, 'Tiquetera reiniciada correctamente.');
  await expect(card.getByTestId('days-used')).toHaveText('0');
  await expect(card.getByTestId('days-available')).toHaveText('15');
  // R7: the day already used today stays used: marking again today is refused, and the button says why.
  await expect(markButton(page)).toBeDisabled();
  await expect(card.getByTestId('attendance-refusal')).toHaveText('Ya registró asistencia hoy');
  // R5: a reset ticket book has no expiry until its next first day.
  await expect(page.getByTestId('card-plan-payments')).toContainText('N/A (Tiquetera)');
});

test('a ticket book used up on earlier days opens refused, and the server refuses a mark too', async ({ page }) => {
  await signInThroughApi(page);
  await page.goto(`/users/${FIFTEEN_DAYS.id}`);
  const card = attendanceCard(page);
  await expect(card.getByTestId('days-used')).toHaveText('15');
  await expect(markButton(page)).toBeDisabled();
  await expect(card.getByTestId('attendance-refusal')).toHaveText(
    'El usuario ya ha consumido todos sus días de tiquetera.',
  );
  const refused = await page.request.post(`/api/members/${FIFTEEN_DAYS.id}/attendances`, { data: {} });
  expect(refused.status()).toBe(422);
  expect(await refused.json()).toMatchObject({ message: 'El usuario ya ha consumido todos sus días de tiquetera.' });
});

test('a second attendance the same day is refused and uses no day (R7)', async ({ page }) => {
  await signInThroughApi(page);
  const id = await registerMember(page.request, { name: 'Dos Veces Hoy', plan: 'ticket_book', amountPaid: 50_000 });
  await page.goto(`/users/${id}`);
  const card = attendanceCard(page);
  await expect(card).toContainText('No hay asistencias registradas.');
  await expect(page.getByTestId('card-plan-payments')).toContainText('N/A (Tiquetera)');

  await markButton(page).click();
  await expectNotification(page, 'Asistencia registrada. Días restantes: 14');
  await expect(card.getByTestId('days-used')).toHaveText('1');
  await expect(page.getByTestId('card-plan-payments')).toContainText(shownDate(addDays(today, 60)));
  await expect(card.getByTestId('attendance-history').getByRole('listitem')).toHaveCount(1);

  // Today's is marked: the button is disabled and says so (issue 16); the server refuses a second one too.
  await expect(markButton(page)).toBeDisabled();
  await expect(card.getByTestId('attendance-refusal')).toHaveText('Ya registró asistencia hoy');
  const refused = await page.request.post(`/api/members/${id}/attendances`, { data: {} });
  expect(refused.status()).toBe(422);
  expect(await refused.json()).toMatchObject({ message: 'La asistencia de hoy ya fue registrada.' });
  await page.reload();
  await expect(card.getByTestId('days-used')).toHaveText('1');
  await expect(card.getByTestId('attendance-history').getByRole('listitem')).toHaveCount(1);
});

test('only a Tiquetera member has the attendance card', async ({ page }) => {
  await signInThroughApi(page);
  const id = await registerMember(page.request, { name: 'Sin Tiquetera', plan: 'monthly', amountPaid: 80_000 });
  await page.goto(`/users/${id}`);
  await expect(page.getByTestId('card-payments')).toBeVisible();
  await expect(attendanceCard(page)).toHaveCount(0);
});

test('the global attendance history lists every attendance newest first, paged, linking to the member', async ({
  page,
}) => {
  await signInThroughApi(page);
  await page.goto('/attendance');
  await expect(page.getByRole('heading', { level: 2, name: 'Asistencia' })).toBeVisible();
  const rows = page.getByTestId('attendance-row');
  await expect(rows).toHaveCount(20);
  await expect(page.getByTestId('page-range')).toContainText('1–20 de');
  await expect(rows.first()).toContainText(shownDate(today));
  await screenshotsAtBothWidths(page, 'attendance', screenshotPath);

  await page.getByRole('button', { name: 'Página siguiente' }).click();
  await expect(page.getByTestId('page-range')).toContainText('21–');
  // The oldest: Paula's first day, at noon in the gym's time zone.
  await expect(rows.last()).toContainText(`${shownDate(addDays(today, -15))} 12:00`);
  await rows.last().getByRole('link', { name: FIFTEEN_DAYS.name }).click();
  await expect(page).toHaveURL(`/users/${FIFTEEN_DAYS.id}`);
  await expect(page.getByRole('heading', { level: 2, name: FIFTEEN_DAYS.name })).toBeVisible();
});

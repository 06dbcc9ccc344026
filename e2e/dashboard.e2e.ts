// The dashboard and the global payments and body-composition histories in a real browser, over a
// gym whose whole history is known: decided into the DATA_DIR before the app starts, dated
// relative to today so every figure can be worked out here.
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect, screenshotPath, test } from './support/fixtures';
import {
  addDays,
  addOneMonth,
  daysBetween,
  gymToday,
  instantOn,
  monthButtonName,
  shownDate,
  shownMoney,
  shownMonth,
} from './support/gym-dates';
import { expectOnOneLine, expectWholeWidthShown, screenshotsAtBothWidths, WIDE } from './support/screen';
import {
  deleteMemberCommand,
  recordMeasuresCommand,
  recordPaymentCommand,
  registerCommand,
  seedEvents,
  type SeedMember,
  type SeedStep,
} from './support/seed-events';
import { signInThroughApi } from './support/sign-in';

const today = gymToday();
const thisMonth = today.slice(0, 7);
const lastMonth = addDays(`${thisMonth}-01`, -1).slice(0, 7);
/** This month-day in a leap year: a valid birthday whatever today is. */
const birthdayIn = (days: number): string => `1992-${addDays(today, days).slice(5)}`;

const member = (name: string, seed: Omit<SeedMember, 'name'>) => ({ id: randomUUID(), name, ...seed });
const ANA = member('Ana Activa', {
  plan: 'monthly',
  joinedOn: addDays(today, -5),
  amountPaid: 80_000,
  gender: 'female',
  birthday: birthdayIn(3),
});
const PEDRO = member('Pedro Por Vencer', { plan: 'fortnight', joinedOn: addDays(today, -12), amountPaid: 40_000 });
const VERA = member('Vera Vencida', {
  plan: 'monthly',
  joinedOn: addDays(today, -40),
  amountPaid: 80_000,
  gender: 'female',
});
const DIEGO = member('Diego Deudor', { plan: 'monthly', joinedOn: today, amountPaid: 30_000, birthday: birthdayIn(0) });
const TINA = member('Tina Tiquetera', {
  plan: 'ticket_book',
  joinedOn: addDays(today, -2),
  amountPaid: 50_000,
  gender: 'female',
});
const GONE = member('Eliminado Pagó', { plan: 'monthly', joinedOn: addDays(today, -3), amountPaid: 80_000 });
const MEMBERS = [ANA, PEDRO, VERA, DIEGO, TINA, GONE];
const VERA_EXTRA = { amount: 20_000, paidOn: addDays(today, -38) };

/** Every payment of the seeded gym: each initial payment and Vera's extra one. */
const PAYMENTS = [...MEMBERS.map((m) => ({ amount: m.amountPaid, paidOn: m.joinedOn })), VERA_EXTRA];
const incomeOf = (month: string): number =>
  PAYMENTS.filter((payment) => payment.paidOn.startsWith(month)).reduce((sum, payment) => sum + payment.amount, 0);

const FEMALE_MEASURES = { cuello: 31, brazo: 27.5, pecho: 88, cintura: 68, gluteo_cadera: 97, pierna: 54 };
const MALE_MEASURES = { cuello: 40, biceps: 35, pecho: 102, cintura_bajo_ombligo: 88, gluteo: 100, pierna: 60 };

function gymHistory(): SeedStep[] {
  const steps: SeedStep[] = MEMBERS.map((m) => ({ at: instantOn(m.joinedOn), command: registerCommand(m.id, m) }));
  steps.push({
    at: instantOn(VERA_EXTRA.paidOn),
    command: recordPaymentCommand(VERA.id, VERA_EXTRA.amount, VERA_EXTRA.paidOn),
  });
  steps.push({
    at: instantOn(addDays(today, -4)),
    command: recordMeasuresCommand(ANA.id, addDays(today, -4), FEMALE_MEASURES),
  });
  steps.push({ at: instantOn(today), command: recordMeasuresCommand(DIEGO.id, today, MALE_MEASURES) });
  steps.push({
    at: instantOn(addDays(today, -1)),
    command: recordMeasuresCommand(GONE.id, addDays(today, -1), MALE_MEASURES),
  });
  steps.push({ at: instantOn(addDays(today, -1)), command: deleteMemberCommand(GONE.id) });
  // Oldest first, as they happened.
  return steps.sort((a, b) => a.at.getTime() - b.at.getTime());
}

test.use({ viewport: WIDE, seedDataDir: { seed: (dataDir) => seedEvents(dataDir, gymHistory()) } });

const figure = (page: Page, testId: string): Locator => page.getByTestId(testId).getByTestId('figure');
const listEntries = (page: Page, testId: string): Locator => page.getByTestId(testId).getByRole('listitem');

test('the dashboard’s figures, alert lists, birthdays, plans and monthly income', async ({ page }) => {
  await signInThroughApi(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByTestId('month-picker')).toHaveText(shownMonth(thisMonth));

  await expect(figure(page, 'card-total-members')).toHaveText('5');
  // Active: Ana, Pedro and Tina; Vera's membership expired and Diego owes.
  await expect(figure(page, 'card-active-members')).toHaveText('3');
  // R22: the deleted member's money still counts.
  await expect(figure(page, 'card-total-income')).toHaveText(shownMoney(380_000));
  await expect(figure(page, 'card-month-income')).toHaveText(shownMoney(incomeOf(thisMonth)));
  await expect(figure(page, 'card-pending-debts')).toHaveText(shownMoney(50_000));

  const aboutToExpire = listEntries(page, 'alert-about-to-expire');
  await expect(aboutToExpire).toHaveCount(1);
  await expect(aboutToExpire.first()).toContainText(`Vence en 3 días · ${shownDate(addDays(today, 3))}`);
  const veraExpiry = addOneMonth(VERA.joinedOn);
  const expired = listEntries(page, 'alert-expired');
  await expect(expired).toHaveCount(1);
  await expect(expired.first()).toContainText(
    `Venció hace ${daysBetween(veraExpiry, today)} días · ${shownDate(veraExpiry)}`,
  );
  const withDebt = listEntries(page, 'alert-with-debt');
  await expect(withDebt).toHaveCount(1);
  await expect(withDebt.first()).toContainText(`Debe ${shownMoney(50_000)}`);

  const birthdays = listEntries(page, 'birthdays');
  await expect(birthdays).toHaveCount(2);
  await expect(birthdays.nth(0)).toContainText('Diego Deudor');
  await expect(birthdays.nth(0)).toContainText('¡Hoy!');
  await expect(birthdays.nth(1)).toContainText('Ana Activa');
  await expect(birthdays.nth(1)).toContainText('En 3 días');

  // Each plan with its price today (R24: the spec's until the owner sets one) and how many hold it.
  await expect(page.getByTestId('plan-fortnight')).toContainText(`Quincena · ${shownMoney(40_000)}1`);
  await expect(page.getByTestId('plan-monthly')).toContainText(`Mensualidad · ${shownMoney(80_000)}3`);
  await expect(page.getByTestId('plan-ticket_book')).toContainText(`Tiquetera · ${shownMoney(50_000)}1`);

  const incomeRows = page.getByTestId('income-row');
  const months = [...new Set(PAYMENTS.map((payment) => payment.paidOn.slice(0, 7)))].sort().reverse();
  await expect(incomeRows).toHaveCount(months.length);
  for (const [index, month] of months.entries())
    await expect(incomeRows.nth(index)).toContainText(shownMoney(incomeOf(month)));
  // The chart draws once it comes near the window (issue 36).
  await page.getByTestId('monthly-income').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('income-chart')).toBeVisible();

  // A name in an alert list keeps its line; the detail beside it moves below when short of room.
  await screenshotsAtBothWidths(page, 'dashboard', screenshotPath, () =>
    expectOnOneLine(page.locator('[data-testid^="alert-"] a:not([data-testid="whatsapp-link"])')),
  );

  // Each alert entry opens the member's profile.
  await page.getByTestId('alert-about-to-expire').getByRole('link', { name: 'Pedro Por Vencer', exact: true }).click();
  await expect(page).toHaveURL(`/users/${PEDRO.id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Pedro Por Vencer' })).toBeVisible();
});

test('the month picker shows the income of the month chosen', async ({ page }) => {
  await signInThroughApi(page);
  await page.goto('/');
  await expect(figure(page, 'card-month-income')).toHaveText(shownMoney(incomeOf(thisMonth)));
  await page.getByTestId('month-picker').click();
  if (lastMonth.slice(0, 4) !== thisMonth.slice(0, 4)) {
    await page.locator('.mantine-MonthPickerInput-calendarHeaderControl[data-direction="previous"]').click();
  }
  await page.getByRole('button', { name: monthButtonName(lastMonth), exact: true }).click();
  await expect(figure(page, 'card-month-income')).toHaveText(shownMoney(incomeOf(lastMonth)));
  await expect(page.getByTestId('card-month-income')).toContainText(/de \d{4}$/);
  // The other figures do not depend on the month.
  await expect(figure(page, 'card-total-income')).toHaveText(shownMoney(380_000));
});

test('the global payments history: newest first, linked names, the deleted member’s money kept (R22)', async ({
  page,
}) => {
  await signInThroughApi(page);
  await page.goto('/payments');
  await expect(page.getByRole('heading', { level: 2, name: 'Pagos' })).toBeVisible();
  const rows = page.getByTestId('payment-row');
  await expect(rows).toHaveCount(PAYMENTS.length);
  await expect(rows.first()).toContainText(shownDate(today));
  await expect(rows.first().getByRole('link', { name: 'Diego Deudor', exact: true })).toBeVisible();
  await expect(rows.first()).toContainText('Pago inicial');
  await expect(rows.last()).toContainText(shownDate(VERA.joinedOn));
  await expect(rows.nth(PAYMENTS.length - 2)).toContainText('Pago adicional');
  const gone = rows.filter({ hasText: 'Usuario eliminado' });
  await expect(gone).toHaveCount(1);
  // No way to the deleted profile; its receipt can still be printed (issue 10).
  await expect(gone.locator('a[href^="/users/"]')).toHaveCount(0);
  await expect(gone.getByRole('link', { name: /^Imprimir recibo de Usuario eliminado/ })).toHaveCount(1);
  await expect(gone).toContainText(shownMoney(80_000));
  await screenshotsAtBothWidths(page, 'payments', screenshotPath);

  await rows.first().getByRole('link', { name: 'Diego Deudor', exact: true }).click();
  await expect(page).toHaveURL(`/users/${DIEGO.id}`);
});

test('the global body-composition history: a column per measure found, N/A where missing', async ({ page }) => {
  await signInThroughApi(page);
  await page.goto('/body-composition');
  await expect(page.getByRole('heading', { level: 2, name: 'Composición Corporal' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Composición Corporal' });
  for (const header of [
    'Fecha',
    'Usuario',
    'Género',
    'Cuello',
    'Brazo',
    'Bíceps',
    'Cintura bajo ombligo',
    'Glúteo/Cadera',
    'Pierna',
  ]) {
    await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  const rows = page.getByTestId('body-composition-row');
  // R22: the deleted member's record is gone.
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Diego Deudor');
  await expect(rows.nth(0)).toContainText('Masculino');
  await expect(rows.nth(0)).toContainText('N/A');
  await expect(rows.nth(1)).toContainText('Ana Activa');
  await expect(rows.nth(1)).toContainText('27,5');
  await expect(rows.nth(1)).toContainText(shownDate(addDays(today, -4)));
  // Nine measures fit a desktop screen: long names break over two lines instead.
  await expectWholeWidthShown(table);
  await screenshotsAtBothWidths(page, 'body-composition', screenshotPath);
});

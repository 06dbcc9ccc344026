// 'Ingreso' (/check-in, R28) in a real browser at a desk (1440 px) and on a tablet (768 px): a
// Mensualidad member let in and refused a second time the same day, a Tiquetera scanned with a
// barcode reader (a cédula typed with no delay, then Enter) using a day, a member with debt shown
// in red and let in after the confirmation, and the dashboard's 'Sin venir' relative to today (R1),
// whose visits were decided with a past clock into the DATA_DIR before the app started.
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { registerMember, type NewMember } from './support/api-seed';
import { expect, screenshotPath, test } from './support/fixtures';
import { addDays, gymToday, instantOn, shownDate, shownMoney } from './support/gym-dates';
import { PHONE, TABLET, WIDE } from './support/screen';
import { recordVisitCommand, registerCommand, seedEvents, type SeedStep } from './support/seed-events';
import { signInThroughApi } from './support/sign-in';

const today = gymToday();
const joinedOn = addDays(today, -20);
const seeded = (name: string, visitDaysAgo: number | null) => ({ id: randomUUID(), name, visitDaysAgo });
const ABEL = seeded('Abel Ausente', null); // never came: 20 days since the entry date
const BRUNO = seeded('Bruno Borde', 14); // last came 14 days ago: listed
const CLARA = seeded('Clara Cerca', 13); // 13 days ago: not yet

function history(): SeedStep[] {
  return [ABEL, BRUNO, CLARA].flatMap((member) => {
    const registered = { name: member.name, plan: 'monthly' as const, joinedOn, amountPaid: 80_000 };
    const steps: SeedStep[] = [{ at: instantOn(joinedOn), command: registerCommand(member.id, registered) }];
    if (member.visitDaysAgo !== null) {
      const on = addDays(today, -member.visitDaysAgo);
      steps.push({ at: instantOn(on), command: recordVisitCommand(member.id) });
    }
    return steps;
  });
}

test.use({ seedDataDir: { seed: (dataDir) => seedEvents(dataDir, history()) } });

const field = (page: Page): Locator => page.getByTestId('check-in-search');
const card = (page: Page): Locator => page.getByTestId('check-in-card');
const outcome = (page: Page): Locator => page.getByTestId('check-in-outcome');
const borderColor = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).borderTopColor);
// The theme's teal.7 (#096b4f, darkened for contrast, issue 16) and Mantine's red.7.
const TEAL_7 = 'rgb(9, 107, 79)';
const RED_7 = 'rgb(240, 62, 62)';

async function openDesk(page: Page): Promise<void> {
  await signInThroughApi(page);
  await page.goto('/check-in');
  await expect(field(page)).toBeFocused();
}

async function member(page: Page, seed: NewMember): Promise<string> {
  return registerMember(page.request, { joinedOn: today, ...seed });
}

async function expectReadyForNext(page: Page): Promise<void> {
  await expect(field(page)).toHaveValue('');
  await expect(field(page)).toBeFocused();
  await expect(card(page)).toHaveCount(0);
}

for (const [width, viewport] of [
  ['1440', WIDE],
  ['768', TABLET],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport });

    test('a Mensualidad member checks in; a second check-in the same day is refused', async ({ page }) => {
      await openDesk(page);
      const name = `Mariana Mensual ${width}`;
      await member(page, { name, plan: 'monthly', amountPaid: 80_000, cedula: `10234567${width.slice(0, 2)}` });
      await field(page).pressSequentially(`mariana mensual ${width}`);
      await expect(card(page)).toHaveAttribute('data-verdict', 'let-in');
      await expect(card(page)).toContainText('Puede ingresar');
      await expect(card(page).getByTestId('status-badge')).toHaveText('Activo');
      expect(await borderColor(card(page))).toBe(TEAL_7);
      await page.screenshot({ path: screenshotPath(`check-in-let-in-${width}`), fullPage: true });

      await card(page).getByTestId('check-in-register').click();
      await expect(outcome(page)).toHaveText(new RegExp(`^Ingreso registrado: ${name}, a las \\d{1,2}:\\d{2}\\.$`));
      await expectReadyForNext(page);

      await field(page).pressSequentially(`mariana mensual ${width}`);
      await expect(card(page).getByTestId('visited-today')).toContainText('Ya ingresó hoy a las');
      await field(page).press('Enter');
      await expect(outcome(page)).toHaveAttribute('data-outcome', 'refused');
      await expect(outcome(page)).toHaveText(
        new RegExp(`^${name}: Ya registró su ingreso hoy a las \\d{1,2}:\\d{2}\\.$`),
      );
      await page.screenshot({ path: screenshotPath(`check-in-refused-${width}`), fullPage: true });

      await page.goto('/attendance');
      const row = page.getByTestId('attendance-row').filter({ hasText: name });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('Mensualidad');
    });

    test('a Tiquetera member checks in with a barcode reader and uses a day', async ({ page }) => {
      await openDesk(page);
      const cedula = `5234${width}`;
      const id = await member(page, {
        name: `Tomás Tiquetera ${width}`,
        plan: 'ticket_book',
        amountPaid: 50_000,
        cedula,
      });
      // A USB reader types the whole cédula at once and presses Enter: no pause for the search.
      await page.keyboard.type(cedula);
      await page.keyboard.press('Enter');
      await expect(outcome(page)).toHaveText(
        new RegExp(
          `^Ingreso registrado: Tomás Tiquetera ${width}, a las \\d{1,2}:\\d{2}\\. Días restantes de la tiquetera: 14$`,
        ),
      );
      await expectReadyForNext(page);

      await page.goto(`/users/${id}`);
      const attendance = page.getByTestId('card-attendance');
      await expect(attendance.getByTestId('days-used')).toHaveText('1');
      await expect(attendance.getByTestId('days-available')).toHaveText('14');
      await expect(attendance.getByTestId('attendance-history').getByRole('listitem')).toHaveCount(1);
      // R5: the first day of the book set its expiry 60 days on.
      await expect(page.getByTestId('card-plan-payments')).toContainText(shownDate(addDays(today, 60)));
    });

    test('a member with debt is shown in red and let in after the confirmation', async ({ page }) => {
      await openDesk(page);
      const name = `Diana Deuda ${width}`;
      await member(page, { name, plan: 'monthly', amountPaid: 30_000 });
      await field(page).pressSequentially(name);
      await expect(card(page)).toHaveAttribute('data-verdict', 'to-desk');
      await expect(card(page).getByTestId('check-in-verdict')).toHaveText('Cobrar antes de dejar pasar');
      await expect(card(page).getByTestId('check-in-reason')).toHaveText(`Tiene una deuda de ${shownMoney(50_000)}.`);
      await expect(card(page).getByTestId('status-badge')).toHaveText('Con Deuda');
      expect(await borderColor(card(page))).toBe(RED_7);
      await page.screenshot({ path: screenshotPath(`check-in-debt-${width}`), fullPage: true });

      await card(page).getByTestId('check-in-register').click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText(`¿Registrar el ingreso de ${name}?`);
      await expect(dialog).toContainText(`${name} no está al día. Tiene una deuda de ${shownMoney(50_000)}.`);
      await page.screenshot({ path: screenshotPath(`check-in-confirm-${width}`) });
      await dialog.getByRole('button', { name: 'Registrar de todos modos' }).click();
      await expect(outcome(page)).toHaveAttribute('data-outcome', 'recorded');
      await expect(outcome(page)).toContainText(`Ingreso registrado: ${name}`);
      await expectReadyForNext(page);
    });

    test("'Sin venir hace 14 días o más' lists the active members 14 or more days without a visit (R1)", async ({
      page,
    }) => {
      await signInThroughApi(page);
      await page.goto('/');
      const absent = page.getByTestId('absent-members');
      await expect(absent.getByRole('listitem')).toHaveCount(2);
      const [abel, bruno] = [absent.getByRole('listitem').nth(0), absent.getByRole('listitem').nth(1)];
      await expect(abel).toContainText(`Abel Ausente`);
      await expect(abel).toContainText(`Hace 20 días · Sin visitas desde su ingreso el ${shownDate(joinedOn)}`);
      await expect(bruno).toContainText('Bruno Borde');
      await expect(bruno).toContainText(`Hace 14 días · Última visita ${shownDate(addDays(today, -14))}`);
      await expect(absent).not.toContainText('Clara Cerca');
      const whatsapp = abel.getByRole('link', { name: 'Enviar WhatsApp a Abel Ausente' });
      const text = new URL((await whatsapp.getAttribute('href')) ?? '').searchParams.get('text');
      expect(text).toBe(
        '¡Hola Abel! Te extrañamos en Gimnasio. Hace 20 días que no vienes a entrenar. ¡Te esperamos pronto!',
      );
      // The chart draws once it comes near the window (issue 36).
      await page.getByTestId('visits-per-day').scrollIntoViewIfNeeded();
      await expect(page.getByTestId('visits-chart').locator('.recharts-bar-rectangle')).toHaveCount(30);
      await absent.scrollIntoViewIfNeeded();
      await page.screenshot({ path: screenshotPath(`dashboard-absent-${width}`), fullPage: true });
    });
  });
}

test('Ingreso comes first in the navigation after Dashboard', async ({ page }) => {
  await page.setViewportSize(WIDE);
  await signInThroughApi(page);
  await page.goto('/');
  const links = page.getByRole('navigation').getByRole('link');
  await expect(links.nth(0)).toHaveText('Dashboard');
  await expect(links.nth(1)).toHaveText('Ingreso');
  await links.nth(1).click();
  await expect(page).toHaveURL(/\/check-in$/);
  await expect(field(page)).toBeFocused();
});

/** How much wider the placeholder's text is than the room the field gives it (negative: it fits). */
const placeholderOverflow = (locator: Locator) =>
  locator.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('no canvas');
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return context.measureText(input.placeholder).width - room;
  });

test('the field says what it takes, whole, at a desk, on a tablet and on a phone', async ({ page }) => {
  await signInThroughApi(page);
  for (const viewport of [WIDE, TABLET, PHONE]) {
    await page.setViewportSize(viewport);
    await page.goto('/check-in');
    await expect(field(page)).toBeFocused();
    await expect(field(page)).toHaveAttribute('placeholder', /teléfono$/);
    expect(await placeholderOverflow(field(page)), `at ${viewport.width} px`).toBeLessThanOrEqual(0);
  }
  await expect(field(page)).toHaveAttribute('placeholder', 'Cédula, nombre o teléfono');
});

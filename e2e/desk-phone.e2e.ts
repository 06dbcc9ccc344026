// The dashboard and the header on a receptionist's 375 px phone in an English browser, and at the
// owner's 1440 px desk in Spanish (issue 41): every WhatsApp button of the lists shows its whole
// word, a long gym name stays on the header's one line beside the menu, ending in '…', and a cédula
// and a phone read the same in Usuarios, the profile and Ingreso, and are found as they read.
import type { Browser, Page } from '@playwright/test';
import { registerMember } from './support/api-seed';
import { startAppServer, type AppServer } from './support/app-server';
import { expect, screenshotPath, test } from './support/fixtures';
import { addDays, gymToday } from './support/gym-dates';
import { memberRows, searchMembers } from './support/member-list';
import { PHONE, WIDE } from './support/screen';
import { signInThroughApi } from './support/sign-in';

const GYM_NAME = 'Gimnasio Fuerza y Salud del Norte de Medellín';
const today = gymToday();
/** This month-day in a leap year: a valid birthday whatever today is. */
const birthdayIn = (days: number): string => `1992-${addDays(today, days).slice(5)}`;

let server: AppServer;

test.beforeAll(async ({ browser }) => {
  server = await startAppServer({ GYM_NAME });
  const seeding = await browser.newContext({ baseURL: server.baseUrl });
  await seed(await seeding.newPage());
  await seeding.close();
});
test.afterAll(async () => {
  await server.stop();
});

/** A member in each list that offers WhatsApp, with the long names a gym's sheet brings. */
async function seed(page: Page): Promise<void> {
  await signInThroughApi(page);
  const members = [
    // About to expire in 3 days.
    { name: 'María Fernanda Gutiérrez Londoño', plan: 'fortnight', joinedOn: addDays(today, -12), amountPaid: 40_000 },
    // Expired.
    { name: 'Juan Sebastián Restrepo Cárdenas', plan: 'monthly', joinedOn: addDays(today, -40), amountPaid: 80_000 },
    // With a debt, and a birthday in 3 days; a cédula.
    {
      name: 'Luz Dary Guiza Montoya',
      cedula: '1090927528',
      phone: '3202470120',
      plan: 'monthly',
      joinedOn: today,
      amountPaid: 30_000,
      birthday: birthdayIn(3),
    },
    // Never came in 20 days.
    { name: 'Carlos Andrés Ospina Betancur', plan: 'monthly', joinedOn: addDays(today, -20), amountPaid: 80_000 },
  ] as const;
  for (const member of members) await registerMember(page.request, member);
}

async function deskAt(browser: Browser, viewport: typeof PHONE | typeof WIDE, locale: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseUrl, viewport, locale, timezoneId: 'America/Bogota' });
  const page = await context.newPage();
  await signInThroughApi(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2, name: 'Dashboard' })).toBeVisible();
  return page;
}

/** Each WhatsApp button whose word does not fit it, or that reaches past its card. */
async function cutWhatsAppButtons(page: Page): Promise<string[]> {
  return page.getByTestId('whatsapp-link').evaluateAll((buttons) =>
    buttons.flatMap((button) => {
      const label = button.querySelector('.mantine-Button-label') ?? button;
      const card = button.closest('section')?.getBoundingClientRect();
      const box = button.getBoundingClientRect();
      const cut =
        label.scrollWidth > label.clientWidth + 1 ||
        button.scrollWidth > button.clientWidth + 1 ||
        (card !== undefined && (box.right > card.right + 1 || box.left < card.left - 1));
      return cut ? [`${button.getAttribute('aria-label') ?? ''}: ${label.scrollWidth} > ${label.clientWidth} px`] : [];
    }),
  );
}

/** The header's gym name: its lines, whether it starts right of the menu button, and how it ends when cut. */
async function headerName(page: Page) {
  const title = page.getByRole('banner').getByRole('heading', { level: 1 });
  return title.evaluate((element) => {
    const burger = element.closest('header')?.querySelector('button.mantine-Burger-root');
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return {
      lines: Math.round(box.height / Number.parseFloat(style.lineHeight)),
      besideMenu:
        burger instanceof HTMLElement && burger.offsetParent !== null
          ? box.left >= burger.getBoundingClientRect().right
          : true,
      cut: element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1,
      ellipsis: style.textOverflow === 'ellipsis',
      title: element.getAttribute('title'),
    };
  });
}

for (const [width, viewport, locale] of [
  ['375', PHONE, 'en-US'],
  ['1440', WIDE, 'es-CO'],
] as const) {
  test(`issue 41: at ${width} px (${locale}) every WhatsApp button shows its word and the gym name keeps one line beside the menu`, async ({
    browser,
  }) => {
    const desk = await deskAt(browser, viewport, locale);
    expect(await desk.evaluate(() => navigator.language)).toBe(locale);
    const buttons = desk.getByTestId('whatsapp-link');
    // About to expire, expired, with debt, without visits, birthdays.
    await expect(buttons).toHaveCount(5);
    for (const button of await buttons.all()) await expect(button).toHaveText('WhatsApp');
    expect(await cutWhatsAppButtons(desk)).toEqual([]);

    const name = await headerName(desk);
    // Cut on a phone, it says so with '…'; the whole name is its title (and the page's).
    expect(name).toEqual({ lines: 1, besideMenu: true, cut: width === '375', ellipsis: true, title: GYM_NAME });
    await desk.screenshot({ path: screenshotPath(`issue-41-dashboard-${width}`), fullPage: true });
    await desk.context().close();
  });
}

for (const [width, viewport, locale] of [
  ['375', PHONE, 'en-US'],
  ['1440', WIDE, 'es-CO'],
] as const) {
  test(`issue 41: at ${width} px (${locale}) a cédula and a phone read 1.090.927.528 and 320 247 0120 everywhere, and are found so`, async ({
    browser,
  }) => {
    const desk = await deskAt(browser, viewport, locale);
    await desk.goto('/users');
    for (const typed of ['1.090.927.528', '320 247 0120', '1090927528']) {
      await searchMembers(desk, typed);
      await expect(memberRows(desk)).toHaveCount(1);
      await expect(memberRows(desk).first()).toContainText('320 247 0120 · C.C. 1.090.927.528');
    }
    await memberRows(desk).first().getByRole('link', { name: 'Luz Dary Guiza Montoya' }).first().click();
    const personal = desk.getByTestId('card-personal-info');
    await expect(personal).toContainText('320 247 0120');
    await expect(personal).toContainText('1.090.927.528');

    await desk.goto('/check-in');
    await desk.getByTestId('check-in-search').fill('1.090.927.528');
    await expect(desk.getByTestId('check-in-card')).toContainText('C.C. 1.090.927.528 · 320 247 0120');
    await desk.context().close();
  });
}

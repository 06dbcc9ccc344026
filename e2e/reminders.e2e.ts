// Recordatorios (R50) in a real browser: a receptionist on a 375 px phone works through today's
// reminders (the menu's count, WhatsApp opening wa.me with the text and marking it 'Enviado',
// 'Omitir' with a reason); the owner's page, open on the same list, drops what she marked at its
// refresh and a mark it sends second is refused in Spanish; the owner's template changes the text.
import type { Browser, Page } from '@playwright/test';
import { registerMember } from './support/api-seed';
import { expect, screenshotPath, test } from './support/fixtures';
import { addDays, gymToday, shownDate, shownMoney } from './support/gym-dates';
import { expectNotification, PHONE, WIDE } from './support/screen';
import { signIn, submitLogin } from './support/sign-in';

const DESK = { email: 'recepcion@gimnasio.test', password: 'clave-de-recepcion-2026', name: 'Lucía Recepción' };
const today = gymToday();

test.use({ viewport: WIDE });

/** The owner creates the receptionist and one member of each kind of reminder. */
async function seedAsOwner(page: Page): Promise<void> {
  await signIn(page);
  const created = await page.request.post('/api/staff', {
    data: { email: DESK.email, password: DESK.password, displayName: DESK.name, role: 'reception' },
  });
  expect(created.status(), await created.text()).toBe(201);
  // A Quincena lasts 15 days: entered 12 days ago it expires in 3; entered 16 days ago it expired yesterday.
  await registerMember(page.request, {
    name: 'Ana Aviso',
    plan: 'fortnight',
    joinedOn: addDays(today, -12),
    amountPaid: 40_000,
    phone: '3001234567',
  });
  await registerMember(page.request, {
    name: 'Beto Vencido',
    plan: 'fortnight',
    joinedOn: addDays(today, -16),
    amountPaid: 40_000,
    phone: '3007654321',
  });
  await registerMember(page.request, {
    name: 'Carla Deuda',
    plan: 'monthly',
    joinedOn: addDays(today, -10),
    amountPaid: 30_000,
    phone: '3205556677',
  });
  await registerMember(page.request, {
    name: 'Dora Cumple',
    plan: 'monthly',
    joinedOn: today,
    amountPaid: 80_000,
    birthday: `1992-${today.slice(5)}`,
  });
}

async function deskPhone(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: PHONE, timezoneId: 'America/Bogota' });
  // wa.me is not reached from the tests: the chat's tab gets a page of our own.
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ status: 200, body: 'WhatsApp', contentType: 'text/plain' }),
  );
  const desk = await context.newPage();
  await desk.goto('/');
  await submitLogin(desk, DESK.email, DESK.password);
  await expect(desk.getByRole('heading', { level: 2, name: 'Dashboard' })).toBeVisible();
  return desk;
}

const group = (page: Page, kind: string) => page.getByTestId(`reminders-${kind}`);

test('a receptionist on a phone works through today’s reminders; the owner’s list follows', async ({
  page,
  browser,
  app,
}) => {
  await page.context().route('https://wa.me/**', (route) => route.fulfill({ status: 200, body: 'WhatsApp' }));
  await seedAsOwner(page);
  await page.goto('/reminders');
  await expect(page.getByRole('heading', { level: 2, name: 'Recordatorios' })).toBeVisible();
  await expect(page.getByTestId('reminder-row')).toHaveCount(4);

  const desk = await deskPhone(browser, app.baseUrl);
  await desk.getByRole('button', { name: 'Menú' }).click();
  const menuLink = desk.getByRole('navigation').getByRole('link', { name: /Recordatorios/ });
  await expect(menuLink.getByTestId('reminders-count')).toHaveText('4');
  await menuLink.click();
  await expect(desk.getByRole('heading', { level: 2, name: 'Recordatorios' })).toBeVisible();

  // Each group with its member, why and the text to send.
  await expect(group(desk, 'expiring')).toContainText('Ana Aviso');
  await expect(group(desk, 'expiring')).toContainText(`Su plan vence el ${shownDate(addDays(today, 3))}.`);
  await expect(group(desk, 'expired')).toContainText(`Su plan venció el ${shownDate(addDays(today, -1))}.`);
  await expect(group(desk, 'debt')).toContainText(
    `Debe ${shownMoney(50_000)} desde el ${shownDate(addDays(today, -10))}.`,
  );
  await expect(group(desk, 'birthday').getByTestId('reminder-message')).toHaveText(
    '¡Hola Dora! ¡Feliz cumpleaños! En Gimnasio te deseamos un gran día.',
  );
  await desk.screenshot({ path: screenshotPath('reminders-375'), fullPage: true, animations: 'disabled' });

  // WhatsApp opens the chat with the text in a tab of its own, and marks it 'Enviado'.
  const text = await group(desk, 'expiring').getByTestId('reminder-message').textContent();
  const [chat] = await Promise.all([
    desk.context().waitForEvent('page'),
    group(desk, 'expiring').getByRole('link', { name: 'Enviar WhatsApp a Ana Aviso' }).click(),
  ]);
  const chatUrl = new URL(chat.url());
  expect(`${chatUrl.host}${chatUrl.pathname}`).toBe('wa.me/573001234567');
  expect(chatUrl.searchParams.get('text')).toBe(text);
  await chat.close();
  await expectNotification(desk, 'Recordatorio marcado como enviado.');
  await expect(group(desk, 'expiring')).toHaveCount(0);
  await expect(desk.getByTestId('reminders-marked')).toContainText(
    `Ana Aviso · Vence en 3 días — Enviado por ${DESK.name}`,
  );

  // 'Omitir' asks why.
  await group(desk, 'debt').getByRole('button', { name: 'Omitir' }).click();
  const dialog = desk.getByRole('dialog', { name: 'Omitir el recordatorio de Carla Deuda' });
  await dialog.getByLabel(/Motivo/).fill('Ya pagó por Nequi');
  await dialog.getByRole('button', { name: 'Omitir' }).click();
  await expectNotification(desk, 'Recordatorio omitido.');
  await expect(group(desk, 'debt')).toHaveCount(0);
  await desk.getByRole('button', { name: 'Menú' }).click();
  await expect(menuLink.getByTestId('reminders-count')).toHaveText('2');
  await desk.getByRole('button', { name: 'Menú' }).click();

  // The owner's page still shows Ana's: a mark sent now comes second and is refused, and the list drops it.
  await group(page, 'expiring')
    .getByRole('link', { name: 'Enviar WhatsApp a Ana Aviso' })
    .click({ modifiers: ['Alt'] });
  await expectNotification(
    page,
    'Otra persona del personal ya marcó este recordatorio como «Enviado». Actualiza la lista.',
  );
  await expect(group(page, 'expiring')).toHaveCount(0);
  // Carla's leaves it at the refresh.
  await page.reload();
  await expect(group(page, 'debt')).toHaveCount(0);
  await expect(page.getByTestId('reminder-row')).toHaveCount(2);

  // The owner's template: a live preview, saved, and the desk's text follows.
  await page.goto('/settings');
  const form = page.getByTestId('reminder-templates-form');
  const birthday = form.getByTestId('template-birthday');
  // Exact: the e-mail's subject beside it is 'Cumpleaños hoy · Asunto del correo'.
  const field = birthday.getByLabel('Cumpleaños hoy', { exact: true });
  // The saved texts arrive first; then the owner writes hers.
  await expect(field).toHaveValue('¡Hola {nombre}! ¡Feliz cumpleaños! En {gimnasio} te deseamos un gran día.');
  await field.fill('¡Feliz día, {nombre}! Te espera {gimnasio}.');
  await expect(birthday.getByTestId('template-preview-birthday')).toHaveText('¡Feliz día, Ana! Te espera Gimnasio.');
  await form.getByRole('button', { name: 'Guardar plantillas' }).click();
  await expectNotification(page, 'Plantillas guardadas.');
  await desk.reload();
  await expect(group(desk, 'birthday').getByTestId('reminder-message')).toHaveText(
    '¡Feliz día, Dora! Te espera Gimnasio.',
  );
  await desk.context().close();
});

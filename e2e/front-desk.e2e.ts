// The front desk through a receptionist's first week (issue 30), in Chromium: a barcode scanner at
// Ingreso (a cédula typed 5 ms a key, then Enter) that never lets a debtor in while the question is
// open, 'Cobrar' at Ingreso, the profile's 'Marcar Asistencia Hoy' asking the same question, and
// where the keyboard focus goes after moving to another screen and after a save.
import type { Browser, Locator, Page } from '@playwright/test';
import { registerMember, type NewMember } from './support/api-seed';
import { expect, screenshotPath, test } from './support/fixtures';
import { gymToday, shownMoney } from './support/gym-dates';
import { expectNotification, PHONE, WIDE } from './support/screen';
import { signInThroughApi } from './support/sign-in';

const RECEPTION = { email: 'recepcion@gimnasio.test', password: 'clave-de-recepcion-2026' } as const;

/** A Recepción account, signed in in a browser of its own (the front desk's role). */
async function receptionist(
  browser: Browser,
  admin: Page,
  viewport: { readonly width: number; readonly height: number } = WIDE,
): Promise<Page> {
  const created = await admin.request.post('/api/staff', {
    data: { ...RECEPTION, displayName: 'Yuliana Recepción', role: 'reception' },
  });
  expect([201, 409]).toContain(created.status());
  const context = await browser.newContext({ viewport, baseURL: new URL(admin.url()).origin });
  const desk = await context.newPage();
  expect((await desk.request.post('/api/auth/login', { data: RECEPTION })).status()).toBe(200);
  return desk;
}

const field = (page: Page): Locator => page.getByTestId('check-in-search');
const card = (page: Page): Locator => page.getByTestId('check-in-card');
const outcome = (page: Page): Locator => page.getByTestId('check-in-outcome');

/** What a USB barcode reader does: the code a key every 5 ms, then Enter. */
async function scan(page: Page, code: string): Promise<void> {
  await page.keyboard.type(code, { delay: 5 });
  await page.keyboard.press('Enter');
}

async function member(page: Page, seed: NewMember): Promise<string> {
  return registerMember(page.request, { joinedOn: gymToday(), ...seed });
}

/** Today's visit of the member with `cedula`, as the desk's search reports it (null: not let in). */
async function visitedToday(page: Page, cedula: string): Promise<string | null> {
  const found = (await (await page.request.get(`/api/check-in?q=${cedula}`)).json()) as {
    items: { visitedTodayAt: string | null }[];
  };
  return found.items[0]?.visitedTodayAt ?? null;
}

async function openDesk(page: Page): Promise<void> {
  await page.goto('/check-in');
  await expect(field(page)).toBeFocused();
}

// Colombian names as the desk meets them: the whole legal name, and a second desk on a phone.
const DESKS = [
  {
    width: '1440',
    viewport: WIDE,
    debtor: { name: 'María del Pilar Concepción de los Ángeles Rodríguez', cedula: '1023456789' },
    next: { name: 'Juan Esteban Restrepo Gómez', cedula: '79123456' },
  },
  {
    width: '375',
    viewport: PHONE,
    debtor: { name: 'Ana Lucía Buitrago de la Hoz', cedula: '52987654' },
    next: { name: 'José Luis Muñoz Pérez', cedula: '1098123456' },
  },
] as const;

for (const { width, viewport, debtor: owes, next: paid } of DESKS) {
  test(`at ${width} px a scan while a debtor's question is open is the next member's search, never a yes`, async ({
    page,
    browser,
  }) => {
    await signInThroughApi(page);
    await page.goto('/');
    const [debtor, debtorCedula, next, nextCedula] = [owes.name, owes.cedula, paid.name, paid.cedula];
    await member(page, { name: debtor, plan: 'monthly', amountPaid: 30_000, cedula: debtorCedula });
    await member(page, { name: next, plan: 'monthly', amountPaid: 80_000, cedula: nextCedula });
    const desk = await receptionist(browser, page, viewport);
    await openDesk(desk);

    await scan(desk, debtorCedula);
    const dialog = desk.getByRole('dialog');
    await expect(dialog).toContainText(`${debtor} no está al día. Tiene una deuda de ${shownMoney(50_000)}.`);
    await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
    const confirm = dialog.getByRole('button', { name: 'Registrar de todos modos (F2)' });
    await expect(confirm).not.toBeFocused();
    await desk.waitForTimeout(300); // the dialog's opening transition, for the picture
    await desk.screenshot({ path: screenshotPath(`front-desk-debtor-dialog-${width}`) });

    // The scanner's own Enter, alone, does nothing here.
    await desk.keyboard.press('Enter');
    await expect(dialog).toBeVisible();

    await scan(desk, nextCedula);
    await expect(outcome(desk)).toHaveText(new RegExp(`^Ingreso registrado: ${next}, a las \\d{1,2}:\\d{2}\\.$`));
    await expect(dialog).toHaveCount(0);
    await expect(field(desk)).toBeFocused();
    await expect(field(desk)).toHaveValue('');
    expect(await visitedToday(page, debtorCedula)).toBeNull();
    expect(await visitedToday(page, nextCedula)).not.toBeNull();
    await desk.screenshot({ path: screenshotPath(`front-desk-after-second-scan-${width}`), fullPage: true });

    // Letting the debtor in is a deliberate act: F2 (or a click).
    await scan(desk, debtorCedula);
    await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
    await desk.keyboard.press('F2');
    await expect(outcome(desk)).toContainText(`Ingreso registrado: ${debtor}`);
    expect(await visitedToday(page, debtorCedula)).not.toBeNull();
    await desk.context().close();
  });
}

test("'Cobrar' at Ingreso takes the debt, prints a receipt, and leaves the field ready for the next scan", async ({
  page,
  browser,
}) => {
  await signInThroughApi(page);
  await page.goto('/');
  const id = await member(page, { name: 'Andrés Felipe Castaño Ruiz', amountPaid: 30_000, cedula: '80111222' });
  const desk = await receptionist(browser, page);
  await openDesk(desk);
  await scan(desk, '80111222');
  await desk.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
  await expect(field(desk)).toBeFocused();

  await card(desk).getByRole('button', { name: 'Cobrar a Andrés Felipe Castaño Ruiz' }).click();
  const form = desk.getByRole('dialog', { name: 'Cobrar a Andrés Felipe Castaño Ruiz' });
  const amount = form.getByLabel('Monto');
  await expect(amount).toBeFocused();
  await expect(amount).toHaveValue('$ 50.000'); // the field's own spacing, not Intl's no-break space
  await expect(form.getByLabel('Tipo de pago')).toHaveValue('installment');
  await desk.screenshot({ path: screenshotPath('front-desk-collect-1440') });
  // A person types over the pre-filled debt: part of it today.
  await amount.pressSequentially('20000', { delay: 90 });
  await form.getByRole('button', { name: 'Guardar Pago' }).click();

  await expect(outcome(desk)).toHaveText(
    `Pago registrado: Andrés Felipe Castaño Ruiz, ${shownMoney(20_000)}. Imprimir recibo`,
  );
  await expectNotification(desk, 'Pago registrado correctamente.');
  await expect(field(desk)).toBeFocused();
  await expect(card(desk).getByRole('group', { name: 'Deuda' })).toContainText(shownMoney(30_000));
  const profile = (await (await page.request.get(`/api/members/${id}`)).json()) as { debt: number };
  expect(profile.debt).toBe(30_000);
  const receipt = outcome(desk).getByRole('link');
  await expect(receipt).toHaveAttribute('href', /^\/receipts\/[0-9a-f-]{36}$/);

  // The next member's scan types over the text, selected, and needs no click first.
  await scan(desk, '80111222');
  await expect(desk.getByRole('dialog')).toContainText('Tiene una deuda de');
  await desk.context().close();
});

test("the profile's 'Marcar Asistencia Hoy' warns about a debt as Ingreso does; the days left take the focus", async ({
  page,
}) => {
  await signInThroughApi(page);
  await page.goto('/');
  const id = await member(page, { name: 'Luz Dary Ospina', plan: 'ticket_book', amountPaid: 10_000 });
  await page.goto(`/users/${id}`);
  const attendance = page.getByTestId('card-attendance');
  await attendance.getByRole('button', { name: 'Marcar Asistencia Hoy' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Luz Dary Ospina no está al día. Tiene una deuda de ${shownMoney(40_000)}.`);
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(attendance.getByTestId('days-used')).toHaveText('0');
  await expect(attendance.getByRole('button', { name: 'Marcar Asistencia Hoy' })).toBeFocused();

  await attendance.getByRole('button', { name: 'Marcar Asistencia Hoy' }).click();
  await dialog.getByRole('button', { name: 'Registrar de todos modos (F2)' }).click();
  await expectNotification(page, 'Asistencia registrada. Días restantes: 14');
  await expect(attendance.getByTestId('days-used')).toHaveText('1');
  await expect(attendance.getByRole('group', { name: 'Días disponibles' })).toBeFocused();
});

test('after moving to another screen the focus is on its heading; Ingreso keeps it in its field', async ({ page }) => {
  await signInThroughApi(page);
  await page.goto('/');
  const id = await member(page, { name: 'Sandra Milena Quintero', amountPaid: 80_000 });
  const heading = (name: string) => page.getByRole('heading', { level: 2, name });
  const menu = page.getByRole('navigation');
  await menu.getByRole('link', { name: 'Usuarios' }).click();
  await expect(heading('Usuarios')).toBeFocused();
  // With the keyboard: the focus leaves the menu for the new screen.
  await menu.getByRole('link', { name: 'Asistencia' }).focus();
  await page.keyboard.press('Enter');
  await expect(heading('Asistencia')).toBeFocused();
  // A profile's heading replaces 'Perfil' once loaded: the focus follows it.
  await page.goto('/users');
  await page.getByRole('link', { name: 'Ver perfil de Sandra Milena Quintero' }).click();
  await expect(page).toHaveURL(new RegExp(`/users/${id}$`));
  await expect(heading('Sandra Milena Quintero')).toBeFocused();
  await menu.getByRole('link', { name: 'Ingreso' }).click();
  await expect(field(page)).toBeFocused();

  // On a phone the menu closes and the focus is on the screen, not in the hidden menu.
  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: 'Menú' }).click();
  await menu.getByRole('link', { name: 'Pagos' }).click();
  await expect(heading('Pagos')).toBeFocused();
});

test('after a save the focus goes to what shows the result', async ({ page }) => {
  await signInThroughApi(page);
  await page.goto('/');
  const id = await member(page, { name: 'Carlos Arturo Gutiérrez', amountPaid: 30_000 });
  await page.goto(`/users/${id}`);
  const payments = page.getByTestId('card-payments');
  await payments.getByRole('button', { name: 'Registrar Nuevo Pago' }).click();
  await payments.getByLabel('Monto').pressSequentially('10000', { delay: 50 });
  await payments.getByRole('button', { name: 'Guardar Pago' }).click();
  await expect(payments.getByTestId('total-paid')).toBeFocused();
  await expect(payments.getByTestId('total-paid')).toContainText(shownMoney(40_000));

  await page.getByRole('button', { name: 'Editar Perfil' }).click();
  await page.getByLabel('Dirección').fill('Carrera 7 # 45-10');
  await page.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expectNotification(page, 'Información del usuario actualizada correctamente.');
  await expect(page.getByRole('heading', { level: 2, name: 'Carlos Arturo Gutiérrez' })).toBeFocused();
  const activeTag = await page.evaluate(() => document.activeElement?.tagName);
  expect(activeTag).toBe('H2');
});

// R51 in a real browser: the desk gives a member a card on the profile ('Carnet': credit-card size,
// the QR of '/m/{token}'), and the card's page opens on a 320 px phone
// without signing in — the gym, first name, plan, expiry, debt and payments, never cached nor
// indexed; after 'Renovar carnet' the old address reads only 'Este carnet no es válido.'.
import { registerMember } from './support/api-seed';
import { expect, screenshotPath, test } from './support/fixtures';
import { addOneMonth, gymToday, shownDate, shownMoney } from './support/gym-dates';
import { expectNotification, WIDE } from './support/screen';
import { signInThroughApi } from './support/sign-in';

test.use({ viewport: WIDE });

const SMALL_PHONE = { width: 320, height: 640 } as const;

test('R51: the member’s card — given on the profile, opened from its QR on a 320 px phone, renewed', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInThroughApi(page);
  const id = await registerMember(page.request, { name: 'Carla Carnet Ruiz', plan: 'monthly', amountPaid: 30_000 });
  await page.goto(`/users/${id}`);
  const section = page.getByTestId('card-member-card');
  await section.getByTestId('issue-card').click();
  await expectNotification(page, 'Carnet creado correctamente.');
  const card = section.getByTestId('member-card');
  await expect(card).toContainText('Carla Carnet Ruiz');
  await expect(card).toContainText('Mensualidad');
  // Credit-card size: 85.6 mm wide is about 323 CSS px.
  const box = await card.boundingBox();
  expect(Math.round(box?.width ?? 0)).toBeGreaterThanOrEqual(320);
  expect(Math.round(box?.width ?? 0)).toBeLessThanOrEqual(326);
  await expect(section.getByTestId('card-qr')).toBeVisible();
  await card.screenshot({ path: screenshotPath('carnet'), animations: 'disabled' });

  const { path, token } = (await (await page.request.get(`/api/members/${id}/card`)).json()) as {
    path: string;
    token: string;
  };
  expect(path).toBe(`/m/${token}`);

  // The member's phone: no session, 320 px wide.
  const phone = await browser.newContext({ viewport: SMALL_PHONE, baseURL });
  const member = await phone.newPage();
  const answer = await member.goto(path);
  expect(answer?.headers()['cache-control']).toBe('no-store');
  expect(answer?.headers()['x-robots-tag']).toContain('noindex');
  const shown = member.getByTestId('member-card-page');
  await expect(shown.getByTestId('card-name')).toHaveText('Hola, Carla');
  await expect(shown.getByTestId('card-plan')).toHaveText('Plan: Mensualidad');
  await expect(shown.getByTestId('card-validity')).toHaveText(`Vence el ${shownDate(addOneMonth(gymToday()))}`);
  await expect(shown.getByTestId('card-debt')).toHaveText(`Debes ${shownMoney(50_000)}`);
  await expect(shown.getByTestId('card-payment')).toHaveCount(1);
  await expect(member.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
  await expect(shown).not.toContainText('Carnet Ruiz');
  const width = await member.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'the card page is wider than a 320 px phone').toBeLessThanOrEqual(SMALL_PHONE.width);
  await member.screenshot({ path: screenshotPath('carnet-pagina-320'), fullPage: true, animations: 'disabled' });

  // 'Renovar carnet': the old address stops at once, with no hint why.
  await section.getByTestId('renew-card').click();
  await page.getByTestId('confirm-renew-card').click();
  await expectNotification(page, 'Carnet renovado: el anterior ya no vale.');
  await member.reload();
  await expect(member.getByTestId('card-refused')).toHaveText('Este carnet no es válido.');
  await member.goto('/m/no-es-un-token');
  await expect(member.getByTestId('card-refused')).toHaveText('Este carnet no es válido.');
  await phone.close();
});

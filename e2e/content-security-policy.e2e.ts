// The page keeps to its own Content-Security-Policy (issue 41): signed in, no main screen makes the
// browser report a violation, neither as a `securitypolicyviolation` event nor as a console error
// (zod's `new Function('')` probe, caught or not, is reported as one).
import type { Page } from '@playwright/test';
import { FEMALE_MEASURES, markAttendance, recordMeasures, recordPayment, registerMember } from './support/api-seed';
import { expect, test } from './support/fixtures';
import { signIn } from './support/sign-in';

interface Violation {
  readonly path: string;
  readonly directive: string;
  readonly blocked: string;
  readonly source: string;
}

/** Each violation the page reports, tagged with the path open at the time. */
async function watchViolations(page: Page): Promise<Violation[]> {
  const seen: Violation[] = [];
  const path = (): string => new URL(page.url()).pathname;
  await page.exposeFunction('reportCspViolation', (directive: string, blocked: string, source: string): void => {
    seen.push({ path: path(), directive, blocked, source });
  });
  // Before any script of the page runs, so a violation while the bundle loads is caught too.
  await page.addInitScript(() => {
    const report = (window as unknown as { reportCspViolation: (...values: string[]) => void }).reportCspViolation;
    document.addEventListener('securitypolicyviolation', (event) =>
      report(event.violatedDirective, event.blockedURI, `${event.sourceFile}:${event.lineNumber}`),
    );
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content[ -]Security[ -]Policy/i.test(message.text()))
      seen.push({ path: path(), directive: 'console', blocked: message.text(), source: message.location().url });
  });
  return seen;
}

// Sixteen screens, each loaded whole.
test.setTimeout(120_000);

test('signed in, no main screen violates the Content-Security-Policy', async ({ page }) => {
  const violations = await watchViolations(page);
  await signIn(page);
  const memberId = await registerMember(page.request, { name: 'Carolina Política', plan: 'ticket_book' });
  const paymentId = await recordPayment(page.request, memberId, { amount: 20_000 });
  await markAttendance(page.request, memberId);
  await recordMeasures(page.request, memberId, FEMALE_MEASURES);

  const screens = [
    '/',
    '/check-in',
    '/users',
    `/users/${memberId}`,
    '/users/import',
    '/payments',
    '/cash-closing',
    `/receipts/${paymentId}`,
    '/body-composition',
    '/attendance',
    '/audit',
    `/audit/${memberId}`,
    '/settings',
    '/staff',
    '/staff-activity',
    '/data-requests',
    '/my-account',
  ];
  for (const path of screens) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: 'Cerrar Sesión' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(path);
    await page.waitForLoadState('networkidle');
  }
  expect(violations).toEqual([]);
});

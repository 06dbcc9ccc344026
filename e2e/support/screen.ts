// What the screens show: notifications after an action, screenshots at both widths, and layout checks
// (fields in rows, no sideways scrolling, names on one line) that a component test cannot see.
import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** The newest notification carrying `text`. */
export function notification(page: Page, text: string): Locator {
  return page.locator('.mantine-Notification-root').filter({ hasText: text }).last();
}

export async function expectNotification(page: Page, text: string): Promise<void> {
  await expect(notification(page, text)).toBeVisible();
}

/** Whether two elements' boxes overlap on screen. */
export async function overlaps(first: Locator, second: Locator): Promise<boolean> {
  const [a, b] = [await first.boundingBox(), await second.boundingBox()];
  if (a === null || b === null) return false;
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

export const WIDE = { width: 1440, height: 900 } as const;
export const PHONE = { width: 375, height: 812 } as const;
/** A front-desk tablet held upright. */
export const TABLET = { width: 768, height: 1024 } as const;

/**
 * Full-page screenshots of what is on screen at 1440 px and at 375 px wide
 * (`<name>-1440.png`, `<name>-375.png`), leaving the page at 1440 px.
 */
export async function screenshotsAtBothWidths(
  page: Page,
  name: string,
  path: (name: string) => string,
  checkLayout: () => Promise<void> = async () => undefined,
): Promise<void> {
  await page.setViewportSize(WIDE);
  await checkLayout();
  await page.screenshot({ path: path(`${name}-1440`), fullPage: true, animations: 'disabled' });
  await page.setViewportSize(PHONE);
  // The shell's navbar slides away below 768 px; let the layout settle before the picture.
  await page.waitForTimeout(300);
  await checkLayout();
  await page.screenshot({ path: path(`${name}-375`), fullPage: true, animations: 'disabled' });
  // Nothing may stick out sideways on a phone (wide tables scroll inside their own box).
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth, `${name}: the page is wider than the phone`).toBeLessThanOrEqual(PHONE.width);
  await page.setViewportSize(WIDE);
  await layoutSettled(page);
}

/**
 * After a resize, the screens that follow a media query (tables that turn into cards on a phone)
 * re-render when its listener runs: two frames later they show the new width's layout. Printing or
 * measuring before that, on a loaded machine, caught the phone's longer layout.
 */
export async function layoutSettled(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

/** The fields of a form grid line up: any two inputs sit on the same row or clearly on different rows. */
export async function expectFieldsInRows(fields: Locator): Promise<void> {
  const tops = await fields.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().top));
  for (const top of tops) {
    const offsets = tops.map((other) => Math.abs(other - top));
    expect(
      offsets.filter((offset) => offset > 1 && offset < 24),
      `input tops ${tops.join(', ')}`,
    ).toEqual([]);
  }
}

/** A table's scroll box shows every column without scrolling sideways. */
export async function expectWholeWidthShown(table: Locator): Promise<void> {
  const { scrollWidth, clientWidth } = await table.evaluate((element) => {
    const box = element.closest('.mantine-TableScrollContainer-scrollContainer') ?? element;
    return { scrollWidth: box.scrollWidth, clientWidth: box.clientWidth };
  });
  expect(scrollWidth, 'the table scrolls sideways').toBeLessThanOrEqual(clientWidth);
}

/** Each of these texts (e.g. names in a list) sits on one line, not broken across two. */
export async function expectOnOneLine(elements: Locator): Promise<void> {
  const lines = await elements.evaluateAll((all) =>
    all.map((element) => {
      const lineHeight = Number.parseFloat(getComputedStyle(element).lineHeight);
      return `${element.textContent}: ${Math.round(element.getBoundingClientRect().height / lineHeight)}`;
    }),
  );
  expect(lines.filter((line) => !line.endsWith(': 1'))).toEqual([]);
}

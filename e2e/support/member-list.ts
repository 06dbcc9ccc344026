// The member list (/users): its rows, and searching it.
import type { Locator, Page } from '@playwright/test';

export const memberRows = (page: Page): Locator => page.getByTestId('member-row');

/** Types into the search box and waits until the list answers for that text (the search waits for a pause in typing). */
export async function searchMembers(page: Page, text: string): Promise<void> {
  const answered = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/api/members' && url.searchParams.get('search') === text;
  });
  await page.getByRole('searchbox', { name: 'Buscar usuario' }).fill(text);
  await answered;
}

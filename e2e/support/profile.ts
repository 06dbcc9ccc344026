// A member's profile (/users/{id}): opening it for a member registered through the API, and its cards.
import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { type NewMember, registerMember } from './api-seed';
import { signInThroughApi } from './sign-in';

/** Signs in, registers `member` and opens their profile: the member's id. */
export async function openProfile(page: Page, member: NewMember): Promise<string> {
  await signInThroughApi(page);
  const id = await registerMember(page.request, member);
  await page.goto(`/users/${id}`);
  await expect(page.getByRole('heading', { level: 2, name: member.name })).toBeVisible();
  return id;
}

/** One of the profile's cards, by its test id ('card-payments', 'card-plan-payments', …). */
export const card = (page: Page, testId: string): Locator => page.getByTestId(testId);

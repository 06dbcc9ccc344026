// R47 in the browser: the add form's (or the profile dialog's) data authorisation, answered as the
// desk does — Sí to personal data, Sí or No to sensitive data and to reminders, and how it was given.
import type { Locator, Page } from '@playwright/test';

export async function answerAuthorization(
  page: Page,
  form: Locator,
  { sensitive = true, reminders = true }: { readonly sensitive?: boolean; readonly reminders?: boolean } = {},
): Promise<void> {
  const answer = async (question: RegExp, yes: boolean) =>
    form
      .getByRole('radiogroup', { name: question })
      .getByRole('radio', { name: yes ? 'Sí' : 'No' })
      .check();
  await answer(/datos personales/, true);
  await answer(/datos sensibles/, sensitive);
  await answer(/recordatorios/, reminders);
  await form.getByRole('combobox', { name: /Cómo la dio/ }).click();
  await page.getByRole('option', { name: 'Firma' }).click();
}

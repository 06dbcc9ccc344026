// R47 in component tests: answer the data authorisation's three questions and how it was given,
// as a receptionist does in the add form or the profile's dialog.
import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

export async function answerAuthorization(
  user: ReturnType<typeof userEvent.setup>,
  { sensitive = true, reminders = true }: { readonly sensitive?: boolean; readonly reminders?: boolean } = {},
): Promise<void> {
  const group = (name: RegExp) => screen.getByRole('radiogroup', { name });
  const answer = (yes: boolean) => ({ name: yes ? 'Sí' : 'No' });
  await user.click(within(group(/datos personales/)).getByRole('radio', answer(true)));
  await user.click(within(group(/datos sensibles/)).getByRole('radio', answer(sensitive)));
  await user.click(within(group(/recordatorios/)).getByRole('radio', answer(reminders)));
  await user.click(screen.getByLabelText(/Cómo la dio/, { selector: 'input' }));
  await user.click(await screen.findByRole('option', { name: 'Firma' }));
}

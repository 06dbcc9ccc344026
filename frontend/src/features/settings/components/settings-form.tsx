// What every Configuración form shares (gym details, data policy, discount limit, reminder templates):
// the bordered form with its title and hint, and the save — the checked values sent once per attempt
// (one Idempotency-Key, reused by a retry of the same values), a notification, the store loaded
// again, and a refusal shown under its field.
import { useCallback, type ReactNode, type SyntheticEvent } from 'react';
import { Paper, Text, Title } from '@mantine/core';
import type { MessageKey } from '@gym/domain';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key';
import { focusFirstError } from '../../../lib/focus-first-error';
import { notifyFormFailure, notifySuccess, type MarkableForm } from '../../../lib/notify';

export function SettingsForm({
  title,
  hint,
  testId,
  onSubmit,
  children,
}: {
  readonly title: string;
  readonly hint: ReactNode;
  readonly testId: string;
  readonly onSubmit: (event?: SyntheticEvent<HTMLFormElement>) => void;
  readonly children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      p="md"
      my="md"
      component="form"
      onSubmit={onSubmit}
      noValidate
      aria-label={title}
      data-testid={testId}
    >
      <Title order={3} size="h4" mb={4}>
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {hint}
      </Text>
      {children}
    </Paper>
  );
}

export interface SettingsSave<B, A> {
  readonly send: (body: B, idempotencyKey: string) => Promise<A>;
  /** The notification once saved. */
  readonly saved: (answer: A) => string;
  readonly failed: MessageKey;
  /** Loads the store again, so the form shows what was recorded. */
  readonly reload: () => Promise<unknown>;
}

/** The form's save, and how it shows errors found before sending (focusing the first). */
export function useSettingsSave(form: MarkableForm & { setErrors: (errors: Record<string, string>) => void }) {
  const idempotency = useIdempotencyKey();
  const save = useCallback(
    async <B, A>(body: B, options: SettingsSave<B, A>): Promise<void> => {
      try {
        const answer = await options.send(body, idempotency.keyFor(body));
        idempotency.done();
        notifySuccess(options.saved(answer));
        await options.reload();
      } catch (error) {
        notifyFormFailure(form, error, options.failed);
      }
    },
    [form, idempotency],
  );
  const refuse = useCallback(
    (errors: Record<string, string>, target: EventTarget | null | undefined): void => {
      form.setErrors(errors);
      focusFirstError(target);
    },
    [form],
  );
  return { save, refuse };
}

// 'Mi nombre' (issue 30): the signed-in account renames itself ('Administrador' → 'Marta Ruiz'); its
// receipts ('Recibió') and the histories name it so from then on, old ones included.
import { Button, Group, Paper, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { changeOwnDisplayNameRequest, message } from '@gym/domain';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key';
import { send } from '../../../lib/api-client';
import { checkRequest } from '../../../lib/check-request';
import { focusFirstError } from '../../../lib/focus-first-error';
import { notifyFormFailure, notifySuccess } from '../../../lib/notify';
import { useSessionStore } from '../../../stores/session-store';

export function DisplayNameForm({ current }: { readonly current: string }) {
  const form = useForm({ mode: 'controlled', initialValues: { displayName: current } });
  const idempotency = useIdempotencyKey();

  const submit = form.onSubmit(async (values, event) => {
    const checked = checkRequest(changeOwnDisplayNameRequest, values);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      focusFirstError(event?.currentTarget);
      return;
    }
    const { displayName } = checked.value;
    try {
      const idempotencyKey = idempotency.keyFor(checked.value);
      await send('changeOwnDisplayName', { body: { displayName }, idempotencyKey, fallback: 'STAFF.SAVE_FAILED' });
      idempotency.done();
      notifySuccess(message('MY_ACCOUNT.NAME_SAVED'));
      // The header and this screen read the session's account: ask the server who it is now.
      await useSessionStore.getState().check();
      form.setValues({ displayName });
    } catch (error) {
      notifyFormFailure(form, error, 'STAFF.SAVE_FAILED', { notify: 'unless-marked' });
    }
  });

  return (
    <Paper
      withBorder
      p="md"
      mb="md"
      component="form"
      onSubmit={submit}
      noValidate
      aria-label={message('MY_ACCOUNT.NAME_TITLE')}
      data-testid="display-name-form"
    >
      <Title order={3} size="h4" mb={4}>
        {message('MY_ACCOUNT.NAME_TITLE')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {message('MY_ACCOUNT.NAME_HINT')}
      </Text>
      <TextInput
        {...form.getInputProps('displayName')}
        label={message('FIELD.displayName')}
        autoComplete="name"
        required
        maw={420}
      />
      <Group mt="md">
        <Button type="submit" loading={form.submitting}>
          {message('MY_ACCOUNT.NAME_SAVE')}
        </Button>
      </Group>
    </Paper>
  );
}

// 'Cambiar mi contraseña': the current one, then the new one twice. The account's sessions on other
// devices end; this one goes on (the server sends a fresh cookie).
import { Button, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { message, newPasswordProblem } from '@gym/domain';
import { send } from '../../../lib/api-client';
import { notifyFormFailure, notifySuccess } from '../../../lib/notify';

interface PasswordValues {
  readonly currentPassword: string;
  readonly newPassword: string;
  readonly newPasswordAgain: string;
}

const initialValues: PasswordValues = { currentPassword: '', newPassword: '', newPasswordAgain: '' };

export function ChangePasswordForm() {
  const form = useForm<PasswordValues>({
    mode: 'controlled',
    initialValues,
    validate: {
      currentPassword: (value) => (value === '' ? message('STAFF.CURRENT_PASSWORD_WRONG') : null),
      newPassword: (value) => {
        const problem = newPasswordProblem(value);
        return problem === null ? null : message(problem);
      },
      newPasswordAgain: (value, values) => (value === values.newPassword ? null : message('STAFF.PASSWORDS_DIFFERENT')),
    },
  });

  const submit = form.onSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await send('changeOwnPassword', { body: { currentPassword, newPassword }, fallback: 'STAFF.SAVE_FAILED' });
      notifySuccess(message('MY_ACCOUNT.SAVED'));
      form.reset();
    } catch (error) {
      notifyFormFailure(form, error, 'STAFF.SAVE_FAILED', { notify: 'unless-marked' });
    }
  });

  return (
    <Paper
      withBorder
      p="md"
      component="form"
      onSubmit={submit}
      noValidate
      aria-label={message('MY_ACCOUNT.PASSWORD_TITLE')}
    >
      <Title order={3} size="h4" mb={4}>
        {message('MY_ACCOUNT.PASSWORD_TITLE')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {message('MY_ACCOUNT.PASSWORD_HINT')}
      </Text>
      <Stack gap="sm" maw={420}>
        <PasswordInput
          {...form.getInputProps('currentPassword')}
          label={message('FIELD.currentPassword')}
          autoComplete="current-password"
          required
        />
        <PasswordInput
          {...form.getInputProps('newPassword')}
          label={message('FIELD.newPassword')}
          description={message('STAFF_SCREEN.PASSWORD_HINT')}
          autoComplete="new-password"
          required
        />
        <PasswordInput
          {...form.getInputProps('newPasswordAgain')}
          label={message('FIELD.newPasswordAgain')}
          autoComplete="new-password"
          required
        />
      </Stack>
      <Group mt="md">
        <Button type="submit" loading={form.submitting}>
          {message('MY_ACCOUNT.SAVE')}
        </Button>
      </Group>
    </Paper>
  );
}

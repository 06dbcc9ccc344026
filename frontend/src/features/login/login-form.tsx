// The sign-in form: e-mail and password, Spanish validation, the server's refusal shown as it is sent.
import { useState } from 'react';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { isEmail, isNotEmpty, useForm } from '@mantine/form';
import { hasInvisibleCharacters, message } from '@gym/domain';
import { ApiError } from '../../lib/api-client';
import { useSessionStore } from '../../stores/session-store';

export function LoginForm() {
  const login = useSessionStore((state) => state.login);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: {
      email: (value: string) =>
        isNotEmpty(message('LOGIN.EMAIL_REQUIRED'))(value.trim()) ??
        (hasInvisibleCharacters(value) ? message('STAFF.EMAIL_INVISIBLE_CHARACTERS') : null) ??
        isEmail(message('LOGIN.EMAIL_INVALID'))(value.trim()),
      password: isNotEmpty(message('LOGIN.PASSWORD_REQUIRED')),
    },
  });

  const submit = form.onSubmit(async ({ email, password }) => {
    setServerError(null);
    try {
      await login({ email: email.trim(), password });
    } catch (error) {
      setServerError(error instanceof ApiError ? error.message : message('AUTH.LOGIN_FAILED'));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {serverError && (
          <Alert color="red" variant="light" role="alert">
            {serverError}
          </Alert>
        )}
        <TextInput
          {...form.getInputProps('email')}
          key={form.key('email')}
          type="email"
          label={message('LOGIN.EMAIL')}
          autoComplete="username"
          inputMode="email"
          required
          data-autofocus
          autoFocus
        />
        <PasswordInput
          {...form.getInputProps('password')}
          key={form.key('password')}
          label={message('LOGIN.PASSWORD')}
          autoComplete="current-password"
          required
          // Mantine leaves the toggle out of the tab order; it must be reachable by keyboard.
          visibilityToggleButtonProps={{ 'aria-label': message('LOGIN.TOGGLE_PASSWORD'), tabIndex: 0 }}
        />
        <Button type="submit" fullWidth size="md" mt="xs" disabled={form.submitting}>
          {message(form.submitting ? 'LOGIN.SUBMITTING' : 'LOGIN.SUBMIT')}
        </Button>
      </Stack>
    </form>
  );
}

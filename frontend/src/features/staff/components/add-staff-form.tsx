// 'Nueva cuenta del personal': e-mail, name, role (Recepción to start with) and the password typed twice.
import { Button, Group, Paper, PasswordInput, SimpleGrid, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { emailProblem, isStaffRole, message, type StaffRole } from '@gym/domain';
import { notifyFormFailure, notifySuccess } from '../../../lib/notify';
import { useStaffStore } from '../staff-store';
import { newPasswordRules, type NewPasswordValues } from './new-password-fields';
import { RoleSelect } from './role-select';

interface AddStaffValues extends NewPasswordValues {
  readonly email: string;
  readonly displayName: string;
  readonly role: StaffRole;
}

const initialValues: AddStaffValues = {
  email: '',
  displayName: '',
  role: 'reception',
  password: '',
  passwordAgain: '',
};

export function AddStaffForm({ onAdded }: { readonly onAdded: () => void }) {
  const form = useForm<AddStaffValues>({
    mode: 'controlled',
    initialValues,
    validate: {
      // The domain's rule: an invisible character (a pasted zero-width space) is named as such.
      email: (value) => {
        const problem = emailProblem(value);
        return problem === null ? null : message(problem);
      },
      displayName: (value) => (value.trim() === '' ? message('STAFF.DISPLAY_NAME_REQUIRED') : null),
      ...newPasswordRules,
    },
  });

  const submit = form.onSubmit(async ({ email, displayName, role, password }) => {
    try {
      await useStaffStore.getState().create({ email: email.trim(), displayName: displayName.trim(), role, password });
      notifySuccess(message('STAFF_SCREEN.CREATED'));
      form.reset();
      onAdded();
    } catch (error) {
      notifyFormFailure(form, error, 'STAFF.SAVE_FAILED');
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
      aria-label={message('STAFF_SCREEN.FORM_TITLE')}
    >
      <Title order={3} size="h4" mb="sm">
        {message('STAFF_SCREEN.FORM_TITLE')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        <TextInput
          {...form.getInputProps('email')}
          label={message('FIELD.email')}
          type="email"
          required
          autoComplete="off"
          data-autofocus
        />
        <TextInput
          {...form.getInputProps('displayName')}
          label={message('FIELD.displayName')}
          required
          autoComplete="off"
        />
        <RoleSelect
          {...form.getInputProps('role')}
          onChange={(event) =>
            isStaffRole(event.currentTarget.value) && form.setFieldValue('role', event.currentTarget.value)
          }
          label={message('FIELD.role')}
          description={message(`ROLE_HINT.${form.values.role}`)}
          required
        />
        <PasswordInput
          {...form.getInputProps('password')}
          label={message('FIELD.password')}
          description={message('STAFF_SCREEN.PASSWORD_HINT')}
          required
          autoComplete="new-password"
        />
        <PasswordInput
          {...form.getInputProps('passwordAgain')}
          label={message('FIELD.passwordAgain')}
          required
          autoComplete="new-password"
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="md">
        <Button type="submit" loading={form.submitting}>
          {message('STAFF_SCREEN.CREATE')}
        </Button>
      </Group>
    </Paper>
  );
}

// 'Nueva contraseña' for another account: typed twice; the account's open sessions end.
import { Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { message, type StaffListItem } from '@gym/domain';
import { notifyFormFailure, notifySuccess } from '../../../lib/notify';
import { useStaffStore } from '../staff-store';
import { newPasswordRules, type NewPasswordValues } from './new-password-fields';
import { DialogActions } from '../../../components/dialog-actions';

interface SetPasswordDialogProps {
  readonly account: StaffListItem;
  readonly opened: boolean;
  readonly onClose: () => void;
}

export function SetPasswordDialog({ account, opened, onClose }: SetPasswordDialogProps) {
  const form = useForm<NewPasswordValues>({
    mode: 'controlled',
    initialValues: { password: '', passwordAgain: '' },
    validate: newPasswordRules,
  });
  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.onSubmit(async ({ password }) => {
    try {
      await useStaffStore.getState().setPassword(account.id, password);
      notifySuccess(message('STAFF_SCREEN.PASSWORD_SET', { nombre: account.displayName }));
      close();
    } catch (error) {
      notifyFormFailure(form, error, 'STAFF.SAVE_FAILED', { fields: ['password'] });
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={message('STAFF_SCREEN.SET_PASSWORD_FOR', { nombre: account.displayName })}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {message('STAFF_SCREEN.SET_PASSWORD_HINT')}
          </Text>
          <PasswordInput
            {...form.getInputProps('password')}
            label={message('FIELD.newPassword')}
            description={message('STAFF_SCREEN.PASSWORD_HINT')}
            autoComplete="new-password"
            required
            data-autofocus
          />
          <PasswordInput
            {...form.getInputProps('passwordAgain')}
            label={message('FIELD.newPasswordAgain')}
            autoComplete="new-password"
            required
          />
          <DialogActions submit={message('STAFF_SCREEN.SAVE')} onCancel={close} submitting={form.submitting} />
        </Stack>
      </form>
    </Modal>
  );
}

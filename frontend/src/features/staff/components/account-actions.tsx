// What the owner can do to one account: change its role, give it a new password, disable or enable it.
import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { message, type StaffListItem } from '@gym/domain';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { useStaffStore } from '../staff-store';
import { ChangeRoleDialog } from './change-role-dialog';
import { SetPasswordDialog } from './set-password-dialog';

function confirmDisable(account: StaffListItem): void {
  modals.openConfirmModal({
    title: message('STAFF_SCREEN.DISABLE_FOR', { nombre: account.displayName }),
    children: <Text size="sm">{message('STAFF_SCREEN.DISABLE_CONFIRM', { nombre: account.displayName })}</Text>,
    labels: { confirm: message('STAFF_SCREEN.DISABLE'), cancel: message('COMMON.CANCEL') },
    confirmProps: { color: 'red', 'data-testid': 'confirm-disable' },
    onConfirm: () => {
      useStaffStore
        .getState()
        .disable(account.id)
        .then(
          () => notifySuccess(message('STAFF_SCREEN.DISABLED_DONE', { nombre: account.displayName })),
          (error: unknown) => notifyFailure(error, 'STAFF.SAVE_FAILED'),
        );
    },
  });
}

async function enable(account: StaffListItem): Promise<void> {
  try {
    await useStaffStore.getState().enable(account.id);
    notifySuccess(message('STAFF_SCREEN.ENABLED_DONE', { nombre: account.displayName }));
  } catch (error) {
    notifyFailure(error, 'STAFF.SAVE_FAILED');
  }
}

/** `stacked`: on a phone's card the buttons start on the left. They wrap onto lines wherever the room ends. */
export function AccountActions({
  account,
  stacked = false,
}: {
  readonly account: StaffListItem;
  readonly stacked?: boolean;
}) {
  const [dialog, setDialog] = useState<'role' | 'password' | null>(null);
  const name = { nombre: account.displayName };
  return (
    <Group gap={6} wrap="wrap" justify={stacked ? 'flex-start' : 'flex-end'}>
      <Button
        size="xs"
        variant="light"
        onClick={() => setDialog('role')}
        aria-label={message('STAFF_SCREEN.CHANGE_ROLE_FOR', name)}
      >
        {message('STAFF_SCREEN.CHANGE_ROLE')}
      </Button>
      <Button
        size="xs"
        variant="light"
        onClick={() => setDialog('password')}
        disabled={!account.active}
        aria-label={message('STAFF_SCREEN.SET_PASSWORD_FOR', name)}
      >
        {message('STAFF_SCREEN.SET_PASSWORD')}
      </Button>
      {account.active ? (
        <Button
          size="xs"
          variant="subtle"
          color="red"
          onClick={() => confirmDisable(account)}
          aria-label={message('STAFF_SCREEN.DISABLE_FOR', name)}
        >
          {message('STAFF_SCREEN.DISABLE')}
        </Button>
      ) : (
        <Button
          size="xs"
          variant="subtle"
          onClick={() => void enable(account)}
          aria-label={message('STAFF_SCREEN.ENABLE_FOR', name)}
        >
          {message('STAFF_SCREEN.ENABLE')}
        </Button>
      )}
      {dialog === 'role' && <ChangeRoleDialog account={account} opened onClose={() => setDialog(null)} />}
      {dialog === 'password' && <SetPasswordDialog account={account} opened onClose={() => setDialog(null)} />}
    </Group>
  );
}

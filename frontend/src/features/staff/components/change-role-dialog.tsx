// 'Cambiar rol': the two roles with what each may do; demoting says the account's sessions end.
import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { message, type StaffListItem, type StaffRole } from '@gym/domain';
import { failureText, notifySuccess } from '../../../lib/notify';
import { useStaffStore } from '../staff-store';
import { RoleChoice } from './role-select';

interface ChangeRoleDialogProps {
  readonly account: StaffListItem;
  readonly opened: boolean;
  readonly onClose: () => void;
}

export function ChangeRoleDialog({ account, opened, onClose }: ChangeRoleDialogProps) {
  const [role, setRole] = useState<StaffRole>(account.role);
  const [saving, setSaving] = useState(false);
  // A refusal (R25: the last Administrador) is said inside the dialog, beside the choice it refuses.
  const [refusal, setRefusal] = useState<string | null>(null);

  const save = async () => {
    if (role === account.role) {
      onClose();
      return;
    }
    setSaving(true);
    setRefusal(null);
    try {
      await useStaffStore.getState().changeRole(account.id, role);
      notifySuccess(message('STAFF_SCREEN.ROLE_CHANGED'));
      onClose();
    } catch (error) {
      setRefusal(failureText(error, 'STAFF.SAVE_FAILED'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={message('STAFF_SCREEN.CHANGE_ROLE_FOR', { nombre: account.displayName })}
      centered
    >
      <Stack gap="sm">
        <RoleChoice
          value={role}
          onChange={(chosen) => {
            setRole(chosen);
            setRefusal(null);
          }}
        />
        {account.role === 'admin' && role === 'reception' && (
          <Text size="sm" c="orange.8">
            {message('STAFF_SCREEN.DEMOTE_HINT')}
          </Text>
        )}
        {refusal && (
          <Text size="sm" c="red" role="alert">
            {refusal}
          </Text>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {message('COMMON.CANCEL')}
          </Button>
          <Button onClick={() => void save()} loading={saving}>
            {message('STAFF_SCREEN.SAVE')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

// The one dialog shape of 'Planes' (R38): a title, the fields of one change, 'Cancelar' and 'Guardar'.
// Renaming a plan and giving it a dated price are the same form around different fields.
import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { message } from '@gym/domain';

interface PlanDialogProps {
  readonly title: string;
  readonly onClose: () => void;
  /** The form's submit handler, as `useForm().onSubmit` gives it. */
  readonly onSubmit: React.ComponentProps<'form'>['onSubmit'];
  readonly saving: boolean;
  readonly children: ReactNode;
}

export function PlanDialog({ title, onClose, onSubmit, saving, children }: PlanDialogProps) {
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="sm">
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {message('COMMON.CANCEL')}
            </Button>
            <Button type="submit" loading={saving}>
              {message('PLANS.SAVE')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

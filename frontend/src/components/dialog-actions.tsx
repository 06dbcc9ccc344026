// The foot of a form in a dialog: 'Cancelar', then the button that submits the form.
import { Button, Group, type MantineColor, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';
import { message } from '@gym/domain';

interface DialogActionsProps {
  /** What the submit button says. */
  readonly submit: ReactNode;
  readonly onCancel: () => void;
  readonly submitting: boolean;
  readonly color?: MantineColor;
  readonly mt?: MantineSpacing;
}

export function DialogActions({ submit, onCancel, submitting, color, mt }: DialogActionsProps) {
  return (
    <Group justify="flex-end" gap="xs" mt={mt}>
      <Button variant="default" onClick={onCancel}>
        {message('COMMON.CANCEL')}
      </Button>
      <Button type="submit" color={color} loading={submitting}>
        {submit}
      </Button>
    </Group>
  );
}

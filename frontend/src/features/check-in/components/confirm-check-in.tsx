// Letting in a member who is not 'Activo' (R28): the receptionist confirms, knowing why (a debt
// paid later, an expired plan). Resolves true when confirmed.
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { message, type CheckInMatch } from '@gym/domain';
import { deskReasons } from '../check-in-texts';

export function confirmCheckIn(match: CheckInMatch): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: message('CHECK_IN.CONFIRM_TITLE', { nombre: match.name }),
      children: (
        <Text size="lg">
          {message('CHECK_IN.CONFIRM_TEXT', { nombre: match.name, motivo: deskReasons(match).join(' ') })}
        </Text>
      ),
      labels: { confirm: message('CHECK_IN.CONFIRM'), cancel: message('COMMON.CANCEL') },
      // Focused at once: Enter confirms, Escape cancels, as at a desk with a keyboard.
      confirmProps: { color: 'red', size: 'md', 'data-testid': 'confirm-check-in', 'data-autofocus': true },
      cancelProps: { size: 'md' },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}

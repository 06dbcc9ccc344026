// Asks before recording money that would leave the member with credit (more paid than the plan
// costs, issue 16): 'Con este pago quedaría un saldo a favor de $ 1.100. ¿Registrarlo de todos modos?'
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { formatMoney, message } from '@gym/domain';

/** Resolves true at once when there is no credit; otherwise with the person's answer. */
export function confirmCredit(credit: number): Promise<boolean> {
  if (credit <= 0) return Promise.resolve(true);
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: message('PAYMENT.CREDIT_TITLE'),
      children: <Text size="sm">{message('PAYMENT.CREDIT_CONFIRM', { monto: formatMoney(credit) })}</Text>,
      labels: { confirm: message('PAYMENT.CREDIT_ACCEPT'), cancel: message('COMMON.CANCEL') },
      confirmProps: { 'data-testid': 'confirm-credit' },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      // Closed by Escape, or with Ingreso's dialog when a scan takes over the desk (issue 30).
      onClose: () => resolve(false),
    });
  });
}

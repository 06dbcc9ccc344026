// 'Cobrar' at Ingreso (issue 30): the profile's payment form (components/payment-form.tsx) for the
// member on the card, in a dialog, pre-filled with what they owe as an 'Abono'. The desk decides
// where the focus goes when it closes (back to the search field, ready for the next scan).
import { Suspense, useCallback, useEffect } from 'react';
import { Loader, Modal } from '@mantine/core';
import { message, type CheckInMatch } from '@gym/domain';
import { DESK_DIALOG_STYLES } from '../../../components/confirm-entry-dialog';
import { LoadError } from '../../../components/load-error';
import { LazyPaymentForm } from '../../../components/payment-form-when-opened';
import { useCheckInStore } from '../check-in-store';
import { usePayingMemberStore } from '../paying-member-store';

interface CollectPaymentDialogProps {
  readonly opened: boolean;
  /** Kept by the caller while the dialog closes, so its title does not blank out. */
  readonly match: CheckInMatch | null;
  readonly onClose: (recorded: boolean) => void;
}

export function CollectPaymentDialog({ opened, match, onClose }: CollectPaymentDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={() => onClose(false)}
      title={message('CHECK_IN.COLLECT_FOR', { nombre: match?.name ?? '' })}
      size="lg"
      styles={DESK_DIALOG_STYLES}
      returnFocus={false}
      data-testid="collect-dialog"
    >
      {opened && match && <CollectPayment match={match} onClose={onClose} />}
    </Modal>
  );
}

function CollectPayment({
  match,
  onClose,
}: {
  readonly match: CheckInMatch;
  readonly onClose: (recorded: boolean) => void;
}) {
  const { params, data: member, error, reload } = usePayingMemberStore();
  // The amount is ready to be typed over: the dialog's own first focus came while it was loading.
  const focusAmount = useCallback((box: HTMLDivElement | null) => {
    const amount = box?.querySelector<HTMLInputElement>('input[data-autofocus]');
    amount?.focus();
    amount?.select();
  }, []);

  useEffect(() => {
    void usePayingMemberStore.getState().load(match.id);
  }, [match.id]);

  if (error) return <LoadError text={error.message} onRetry={() => void reload()} />;
  if (member === null || params !== match.id) return <Loader size="sm" aria-label={message('SHELL.LOADING')} />;
  const loading = <Loader size="sm" aria-label={message('SHELL.LOADING')} />;
  return (
    // The box mounts with the form's code loaded, so it finds the amount to focus.
    <Suspense fallback={loading}>
      <div ref={focusAmount}>
        <LazyPaymentForm
          member={member}
          initialAmount={member.debt > 0 ? member.debt : undefined}
          record={(request, key) => useCheckInStore.getState().collect(match, request, key)}
          onClose={onClose}
        />
      </div>
    </Suspense>
  );
}

// A correction that must say why (R29 'Anular pago', R32 'Reabrir'): a dialog asking the reason (5 to
// 200 characters), which sends it and closes, or marks the field with the server's refusal.
import type { ReactNode } from 'react';
import { Modal, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { message, validReason, type MessageKey } from '@gym/domain';
import { notifyFormFailure } from '../lib/notify';
import { DialogActions } from './dialog-actions';

interface ReasonDialogProps {
  readonly opened: boolean;
  readonly onClose: () => void;
  readonly title: string;
  /** What is about to happen, above the reason. */
  readonly intro?: ReactNode;
  readonly reasonLabel: string;
  readonly confirmLabel: string;
  readonly color: string;
  /** The text shown when the send fails for a reason the server did not name. */
  readonly failure: MessageKey;
  /** What a reason must be (R29, R31, R32: 5 to 200 characters), its refusal and hint; R50's skip asks 3 to 200. */
  readonly check?: {
    readonly valid: (reason: string) => string | null;
    readonly invalid: MessageKey;
    readonly hint: MessageKey;
  };
  /** Sends the trimmed reason; a refusal thrown here marks the field or is notified. */
  readonly onConfirm: (reason: string) => Promise<void>;
}

const FIVE_TO_TWO_HUNDRED = {
  valid: validReason,
  invalid: 'REQUEST.REASON_INVALID',
  hint: 'PAYMENT.REASON_HINT',
} as const satisfies ReasonDialogProps['check'];

export function ReasonDialog(props: ReasonDialogProps) {
  const { opened, onClose, title, intro, reasonLabel, confirmLabel, color, failure, onConfirm } = props;
  const check = props.check ?? FIVE_TO_TWO_HUNDRED;
  const form = useForm({ mode: 'controlled', initialValues: { reason: '' } });
  // Closed either way, it opens empty next time.
  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.onSubmit(async ({ reason }) => {
    const trimmed = check.valid(reason);
    if (trimmed === null) {
      form.setFieldError('reason', message(check.invalid));
      return;
    }
    try {
      await onConfirm(trimmed);
      close();
    } catch (error) {
      notifyFormFailure(form, error, failure, { fields: ['reason'], notify: 'unless-marked' });
    }
  });

  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          {intro}
          <Textarea
            {...form.getInputProps('reason')}
            label={reasonLabel}
            description={message(check.hint)}
            required
            autosize
            minRows={2}
            maxLength={200}
            data-autofocus
          />
          <DialogActions submit={confirmLabel} onCancel={close} submitting={form.submitting} color={color} />
        </Stack>
      </form>
    </Modal>
  );
}

// One pending reminder (R50): the member (a link to the profile), why, the message as it will be
// sent, 'WhatsApp' (opens the chat with the text and marks it 'Enviado') and 'Omitir' with a reason.
import { useState } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { message, validSkipReason, type ReminderView } from '@gym/domain';
import { MemberLink } from '../../../components/member-link';
import { ReasonDialog } from '../../../components/reason-dialog';
import { WhatsAppButton } from '../../../components/whatsapp-button';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key';
import { send } from '../../../lib/api-client';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { useRemindersStore } from '../../../stores/reminders-store';
import { ReminderEmailLine } from './reminder-email-state';

const SKIP_REASON = {
  valid: validSkipReason,
  invalid: 'REMINDER.SKIP_REASON_INVALID',
  hint: 'REMINDERS.SKIP_REASON_HINT',
} as const;

export function ReminderRow({ reminder }: { readonly reminder: ReminderView }) {
  const [skipping, setSkipping] = useState(false);
  const idempotency = useIdempotencyKey();
  const params = { id: reminder.id };

  // The chat opens in its own tab at once; the mark follows, and a refusal (someone else marked it) says so.
  const markSent = async () => {
    try {
      await send('markReminderSent', {
        params,
        body: { channel: 'whatsapp' },
        idempotencyKey: idempotency.keyFor({ sent: reminder.id }),
        fallback: 'REMINDERS.MARK_FAILED',
      });
      idempotency.done();
      notifySuccess(message('REMINDERS.SENT_DONE'));
    } catch (error) {
      notifyFailure(error, 'REMINDERS.MARK_FAILED');
    }
    await useRemindersStore.getState().load(null);
  };

  const skip = async (reason: string) => {
    await send('skipReminder', {
      params,
      body: { reason },
      idempotencyKey: idempotency.keyFor({ skip: reminder.id, reason }),
      fallback: 'REMINDERS.MARK_FAILED',
    });
    idempotency.done();
    notifySuccess(message('REMINDERS.SKIPPED_DONE'));
    await useRemindersStore.getState().load(null);
  };

  return (
    <Paper withBorder p="sm" data-testid="reminder-row" data-reminder-id={reminder.id}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Stack gap={0} miw={0}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              <MemberLink id={reminder.memberId} name={reminder.name} />
            </Text>
            <Text size="sm">{reminder.why}</Text>
            <ReminderEmailLine email={reminder.email} />
          </Stack>
          <Group gap="xs" wrap="nowrap">
            {reminder.whatsappUrl === null ? (
              <Text size="xs" c="dimmed">
                {message('REMINDERS.NO_MOBILE')}
              </Text>
            ) : (
              <WhatsAppButton
                phone={reminder.phone}
                text={reminder.message}
                name={reminder.name}
                onClick={() => void markSent()}
              />
            )}
            <Button
              size="compact-sm"
              variant="subtle"
              color="gray"
              onClick={() => setSkipping(true)}
              data-testid="reminder-skip"
            >
              {message('REMINDERS.SKIP')}
            </Button>
          </Group>
        </Group>
        <Text size="sm" c="dimmed" lineClamp={3} style={{ whiteSpace: 'pre-line' }} data-testid="reminder-message">
          {reminder.message}
        </Text>
      </Stack>
      <ReasonDialog
        opened={skipping}
        onClose={() => setSkipping(false)}
        title={message('REMINDERS.SKIP_TITLE', { nombre: reminder.name })}
        reasonLabel={message('REMINDERS.SKIP_REASON')}
        confirmLabel={message('REMINDERS.SKIP_CONFIRM')}
        color="gray"
        failure="REMINDERS.MARK_FAILED"
        check={SKIP_REASON}
        onConfirm={skip}
      />
    </Paper>
  );
}

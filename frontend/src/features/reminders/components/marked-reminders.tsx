// The reminders already marked today (R50): who sent or skipped each, and when (and why, skipped).
import { List, Paper, Text, Title } from '@mantine/core';
import { formatTime, message, type ReminderView } from '@gym/domain';
import { MemberLink } from '../../../components/member-link';
import { usePublicSettingsStore } from '../../../stores/public-settings-store';

export function MarkedReminders({ reminders }: { readonly reminders: readonly ReminderView[] }) {
  const timeZone = usePublicSettingsStore((state) => state.timeZone);
  const line = (reminder: ReminderView): string => {
    const quien = reminder.markedBy ?? '';
    const hora = reminder.markedAt === null ? '' : formatTime(reminder.markedAt, timeZone);
    // R50: sent by the daily e-mail, no one of the staff.
    if (reminder.state === 'sent' && reminder.markedBy === null && reminder.email?.state === 'sent')
      return message('REMINDERS.EMAIL_SENT', { hora });
    return reminder.state === 'sent'
      ? message('REMINDERS.SENT_BY', { quien, hora })
      : message('REMINDERS.SKIPPED_BY', { quien, hora, motivo: reminder.reason ?? '' });
  };
  return (
    <Paper
      withBorder
      p="sm"
      component="section"
      aria-label={message('REMINDERS.DONE_TODAY')}
      data-testid="reminders-marked"
    >
      <Title order={3} size="h5" mb="xs">
        {message('REMINDERS.DONE_TODAY')}
      </Title>
      <List spacing={4} size="sm">
        {reminders.map((reminder) => (
          <List.Item key={reminder.id}>
            <MemberLink id={reminder.memberId} name={reminder.name} /> · {message(`REMINDER.KIND.${reminder.kind}`)}
            <Text span size="sm" c="dimmed">
              {' '}
              — {line(reminder)}
            </Text>
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}

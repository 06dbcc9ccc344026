// 'Recordatorios' (R50): today's reminders by kind, each to send by WhatsApp (which marks it
// 'Enviado') or to skip with a reason; what someone already marked today is listed apart, with who
// and when, and leaves the pending lists at the next refresh (every 30 s, and after each mark).
import { useEffect } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { message, type ReminderGroup, type ReminderView } from '@gym/domain';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { LoadingScreen } from '../../components/loading-screen';
import { PageHeader } from '../../components/page-header';
import { useRemindersStore } from '../../stores/reminders-store';
import { MarkedReminders } from './components/marked-reminders';
import { ReminderEmailBanner } from './components/reminder-email-state';
import { ReminderRow } from './components/reminder-row';

export function RemindersScreen() {
  const { data, status, error } = useRemindersStore();

  useEffect(() => {
    void useRemindersStore.getState().load(null);
  }, []);

  const pendingGroups = (data?.groups ?? [])
    .map((group) => ({ ...group, items: group.items.filter((item) => item.state === 'pending') }))
    .filter((group) => group.items.length > 0);
  const marked = (data?.groups ?? []).flatMap((group) => group.items.filter((item) => item.state !== 'pending'));

  return (
    <>
      <PageHeader title={message('REMINDERS.TITLE')} description={message('REMINDERS.INTRO')} />
      {status === 'error' && error && (
        <LoadError text={error.message} onRetry={() => void useRemindersStore.getState().load(null)} />
      )}
      {data === null ? (
        status === 'loading' && <LoadingScreen />
      ) : (
        <Stack gap="lg">
          <ReminderEmailBanner job={data.emailJob} />
          {pendingGroups.length === 0 && <EmptyState text={message('REMINDERS.EMPTY')} />}
          {pendingGroups.map((group) => (
            <PendingGroup key={group.kind} group={group} />
          ))}
          {marked.length > 0 && <MarkedReminders reminders={marked} />}
        </Stack>
      )}
    </>
  );
}

function PendingGroup({ group }: { readonly group: ReminderGroup }) {
  const title = message(`REMINDER.KIND.${group.kind}`);
  return (
    <section aria-label={title} data-testid={`reminders-${group.kind}`}>
      <Title order={3} size="h4" mb="xs">
        {title}{' '}
        <Text span c="dimmed" size="sm">
          ({group.items.length})
        </Text>
      </Title>
      <Stack gap="xs">
        {group.items.map((reminder: ReminderView) => (
          <ReminderRow key={reminder.id} reminder={reminder} />
        ))}
      </Stack>
    </section>
  );
}

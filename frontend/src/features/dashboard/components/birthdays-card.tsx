// Birthdays in the next 30 days (R15), fewest days to go first; today's reads '¡Hoy!'. A mobile
// number gets a WhatsApp greeting (issue 10).
import { Badge, Group, Text } from '@mantine/core';
import { formatDate, message, type BirthdayEntry, type DashboardView, whatsappReminders } from '@gym/domain';
import { MemberLink } from '../../../components/member-link';
import { WhatsAppButton } from '../../../components/whatsapp-button';
import { usePublicSettingsStore } from '../../../stores/public-settings-store';
import { DashboardListCard } from './dashboard-list-card';

function whenText(daysToGo: number): string {
  if (daysToGo === 0) return message('COMMON.TODAY');
  if (daysToGo === 1) return message('DASHBOARD.BIRTHDAY_TOMORROW');
  return message('DASHBOARD.BIRTHDAY_IN', { n: daysToGo });
}

export function BirthdayLine({ entry }: { readonly entry: BirthdayEntry }) {
  const gymName = usePublicSettingsStore((state) => state.gymName);
  return (
    <Group justify="space-between" gap="xs" wrap="wrap" style={{ rowGap: 0 }}>
      <MemberLink id={entry.id} name={entry.name} />
      <Group gap={6} wrap="nowrap" ml="auto">
        <Text size="sm" c="dimmed">
          {formatDate(entry.nextBirthday).slice(0, 5)}
        </Text>
        <Badge variant={entry.daysToGo === 0 ? 'filled' : 'light'} color="grape">
          {whenText(entry.daysToGo)}
        </Badge>
        <WhatsAppButton phone={entry.phone} text={whatsappReminders.birthday(entry, gymName)} name={entry.name} />
      </Group>
    </Group>
  );
}

export function BirthdaysCard({ view }: { readonly view: DashboardView }) {
  return (
    <DashboardListCard
      title={message('DASHBOARD.BIRTHDAYS')}
      listName="birthdays"
      testId="birthdays"
      color="grape.8"
      list={view.birthdays}
      emptyText={message('DASHBOARD.NO_BIRTHDAYS')}
      entryKey={(entry) => entry.id}
      renderEntry={(entry) => <BirthdayLine entry={entry} />}
    />
  );
}

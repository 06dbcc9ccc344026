// 'Sin venir hace 14 días o más' (R28): active members whose last visit, or entry date (or import day,
// issue 41) when they never came, is 14 or more days before today, longest absent first, each with a WhatsApp nudge.
import { Group, Stack, Text } from '@mantine/core';
import { formatDate, message, type AbsentEntry, type DashboardView, whatsappReminders } from '@gym/domain';
import { MemberLink } from '../../../components/member-link';
import { WhatsAppButton } from '../../../components/whatsapp-button';
import { usePublicSettingsStore } from '../../../stores/public-settings-store';
import { DashboardListCard } from './dashboard-list-card';

function absenceDetail(entry: AbsentEntry): string {
  const fecha = formatDate(entry.absentSince);
  // Issue 41: a member imported without visits counts from the import, and says so.
  const never =
    entry.importedOn === entry.absentSince ? 'DASHBOARD.NEVER_VISITED_SINCE_IMPORT' : 'DASHBOARD.NEVER_VISITED';
  const since =
    entry.lastVisitOn === null
      ? message(never, { fecha })
      : message('DASHBOARD.LAST_VISIT', { fecha: formatDate(entry.lastVisitOn) });
  return `${message('DASHBOARD.ABSENT_DAYS', { n: entry.daysAbsent })} · ${since}`;
}

// The detail is long ('Hace 20 días · Sin visitas desde su ingreso el …'): it takes its own line.
export function AbsentLine({ entry }: { readonly entry: AbsentEntry }) {
  const gymName = usePublicSettingsStore((state) => state.gymName);
  return (
    <Stack gap={0}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <MemberLink id={entry.id} name={entry.name} />
        <WhatsAppButton phone={entry.phone} text={whatsappReminders.absent(entry, gymName)} name={entry.name} />
      </Group>
      <Text size="sm" c="dimmed">
        {absenceDetail(entry)}
      </Text>
    </Stack>
  );
}

export function AbsentMembersCard({ view }: { readonly view: DashboardView }) {
  return (
    <DashboardListCard
      title={message('DASHBOARD.ABSENT')}
      listName="absent"
      testId="absent-members"
      color="orange.9"
      list={view.absent}
      emptyText={message('DASHBOARD.NO_ABSENT')}
      entryKey={(entry) => entry.id}
      renderEntry={(entry) => <AbsentLine entry={entry} />}
    />
  );
}

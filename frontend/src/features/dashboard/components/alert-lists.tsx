// The three alert lists (R14): about to expire, expired, with debt; each entry links to the member
// and, for a mobile number, offers a WhatsApp reminder (issue 10).
import { Group, SimpleGrid, Text } from '@mantine/core';
import {
  formatDate,
  formatMoney,
  message,
  type AlertEntry,
  type AlertListName,
  type DashboardView,
  type MessageKey,
  whatsappReminders,
} from '@gym/domain';
import { MemberLink } from '../../../components/member-link';
import { WhatsAppButton } from '../../../components/whatsapp-button';
import { usePublicSettingsStore } from '../../../stores/public-settings-store';
import { DashboardListCard } from './dashboard-list-card';

function expiryText(days: number | null): string {
  if (days === null) return '';
  if (days === 0) return message('DASHBOARD.EXPIRES_TODAY');
  if (days === 1) return message('DASHBOARD.EXPIRES_TOMORROW');
  if (days > 1) return message('DASHBOARD.EXPIRES_IN', { n: days });
  if (days === -1) return message('DASHBOARD.EXPIRED_YESTERDAY');
  return message('DASHBOARD.EXPIRED_AGO', { n: -days });
}

interface AlertLineProps {
  readonly entry: AlertEntry;
  readonly detail: string;
  readonly reminder: string;
}

// The name keeps its line; when the detail does not fit beside it, the detail moves below.
export function AlertLine({ entry, detail, reminder }: AlertLineProps) {
  return (
    <Group justify="space-between" gap="xs" wrap="wrap" style={{ rowGap: 0 }}>
      <MemberLink id={entry.id} name={entry.name} />
      <Group gap={6} wrap="nowrap" ml="auto">
        <Text size="sm" c="dimmed" ta="right">
          {detail}
        </Text>
        <WhatsAppButton phone={entry.phone} text={reminder} name={entry.name} />
      </Group>
    </Group>
  );
}

const expiryDetail = (entry: AlertEntry) =>
  entry.expiresOn === null ? '' : `${expiryText(entry.daysToExpiry)} · ${formatDate(entry.expiresOn)}`;

export interface AlertListSpec {
  readonly name: AlertListName;
  readonly list: (view: DashboardView) => DashboardView['expired'];
  readonly title: MessageKey;
  readonly empty: MessageKey;
  readonly testId: string;
  readonly color: string;
  readonly detail: (entry: AlertEntry) => string;
  readonly reminder: (entry: AlertEntry, gymName: string) => string;
}

export const alertLists: readonly AlertListSpec[] = [
  {
    name: 'about-to-expire',
    list: (view) => view.aboutToExpire,
    title: 'DASHBOARD.ABOUT_TO_EXPIRE',
    empty: 'DASHBOARD.NO_ABOUT_TO_EXPIRE',
    testId: 'alert-about-to-expire',
    color: 'orange.8',
    detail: expiryDetail,
    reminder: whatsappReminders.aboutToExpire,
  },
  {
    name: 'expired',
    list: (view) => view.expired,
    title: 'DASHBOARD.EXPIRED',
    empty: 'DASHBOARD.NO_EXPIRED',
    testId: 'alert-expired',
    color: 'red.8',
    detail: expiryDetail,
    reminder: whatsappReminders.expired,
  },
  {
    name: 'with-debt',
    list: (view) => view.withDebt,
    title: 'DASHBOARD.WITH_DEBT',
    empty: 'DASHBOARD.NO_DEBT',
    testId: 'alert-with-debt',
    color: 'red.8',
    detail: (entry) => message('DASHBOARD.OWES', { monto: formatMoney(entry.debt) }),
    reminder: whatsappReminders.debt,
  },
];

export function AlertLists({ view }: { readonly view: DashboardView }) {
  const gymName = usePublicSettingsStore((state) => state.gymName);
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm">
      {alertLists.map((spec) => (
        <DashboardListCard
          key={spec.testId}
          title={message(spec.title)}
          listName={spec.name}
          testId={spec.testId}
          color={spec.color}
          list={spec.list(view)}
          emptyText={message(spec.empty)}
          entryKey={(entry) => entry.id}
          renderEntry={(entry) => (
            <AlertLine entry={entry} detail={spec.detail(entry)} reminder={spec.reminder(entry, gymName)} />
          )}
        />
      ))}
    </SimpleGrid>
  );
}

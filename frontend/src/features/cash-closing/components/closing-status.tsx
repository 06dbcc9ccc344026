// R32: whether the day is closed, who closed it and when, 'Reabrir' for an Administrador; and the
// day's closings and reopenings, oldest first.
import { Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import { formatDateTime, formatMoney, message, type CashClosingView } from '@gym/domain';
import { usePublicSettingsStore } from '../../../stores/public-settings-store';
import { cashDifferenceText } from './cash-difference';
import { ReopenDayButton } from './reopen-day-button';

export function ClosingStatus({ closing }: { readonly closing: CashClosingView }) {
  const timeZone = usePublicSettingsStore((state) => state.timeZone);
  const recorded = closing.closing;
  return (
    <Group justify="space-between" align="flex-start" mb="sm" gap="xs">
      <Stack gap={2}>
        <Badge
          color={recorded ? 'gray' : 'teal'}
          variant={recorded ? 'filled' : 'light'}
          size="lg"
          data-testid="day-status"
        >
          {message(recorded ? 'CASH_CLOSING.CLOSED_BADGE' : 'CASH_CLOSING.OPEN_BADGE')}
        </Badge>
        {recorded && (
          <>
            <Text size="sm" fw={500} data-testid="closed-by">
              {message('CASH_CLOSING.CLOSED_BY', {
                quien: recorded.closedBy,
                cuando: formatDateTime(recorded.closedAt, timeZone),
              })}
            </Text>
            <Text size="xs" c="dimmed">
              {message('CASH_CLOSING.CLOSED_NOTICE')}
            </Text>
          </>
        )}
      </Stack>
      {recorded && <ReopenDayButton date={closing.date} />}
    </Group>
  );
}

export function ClosingHistory({ closing }: { readonly closing: CashClosingView }) {
  const timeZone = usePublicSettingsStore((state) => state.timeZone);
  if (closing.history.length === 0) return null;
  return (
    <>
      <Title order={3} size="h5" mt="md" mb={4}>
        {message('CASH_CLOSING.HISTORY')}
      </Title>
      <List size="sm" spacing={2} data-testid="closing-history">
        {closing.history.map((entry) => {
          const [quien, cuando] = [entry.staffName, formatDateTime(entry.at, timeZone)];
          return (
            <List.Item key={`${entry.kind}-${entry.at}`}>
              {entry.kind === 'closed'
                ? message('CASH_CLOSING.HISTORY_CLOSED', {
                    quien,
                    cuando,
                    contado: formatMoney(entry.countedCash ?? 0),
                    esperado: formatMoney(entry.expectedCash ?? 0),
                    diferencia: cashDifferenceText(entry.difference ?? 0),
                  })
                : message('CASH_CLOSING.HISTORY_REOPENED', { quien, cuando, motivo: entry.reason ?? '' })}
            </List.Item>
          );
        })}
      </List>
    </>
  );
}

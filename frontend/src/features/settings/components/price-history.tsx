// 'Historial de precios': every change, newest first: from when, plan, old → new, who and when it was saved.
import { Paper, Text, Title } from '@mantine/core';
import { formatMoney, message, type PriceChangeView } from '@gym/domain';
import { DataTable, type Column } from '../../../components/data-table';
import { DateText, DateTimeText } from '../../../components/date-text';
import { EmptyState } from '../../../components/empty-state';
import { planName } from '../../../stores/plan-prices-store';

const columns: readonly Column<PriceChangeView>[] = [
  {
    key: 'from',
    header: message('COLUMN.EFFECTIVE_FROM'),
    render: (change) => <DateText date={change.effectiveFrom} />,
  },
  { key: 'plan', header: message('COLUMN.PLAN'), render: (change) => planName(change.plan) },
  {
    key: 'change',
    header: message('COLUMN.PRICE_CHANGE'),
    render: (change) => (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {message('SETTINGS_SCREEN.CHANGE', {
          antes: formatMoney(change.previousPrice),
          despues: formatMoney(change.price),
        })}
      </Text>
    ),
  },
  { key: 'by', header: message('COLUMN.CHANGED_BY'), render: (change) => change.staffName },
  { key: 'at', header: message('COLUMN.CHANGED_AT'), render: (change) => <DateTimeText instant={change.changedAt} /> },
];

export function PriceHistory({ history }: { readonly history: readonly PriceChangeView[] }) {
  return (
    <Paper withBorder p={{ base: 'xs', sm: 'md' }} mt="md" data-testid="price-history">
      <Title order={3} size="h4" mb="sm">
        {message('SETTINGS_SCREEN.HISTORY')}
      </Title>
      {history.length === 0 ? (
        <EmptyState text={message('SETTINGS_SCREEN.HISTORY_EMPTY')} />
      ) : (
        <DataTable
          label={message('SETTINGS_SCREEN.HISTORY')}
          columns={columns}
          rows={history}
          rowKey={(change) => change.id}
          rowTestId="price-change-row"
          minWidth={620}
        />
      )}
    </Paper>
  );
}

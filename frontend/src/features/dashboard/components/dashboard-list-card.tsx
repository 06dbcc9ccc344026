// A dashboard card holding a short list: its title, entries, an empty text and "Mostrando n de total".
import type { ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { message } from '@gym/domain';

interface DashboardListCardProps<Entry> {
  readonly title: string;
  readonly testId: string;
  readonly list: { readonly items: readonly Entry[]; readonly total: number };
  readonly emptyText: string;
  readonly renderEntry: (entry: Entry) => ReactNode;
  readonly entryKey: (entry: Entry) => string;
  readonly color?: string;
}

export function DashboardListCard<Entry>(props: DashboardListCardProps<Entry>) {
  const { title, testId, list, emptyText, renderEntry, entryKey, color } = props;
  return (
    <Paper withBorder p="md" data-testid={testId} component="section" aria-label={title}>
      <Title order={3} size="h5" c={color} mb="xs">
        {title} ({list.total})
      </Title>
      {list.items.length === 0 ? (
        <Text c="dimmed" size="sm">
          {emptyText}
        </Text>
      ) : (
        <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
          {list.items.map((entry) => (
            <li key={entryKey(entry)}>{renderEntry(entry)}</li>
          ))}
        </Stack>
      )}
      {list.total > list.items.length && (
        <Text size="xs" c="dimmed" mt="xs" data-testid="list-total">
          {message('COMMON.SHOWING_OF', { shown: list.items.length, total: list.total })}
        </Text>
      )}
    </Paper>
  );
}

// A dashboard card holding a short list: its title, its first entries, an empty text and, when the
// list holds more, "Mostrando n de total" with the link to the whole list on its own screen (issue 41).
import type { ReactNode } from 'react';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { message, type DashboardList } from '@gym/domain';

interface DashboardListCardProps<Entry> {
  readonly title: string;
  /** The list's own screen, /dashboard/{list}. */
  readonly listName: DashboardList;
  readonly testId: string;
  readonly list: { readonly items: readonly Entry[]; readonly total: number };
  readonly emptyText: string;
  readonly renderEntry: (entry: Entry) => ReactNode;
  readonly entryKey: (entry: Entry) => string;
  readonly color?: string;
}

export function DashboardListCard<Entry>(props: DashboardListCardProps<Entry>) {
  const { title, listName, testId, list, emptyText, renderEntry, entryKey, color } = props;
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
        <Group justify="space-between" gap="xs" mt="xs">
          <Text size="xs" c="dimmed" data-testid="list-total">
            {message('COMMON.SHOWING_OF', { shown: list.items.length, total: list.total })}
          </Text>
          <Anchor component={Link} to={`/dashboard/${listName}`} size="sm" data-testid="list-see-all">
            {message('DASHBOARD.SEE_ALL', { total: list.total })}
          </Anchor>
        </Group>
      )}
    </Paper>
  );
}

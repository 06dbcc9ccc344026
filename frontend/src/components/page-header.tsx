// A screen's heading row: the title (h2), an optional badge and line above, and actions on the right.
// The title is where the focus goes when the screen opens (issue 30, lib/move-focus.ts).
import type { ReactNode } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../hooks/use-page-title';

interface PageHeaderProps {
  readonly title: string;
  /** A small line above the title, e.g. the back link. */
  readonly above?: ReactNode;
  readonly badge?: ReactNode;
  readonly actions?: ReactNode;
  readonly description?: string;
}

export function PageHeader({ title, above, badge, actions, description }: PageHeaderProps) {
  usePageTitle(title);
  return (
    <Stack gap={4} mb="md">
      {above}
      <Group justify="space-between" align="center" gap="sm">
        <Group gap="sm" align="center" miw={0}>
          <Title order={2} style={{ overflowWrap: 'anywhere' }} tabIndex={-1} data-screen-heading>
            {title}
          </Title>
          {badge}
        </Group>
        {actions && <Group gap="xs">{actions}</Group>}
      </Group>
      {description && <Text c="dimmed">{description}</Text>}
    </Stack>
  );
}

// Paging under a list: which rows are shown of how many, and the page buttons (hidden with one page).
import { Group, Pagination, Text } from '@mantine/core';
import { message } from '@gym/domain';

interface PagerProps {
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
  readonly onChange: (page: number) => void;
}

const controlLabels = {
  first: message('COMMON.PAGE_FIRST'),
  previous: message('COMMON.PAGE_PREVIOUS'),
  next: message('COMMON.PAGE_NEXT'),
  last: message('COMMON.PAGE_LAST'),
} as const;

export function Pager({ page, pageSize, total, onChange }: PagerProps) {
  if (total === 0) return null;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" mt="sm" gap="xs">
      <Text size="sm" c="dimmed" data-testid="page-range">
        {message('COMMON.PAGE_RANGE', { desde: from, hasta: to, total })}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={onChange}
          size="sm"
          siblings={1}
          aria-label={message('COMMON.PAGINATION')}
          getControlProps={(control) => ({ 'aria-label': controlLabels[control] })}
        />
      )}
    </Group>
  );
}

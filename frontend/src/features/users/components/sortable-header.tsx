// A column header that sorts the list by its column; the arrow shows the current direction.
import { Group, Text, UnstyledButton } from '@mantine/core';
import type { MemberSortField, MessageKey, SortDirection } from '@gym/domain';

/** The column header of each sort field. */
export const sortLabels: Readonly<Record<MemberSortField, MessageKey>> = {
  name: 'COLUMN.NAME',
  plan: 'COLUMN.PLAN',
  expiresOn: 'COLUMN.EXPIRY',
  debt: 'COLUMN.DEBT',
};

interface SortableHeaderProps {
  readonly label: string;
  readonly field: MemberSortField;
  readonly sort: MemberSortField | null;
  readonly direction: SortDirection;
  readonly onSort: (field: MemberSortField) => void;
}

export function SortableHeader({ label, field, sort, direction, onSort }: SortableHeaderProps) {
  const arrow = sort !== field ? '↕' : direction === 'asc' ? '▲' : '▼';
  return (
    <UnstyledButton onClick={() => onSort(field)} data-testid={`sort-${field}`}>
      <Group gap={4} wrap="nowrap">
        <Text fw={700} size="sm">
          {label}
        </Text>
        <Text span size="xs" c={sort === field ? undefined : 'dimmed'} aria-hidden>
          {arrow}
        </Text>
      </Group>
    </UnstyledButton>
  );
}

export function ariaSort(field: MemberSortField, sort: MemberSortField | null, direction: SortDirection) {
  if (sort !== field) return 'none' as const;
  return direction === 'asc' ? ('ascending' as const) : ('descending' as const);
}

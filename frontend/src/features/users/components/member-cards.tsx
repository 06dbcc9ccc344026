// The members of one page as cards, for phones: name, phone, status, plan, expiry, debt, the same actions.
import { Group, Paper, Stack, Text } from '@mantine/core';
import {
  MEMBER_SORT_FIELDS,
  message,
  type MemberListItem,
  type MemberSortField,
  type SortDirection,
} from '@gym/domain';
import { FreezeNote } from '../../../components/freeze-note';
import { MemberLink } from '../../../components/member-link';
import { Money } from '../../../components/money';
import { StatusBadge } from '../../../components/status-badge';
import { TicketBookBadge } from '../../../components/ticket-book-badge';
import { Expiry, MemberActions } from './member-table';
import { SortableHeader, sortLabels } from './sortable-header';
import { MemberContact } from './member-contact';

interface MemberCardsProps {
  readonly members: readonly MemberListItem[];
  readonly sort: MemberSortField | null;
  readonly direction: SortDirection;
  readonly onSort: (field: MemberSortField) => void;
  readonly onDelete: (member: MemberListItem) => void;
}

function MemberCard({
  member,
  onDelete,
}: {
  readonly member: MemberListItem;
  readonly onDelete: MemberCardsProps['onDelete'];
}) {
  return (
    <Paper withBorder p="sm" data-testid="member-row" component="li">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={0} miw={0}>
          <MemberLink id={member.id} name={member.name} />
          <MemberContact member={member} />
        </Stack>
        {/* Never narrower than its badges ('Con Deuda' was cut to 'CON D…'): the name wraps instead. */}
        <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
          <StatusBadge status={member.status} />
          <TicketBookBadge member={member} />
        </Stack>
      </Group>
      <Group gap="md" mt={6} mb={6}>
        <Text size="sm">{member.planName}</Text>
        <Text size="sm">
          {message('COLUMN.EXPIRY')}: <Expiry member={member} />
        </Text>
        <Text size="sm">
          {message('COLUMN.DEBT')}: <Money amount={member.debt} />
        </Text>
      </Group>
      <FreezeNote freeze={member.freeze} />
      <MemberActions member={member} onDelete={onDelete} />
    </Paper>
  );
}

export function MemberCards({ members, sort, direction, onSort, onDelete }: MemberCardsProps) {
  return (
    <>
      <Group gap="md" mb="sm" role="group" aria-label={message('USERS.SORT_BY')}>
        <Text size="sm" c="dimmed">
          {message('USERS.SORT_BY')}
        </Text>
        {MEMBER_SORT_FIELDS.map((field) => (
          <SortableHeader
            key={field}
            label={message(sortLabels[field])}
            field={field}
            sort={sort}
            direction={direction}
            onSort={onSort}
          />
        ))}
      </Group>
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label={message('NAV.USERS')}>
        {members.map((member) => (
          <MemberCard key={member.id} member={member} onDelete={onDelete} />
        ))}
      </Stack>
    </>
  );
}

// The members of one page: name (with phone and cédula), plan, expiry, debt, status, and view/delete actions.
import { Button, Group, Stack } from '@mantine/core';
import { Link } from 'react-router-dom';
import { isVisitsPlan, message, type MemberListItem, type MemberSortField, type SortDirection } from '@gym/domain';
import { DataTable, type Column } from '../../../components/data-table';
import { DateText } from '../../../components/date-text';
import { FreezeNote } from '../../../components/freeze-note';
import { MemberLink } from '../../../components/member-link';
import { Money } from '../../../components/money';
import { StatusBadge } from '../../../components/status-badge';
import { TicketBookBadge } from '../../../components/ticket-book-badge';
import { useIsAdministrator } from '../../../stores/session-store';
import { ariaSort, SortableHeader, sortLabels } from './sortable-header';
import { MemberContact } from './member-contact';

interface MemberTableProps {
  readonly members: readonly MemberListItem[];
  readonly sort: MemberSortField | null;
  readonly direction: SortDirection;
  readonly onSort: (field: MemberSortField) => void;
  readonly onDelete: (member: MemberListItem) => void;
}

/** R5: a Tiquetera without expiry reads 'N/A (Tiquetera)'. */
export function Expiry({ member }: { readonly member: MemberListItem }) {
  const none = isVisitsPlan(member.planTerms) ? message('EXPIRY.TICKET_BOOK_NONE') : message('COMMON.NOT_AVAILABLE');
  return <DateText date={member.expiresOn} fallback={none} />;
}

export function MemberActions({
  member,
  onDelete,
}: {
  readonly member: MemberListItem;
  readonly onDelete: (member: MemberListItem) => void;
}) {
  // R25: deleting a member is an Administrador's.
  const mayDelete = useIsAdministrator();
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      <Button
        component={Link}
        to={`/users/${encodeURIComponent(member.id)}`}
        size="xs"
        variant="light"
        aria-label={message('USERS.VIEW_MEMBER', { nombre: member.name })}
      >
        {message('USERS.VIEW')}
      </Button>
      {mayDelete && (
        <Button
          size="xs"
          variant="subtle"
          color="red"
          onClick={() => onDelete(member)}
          aria-label={message('USERS.DELETE_MEMBER', { nombre: member.name })}
        >
          {message('USERS.DELETE')}
        </Button>
      )}
    </Group>
  );
}

/** The members' table needs this much room; less, and the list shows cards. */
export const MEMBER_TABLE_MIN_WIDTH = 760;

export function MemberTable({ members, sort, direction, onSort, onDelete }: MemberTableProps) {
  const sortable = (field: MemberSortField) => ({
    header: (
      <SortableHeader
        label={message(sortLabels[field])}
        field={field}
        sort={sort}
        direction={direction}
        onSort={onSort}
      />
    ),
    ariaSort: ariaSort(field, sort, direction),
  });
  const columns: readonly Column<MemberListItem>[] = [
    {
      key: 'name',
      ...sortable('name'),
      render: (member) => (
        <Stack gap={0}>
          <MemberLink id={member.id} name={member.name} />
          <MemberContact member={member} />
        </Stack>
      ),
    },
    { key: 'plan', ...sortable('plan'), render: (member) => member.planName },
    { key: 'expiry', ...sortable('expiresOn'), render: (member) => <Expiry member={member} /> },
    { key: 'debt', ...sortable('debt'), align: 'right', render: (member) => <Money amount={member.debt} /> },
    {
      key: 'status',
      header: message('COLUMN.STATUS'),
      render: (member) => (
        <Stack gap={2}>
          <Group gap={4}>
            <StatusBadge status={member.status} />
            <TicketBookBadge member={member} />
          </Group>
          <FreezeNote freeze={member.freeze} />
        </Stack>
      ),
    },
    {
      key: 'actions',
      header: message('COLUMN.ACTIONS'),
      align: 'right',
      render: (member) => <MemberActions member={member} onDelete={onDelete} />,
    },
  ];
  return (
    <DataTable
      label={message('NAV.USERS')}
      columns={columns}
      rows={members}
      rowKey={(member) => member.id}
      rowTestId="member-row"
      minWidth={MEMBER_TABLE_MIN_WIDTH}
    />
  );
}

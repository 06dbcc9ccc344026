// 'Auditoría' (issue 6): every member ever registered, deleted ones marked, each opening its history.
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatPhone, message, type AuditMemberEntry } from '@gym/domain';
import { DataTable, type Column } from '../../components/data-table';
import { DateTimeText } from '../../components/date-text';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { LoadingScreen } from '../../components/loading-screen';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { useAuditMembersStore } from './audit-members-store';
import { AuditSearch } from './components/audit-search';
import { DeletedBadge } from './components/deleted-badge';

export const auditMemberPath = (id: string): string => `/audit/${encodeURIComponent(id)}`;

const columns: readonly Column<AuditMemberEntry>[] = [
  {
    key: 'name',
    header: message('COLUMN.NAME'),
    render: (member) => (
      <Stack gap={0}>
        <Group gap={6} wrap="nowrap">
          <Text size="sm" fw={500}>
            {member.name}
          </Text>
          {member.deleted && <DeletedBadge />}
        </Group>
        <Text size="xs" c="dimmed">
          {formatPhone(member.phone)}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'registered',
    header: message('AUDIT_SCREEN.COLUMN_REGISTERED'),
    render: (member) => <DateTimeText instant={member.registeredAt} />,
  },
  {
    key: 'last',
    header: message('AUDIT_SCREEN.COLUMN_LAST_EVENT'),
    render: (member) => <DateTimeText instant={member.lastEventAt} />,
  },
  { key: 'events', header: message('AUDIT_SCREEN.COLUMN_EVENTS'), align: 'right', render: (member) => member.events },
  {
    key: 'open',
    header: message('COLUMN.ACTIONS'),
    align: 'right',
    render: (member) => (
      <Button
        component={Link}
        to={auditMemberPath(member.id)}
        size="xs"
        variant="light"
        aria-label={message('AUDIT_SCREEN.OPEN_MEMBER', { nombre: member.name })}
      >
        {message('AUDIT_SCREEN.OPEN')}
      </Button>
    ),
  },
];

export function AuditScreen() {
  const { params, data, status, error, load, reload } = useAuditMembersStore();
  return (
    <>
      <PageHeader title={message('NAV.AUDIT')} description={message('AUDIT_SCREEN.DESCRIPTION')} />
      <AuditSearch />
      {status === 'error' && error && <LoadError text={error.message} onRetry={() => void reload()} />}
      {data === null || params === null ? (
        status === 'loading' && <LoadingScreen />
      ) : (
        <Paper withBorder p={{ base: 'xs', sm: 'md' }} data-testid="audit-members" aria-busy={status === 'loading'}>
          {data.items.length === 0 ? (
            <EmptyState text={message('AUDIT_SCREEN.EMPTY')} />
          ) : (
            <DataTable
              label={message('NAV.AUDIT')}
              columns={columns}
              rows={data.items}
              rowKey={(member) => member.id}
              rowTestId="audit-member-row"
              minWidth={640}
            />
          )}
          <Pager
            page={params.page}
            pageSize={data.pageSize}
            total={data.total}
            onChange={(page) => void load({ ...params, page })}
          />
        </Paper>
      )}
    </>
  );
}

// 'Eliminados' (R44, Administrador): the deleted members, the latest first, with who deleted each and
// when; 'Restaurar' brings one back to Usuarios with everything as it was.
import { useEffect } from 'react';
import { Box, Button, Paper, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { Link } from 'react-router-dom';
import { formatCedula, formatPhone, message, type DeletedMember } from '@gym/domain';
import { DataTable, type Column } from '../../components/data-table';
import { DateTimeText } from '../../components/date-text';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { LoadingScreen } from '../../components/loading-screen';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { SearchBox } from '../../components/search-box';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { notifyFailure, notifySuccess } from '../../lib/notify';
import { restoreMember, useDeletedMembersStore } from './deleted-members-store';

function confirmRestore(member: DeletedMember): void {
  modals.openConfirmModal({
    title: message('DELETED_MEMBERS.RESTORE_TITLE'),
    children: <Text size="sm">{message('DELETED_MEMBERS.RESTORE_CONFIRM', { nombre: member.name })}</Text>,
    labels: { confirm: message('DELETED_MEMBERS.RESTORE'), cancel: message('COMMON.CANCEL') },
    confirmProps: { 'data-testid': 'confirm-restore' },
    onConfirm: () => {
      void (async () => {
        try {
          await restoreMember(member.id, newIdempotencyKey());
          notifySuccess(message('DELETED_MEMBERS.RESTORED', { nombre: member.name }));
        } catch (error) {
          notifyFailure(error, 'MEMBER.RESTORE_FAILED');
        }
      })();
    },
  });
}

const columns: readonly Column<DeletedMember>[] = [
  {
    key: 'name',
    header: message('COLUMN.NAME'),
    render: (member) => (
      <Stack gap={0}>
        <Text size="sm" fw={500}>
          {member.name}
        </Text>
        <Text size="xs" c="dimmed">
          {formatPhone(member.phone)}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'cedula',
    header: message('DELETED_MEMBERS.COLUMN_CEDULA'),
    render: (member) => (member.cedula === null ? '—' : formatCedula(member.cedula)),
  },
  {
    key: 'deletedAt',
    header: message('DELETED_MEMBERS.COLUMN_DELETED_AT'),
    render: (member) => <DateTimeText instant={member.deletedAt} />,
  },
  { key: 'deletedBy', header: message('DELETED_MEMBERS.COLUMN_DELETED_BY'), render: (member) => member.deletedByName },
  {
    key: 'restore',
    header: message('COLUMN.ACTIONS'),
    align: 'right',
    render: (member) => (
      <Button
        size="xs"
        variant="light"
        onClick={() => confirmRestore(member)}
        aria-label={message('DELETED_MEMBERS.RESTORE_MEMBER', { nombre: member.name })}
      >
        {message('DELETED_MEMBERS.RESTORE')}
      </Button>
    ),
  },
];

function searchFor(search: string): void {
  const { params, load } = useDeletedMembersStore.getState();
  void load(params?.search === search ? params : { search, page: 1 });
}

export function DeletedMembersScreen() {
  const { params, data, status, error, load, reload } = useDeletedMembersStore();
  useEffect(() => {
    const { params: last, load: first } = useDeletedMembersStore.getState();
    void first(last ?? { search: '', page: 1 });
  }, []);
  return (
    <>
      <PageHeader
        title={message('DELETED_MEMBERS.TITLE')}
        description={message('DELETED_MEMBERS.DESCRIPTION')}
        actions={
          <Button component={Link} to="/users" variant="default">
            {message('DELETED_MEMBERS.BACK')}
          </Button>
        }
      />
      <Box mb="md">
        <SearchBox
          initial={useDeletedMembersStore.getState().params?.search ?? ''}
          onSearch={searchFor}
          testId="deleted-members-search"
        />
      </Box>
      {status === 'error' && error && <LoadError text={error.message} onRetry={() => void reload()} />}
      {data === null || params === null ? (
        status === 'loading' && <LoadingScreen />
      ) : (
        <Paper withBorder p={{ base: 'xs', sm: 'md' }} data-testid="deleted-members" aria-busy={status === 'loading'}>
          {data.items.length === 0 ? (
            <EmptyState text={message('DELETED_MEMBERS.EMPTY')} />
          ) : (
            <DataTable
              label={message('DELETED_MEMBERS.TITLE')}
              columns={columns}
              rows={data.items}
              rowKey={(member) => member.id}
              rowTestId="deleted-member-row"
              minWidth={720}
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

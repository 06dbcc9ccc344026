// The accounts: e-mail, name, role, active or not, last sign-in and the actions; a table on a wide
// screen, one card per account on a phone.
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { message, type StaffListItem } from '@gym/domain';
import { DataTable, type Column } from '../../../components/data-table';
import { DateTimeText } from '../../../components/date-text';
import { AccountActions } from './account-actions';

function Name({ account, me }: { readonly account: StaffListItem; readonly me: string | undefined }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" fw={500}>
        {account.displayName}
      </Text>
      {account.id === me && (
        <Badge size="xs" variant="light" color="gray">
          {message('STAFF_SCREEN.YOU')}
        </Badge>
      )}
    </Group>
  );
}

export function RoleBadge({ account }: { readonly account: StaffListItem }) {
  return (
    <Badge variant="light" color={account.role === 'admin' ? 'teal' : 'blue'}>
      {message(`ROLE.${account.role}`)}
    </Badge>
  );
}

function ActiveBadge({ account }: { readonly account: StaffListItem }) {
  return account.active ? (
    <Badge variant="dot" color="teal">
      {message('STAFF_SCREEN.ACTIVE')}
    </Badge>
  ) : (
    <Badge variant="dot" color="gray">
      {message('STAFF_SCREEN.DISABLED')}
    </Badge>
  );
}

function LastSignIn({ account }: { readonly account: StaffListItem }) {
  return account.lastSignInAt ? <DateTimeText instant={account.lastSignInAt} /> : <>{message('STAFF_SCREEN.NEVER')}</>;
}

interface StaffAccountsProps {
  readonly accounts: readonly StaffListItem[];
  /** The signed-in account, marked 'Tú'. */
  readonly me: string | undefined;
  readonly narrow: boolean;
}

export function StaffAccounts({ accounts, me, narrow }: StaffAccountsProps) {
  if (narrow) {
    return (
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={message('NAV.STAFF')}>
        {accounts.map((account) => (
          <Paper key={account.id} withBorder p="sm" component="li" data-testid="staff-row">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={0} miw={0}>
                <Name account={account} me={me} />
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {account.email}
                </Text>
              </Stack>
              <RoleBadge account={account} />
            </Group>
            <Group gap="md" my={6}>
              <ActiveBadge account={account} />
              <Text size="xs" c="dimmed">
                {message('COLUMN.LAST_SIGN_IN')}: <LastSignIn account={account} />
              </Text>
            </Group>
            <AccountActions account={account} stacked />
          </Paper>
        ))}
      </Stack>
    );
  }
  const columns: readonly Column<StaffListItem>[] = [
    { key: 'name', header: message('COLUMN.NAME'), render: (account) => <Name account={account} me={me} /> },
    { key: 'email', header: message('COLUMN.EMAIL'), render: (account) => account.email },
    { key: 'role', header: message('COLUMN.ROLE'), render: (account) => <RoleBadge account={account} /> },
    { key: 'status', header: message('COLUMN.STATUS'), render: (account) => <ActiveBadge account={account} /> },
    { key: 'last', header: message('COLUMN.LAST_SIGN_IN'), render: (account) => <LastSignIn account={account} /> },
    {
      key: 'actions',
      header: message('COLUMN.ACTIONS'),
      align: 'right',
      render: (account) => <AccountActions account={account} />,
    },
  ];
  return (
    <DataTable
      label={message('NAV.STAFF')}
      columns={columns}
      rows={accounts}
      rowKey={(account) => account.id}
      rowTestId="staff-row"
      minWidth={900}
    />
  );
}

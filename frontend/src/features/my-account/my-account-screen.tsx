// 'Mi cuenta' (every account): who is signed in, with which role, one's own name (issue 30) and
// password, and ending every session of the account.
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { message } from '@gym/domain';
import { PageHeader } from '../../components/page-header';
import { useSessionStore } from '../../stores/session-store';
import { ChangePasswordForm } from './components/change-password-form';
import { DisplayNameForm } from './components/display-name-form';
import { EndAllSessions } from './components/end-all-sessions';

export function MyAccountScreen() {
  const account = useSessionStore((state) => state.account);
  return (
    <>
      <PageHeader title={message('NAV.MY_ACCOUNT')} description={message('MY_ACCOUNT.DESCRIPTION')} />
      {account && (
        <Paper withBorder p="md" mb="md" data-testid="my-account">
          <Title order={3} size="h4" mb="xs">
            {message('MY_ACCOUNT.ACCOUNT')}
          </Title>
          <Stack gap={4}>
            <Group gap="sm">
              <Text fw={600}>{account.displayName}</Text>
              <Badge variant="light" color={account.role === 'admin' ? 'teal' : 'blue'}>
                {message(`ROLE.${account.role}`)}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {account.email}
            </Text>
            <Text size="sm">{message(`ROLE_HINT.${account.role}`)}</Text>
          </Stack>
        </Paper>
      )}
      {account && <DisplayNameForm key={account.displayName} current={account.displayName} />}
      <ChangePasswordForm />
      <EndAllSessions />
    </>
  );
}

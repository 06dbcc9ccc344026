// The signed-out page, at every path: the gym's name, the subtitle and the sign-in form, centred.
import { Alert, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { message } from '@gym/domain';
import { usePageTitle } from '../../hooks/use-page-title';
import { useSessionStore } from '../../stores/session-store';
import { usePublicSettingsStore } from '../../stores/public-settings-store';
import { LoginForm } from './login-form';

export function LoginPage() {
  const gymName = usePublicSettingsStore((state) => state.gymName);
  const expired = useSessionStore((state) => state.expired);
  usePageTitle(null);

  return (
    <Center component="main" mih="100dvh" p="md" bg="gray.0">
      <Paper withBorder shadow="md" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={420}>
        <Stack gap="lg">
          <Stack gap={4} ta="center">
            <Title order={1} size="h2" c="teal.8">
              {gymName}
            </Title>
            <Text c="dimmed">{message('LOGIN.SUBTITLE')}</Text>
          </Stack>
          {expired && (
            <Alert color="yellow" variant="light">
              {message('AUTH.UNAUTHORIZED')}
            </Alert>
          )}
          <LoginForm />
        </Stack>
      </Paper>
    </Center>
  );
}

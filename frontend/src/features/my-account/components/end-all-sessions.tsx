// 'Cerrar todas mis sesiones': after a confirmation, every session of the account ends on the
// server (a session left open on another computer included) and this screen goes to the login page.
import { Button, Paper, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useNavigate } from 'react-router-dom';
import { message } from '@gym/domain';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { useSessionStore } from '../../../stores/session-store';

export function EndAllSessions() {
  const navigate = useNavigate();

  const endAll = async () => {
    try {
      await useSessionStore.getState().endAllSessions();
      notifySuccess(message('MY_ACCOUNT.ENDED_ALL'));
      // As after 'Cerrar Sesión': whoever signs in next starts at the dashboard.
      void navigate('/', { replace: true });
    } catch (error) {
      notifyFailure(error, 'MY_ACCOUNT.END_ALL_FAILED');
    }
  };

  const confirm = () =>
    modals.openConfirmModal({
      title: message('MY_ACCOUNT.END_ALL'),
      children: <Text size="sm">{message('MY_ACCOUNT.END_ALL_CONFIRM')}</Text>,
      labels: { confirm: message('MY_ACCOUNT.END_ALL'), cancel: message('COMMON.CANCEL') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-end-all-sessions' },
      onConfirm: () => void endAll(),
    });

  return (
    <Paper withBorder p="md" mt="md" component="section" aria-label={message('MY_ACCOUNT.SESSIONS_TITLE')}>
      <Title order={3} size="h4" mb={4}>
        {message('MY_ACCOUNT.SESSIONS_TITLE')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {message('MY_ACCOUNT.SESSIONS_HINT')}
      </Text>
      <Button color="red" variant="light" onClick={confirm}>
        {message('MY_ACCOUNT.END_ALL')}
      </Button>
    </Paper>
  );
}

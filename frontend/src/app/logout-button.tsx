// 'Cerrar Sesión': signs out and goes home; a failure keeps the session and says so.
import { useState } from 'react';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router-dom';
import { message } from '@gym/domain';
import { useSessionStore } from '../stores/session-store';

export function LogoutButton() {
  const logout = useSessionStore((state) => state.logout);
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  const signOut = async () => {
    setSigningOut(true);
    try {
      await logout();
      // The next person to sign in starts at the dashboard, not where the last one left off.
      void navigate('/', { replace: true });
    } catch {
      notifications.show({ color: 'red', message: message('AUTH.LOGOUT_FAILED') });
      setSigningOut(false);
    }
  };

  return (
    <Button variant="light" size="sm" flex="none" onClick={() => void signOut()} loading={signingOut}>
      {message('SHELL.LOGOUT')}
    </Button>
  );
}

// 'Personal' (Administrador only, R25): the staff accounts, adding one, and each account's actions.
import { useEffect, useState } from 'react';
import { Button, Paper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { message } from '@gym/domain';
import { LoadError } from '../../components/load-error';
import { LoadingScreen } from '../../components/loading-screen';
import { PageHeader } from '../../components/page-header';
import { useSessionStore } from '../../stores/session-store';
import { AddStaffForm } from './components/add-staff-form';
import { StaffAccounts } from './components/staff-accounts';
import { useStaffStore } from './staff-store';

export function StaffScreen() {
  const [formShown, setFormShown] = useState(false);
  const { accounts, status, error, load } = useStaffStore();
  const me = useSessionStore((state) => state.account?.id);
  const narrow = useMediaQuery('(max-width: 61.99em)');

  useEffect(() => {
    void useStaffStore.getState().load();
  }, []);

  return (
    <>
      <PageHeader
        title={message('NAV.STAFF')}
        description={message('STAFF_SCREEN.DESCRIPTION')}
        actions={
          <Button
            variant={formShown ? 'default' : 'filled'}
            onClick={() => setFormShown((shown) => !shown)}
            aria-expanded={formShown}
          >
            {message(formShown ? 'STAFF_SCREEN.HIDE_FORM' : 'STAFF_SCREEN.SHOW_FORM')}
          </Button>
        }
      />
      {formShown && <AddStaffForm onAdded={() => setFormShown(false)} />}
      {status === 'error' && error && <LoadError text={error.message} onRetry={() => void load()} />}
      {accounts === null ? (
        status === 'loading' && <LoadingScreen />
      ) : (
        <Paper withBorder p={{ base: 'xs', sm: 'md' }} data-testid="staff-list" aria-busy={status === 'loading'}>
          <StaffAccounts accounts={accounts} me={me} narrow={narrow} />
        </Paper>
      )}
    </>
  );
}

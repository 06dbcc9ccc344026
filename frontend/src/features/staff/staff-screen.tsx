// 'Personal' (Administrador only, R25): the staff accounts, adding one, and each account's actions.
// Once an account is added the focus goes to the list that shows it (issue 30).
import { useEffect, useRef, useState } from 'react';
import { Button, Paper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { message } from '@gym/domain';
import { LoadError } from '../../components/load-error';
import { LoadingScreen } from '../../components/loading-screen';
import { PageHeader } from '../../components/page-header';
import { focusElement } from '../../lib/move-focus';
import { useSessionStore } from '../../stores/session-store';
import { AddStaffForm } from './components/add-staff-form';
import { StaffAccounts } from './components/staff-accounts';
import { useStaffStore } from './staff-store';

export function StaffScreen() {
  const [formShown, setFormShown] = useState(false);
  const { accounts, status, error, load } = useStaffStore();
  const me = useSessionStore((state) => state.account?.id);
  const narrow = useMediaQuery('(max-width: 61.99em)');
  const list = useRef<HTMLDivElement>(null);

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
      {formShown && (
        <AddStaffForm
          onAdded={() => {
            setFormShown(false);
            focusElement(list.current);
          }}
        />
      )}
      {status === 'error' && error && <LoadError text={error.message} onRetry={() => void load()} />}
      {accounts === null ? (
        status === 'loading' && <LoadingScreen />
      ) : (
        <Paper
          ref={list}
          withBorder
          p={{ base: 'xs', sm: 'md' }}
          data-testid="staff-list"
          aria-busy={status === 'loading'}
        >
          <StaffAccounts accounts={accounts} me={me} narrow={narrow} />
        </Paper>
      )}
    </>
  );
}

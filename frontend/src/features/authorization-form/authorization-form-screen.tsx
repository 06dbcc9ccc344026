// The printable authorisation form (/authorization-form, R47): blank to fill by hand, or filled with
// a member's data when opened from the profile (?member=id); 'Imprimir' prints only the sheet.
import { useEffect } from 'react';
import { Button, Group } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { message } from '@gym/domain';
import { LoadError } from '../../components/load-error';
import { LoadingScreen } from '../../components/loading-screen';
import { usePageTitle } from '../../hooks/use-page-title';
import { useDataPolicyStore } from '../../stores/data-policy-store';
import { useGymDetailsStore } from '../../stores/gym-details-store';
import { AuthorizationSheet } from './components/authorization-sheet';
import { useFormMemberStore } from './authorization-form-store';

export function AuthorizationFormScreen() {
  const [search] = useSearchParams();
  const memberId = search.get('member');
  const policy = useDataPolicyStore();
  const gym = useGymDetailsStore((state) => state.data);
  const member = useFormMemberStore();
  usePageTitle(message('AUTHORIZATION_FORM.TITLE'));

  useEffect(() => {
    void useDataPolicyStore.getState().load(null);
    if (useGymDetailsStore.getState().status === 'idle') void useGymDetailsStore.getState().load(null);
  }, []);
  useEffect(() => {
    if (memberId !== null) void useFormMemberStore.getState().load(memberId);
  }, [memberId]);

  const failed = [policy, ...(memberId === null ? [] : [member])].find((query) => query.status === 'error');
  const memberReady = memberId === null || (member.data !== null && member.params === memberId);
  return (
    <>
      {failed?.error && <LoadError text={failed.error.message} onRetry={() => void failed.reload()} />}
      {policy.data === null || gym === null || !memberReady ? (
        failed === undefined && <LoadingScreen />
      ) : (
        <>
          <Group justify="flex-end" mb="sm" className="print-hidden" maw={760} mx="auto">
            <Button onClick={() => window.print()}>{message('AUTHORIZATION_FORM.PRINT')}</Button>
          </Group>
          <AuthorizationSheet
            policy={policy.data}
            gymName={gym.printedName}
            member={memberId === null ? null : member.data}
          />
        </>
      )}
    </>
  );
}

// R48 (c): the profile of a suppressed member: 'Titular suprimido', why nothing else is shown, and
// the money history the books must keep. No action but what the money itself allows (a void).
import { Alert, Stack } from '@mantine/core';
import { message, type MemberProfile } from '@gym/domain';
import { PageHeader } from '../../../components/page-header';
import { useIsAdministrator } from '../../../stores/session-store';
import { HistoryCard } from './history-card';
import { PaymentsCard } from './payments-card';
import { BackToUsers } from './profile-header';

export function SuppressedProfile({ profile }: { readonly profile: MemberProfile }) {
  const administrator = useIsAdministrator();
  return (
    <Stack gap={0}>
      <PageHeader title={message('PRIVACY.SUPPRESSED_HOLDER')} above={<BackToUsers />} />
      <Alert color="gray" mb="md" data-testid="suppressed-notice">
        {message('PRIVACY.SUPPRESSED_NOTICE')}
      </Alert>
      <Stack gap="md" mb="md">
        <PaymentsCard profile={profile} />
      </Stack>
      {administrator && <HistoryCard profile={profile} />}
    </Stack>
  );
}

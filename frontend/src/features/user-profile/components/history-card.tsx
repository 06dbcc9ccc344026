// The profile's 'Historial de cambios' (issue 6): the member's events, read again after every change.
import { Box } from '@mantine/core';
import { message, type MemberProfile } from '@gym/domain';
import { MemberTimeline } from '../../../components/member-timeline';
import { ProfileCard } from './info-card';

export function HistoryCard({ profile }: { readonly profile: MemberProfile }) {
  return (
    <Box mt="md">
      <ProfileCard title={message('HISTORY.TITLE')} testId="card-history">
        <MemberTimeline memberId={profile.id} refreshKey={profile} />
      </ProfileCard>
    </Box>
  );
}

// One member's profile (spec §2): header, the three cards (or their edit form), payments, attendance or
// visits (R28), body.
import { useEffect, useState } from 'react';
import { Stack } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { message, type MemberProfile } from '@gym/domain';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { LoadingScreen } from '../../components/loading-screen';
import { PageHeader } from '../../components/page-header';
import { focusScreenHeading } from '../../lib/move-focus';
import { AttendanceCard } from './components/attendance-card';
import { BodyCompositionCard } from './components/body-composition-card';
import { HistoryCard } from './components/history-card';
import { PaymentsCard } from './components/payments-card';
import { ProfileEditCards } from './components/profile-edit-cards';
import { BackToUsers, ProfileHeader } from './components/profile-header';
import { ProfileView } from './components/profile-view';
import { AuthorizationCard } from './components/authorization-card';
import { MemberCardCard } from './components/member-card-card';
import { PhotoCard } from './components/photo-card';
import { VisitsCard } from './components/visits-card';
import { MemberRightsCard } from './components/member-rights-card';
import { SuppressedProfile } from './components/suppressed-profile';
import { useProfileEdit } from './components/use-profile-edit';
import { useMemberProfileStore } from './member-profile-store';
import { useIsAdministrator } from '../../stores/session-store';
import { isVisitsPlanId } from '../../stores/plan-prices-store';

export function UserProfileScreen() {
  const { id = '' } = useParams();
  const { params, data: profile, status, error, reload } = useMemberProfileStore();

  useEffect(() => {
    void useMemberProfileStore.getState().load(id);
  }, [id]);

  const notFound = status === 'error' && error?.status === 404;
  if (profile !== null && params === id && !notFound) {
    return (
      <>
        {status === 'error' && error && <LoadError text={error.message} onRetry={() => void reload()} />}
        <LoadedProfile key={profile.id} profile={profile} />
      </>
    );
  }
  return (
    <>
      <PageHeader title={message('PROFILE.TITLE')} above={<BackToUsers />} />
      {notFound && <EmptyState text={message('MEMBER.NOT_FOUND')} />}
      {status === 'error' && !notFound && error && <LoadError text={error.message} onRetry={() => void reload()} />}
      {status === 'loading' && <LoadingScreen />}
    </>
  );
}

function LoadedProfile({ profile }: { readonly profile: MemberProfile }) {
  // R48 (c): nothing personal is left to show or change, only the money.
  if (profile.suppressed) return <SuppressedProfile profile={profile} />;
  return <LiveProfile profile={profile} />;
}

function LiveProfile({ profile }: { readonly profile: MemberProfile }) {
  const [editing, setEditing] = useState(false);
  // Saved or cancelled, the focus goes to the profile's heading, above what changed (issue 30).
  const leaveEditing = () => {
    setEditing(false);
    focusScreenHeading();
  };
  const edit = useProfileEdit(profile, leaveEditing);
  // R25: the history is the Auditoría's, for an Administrador.
  const administrator = useIsAdministrator();

  return (
    <Stack gap={0}>
      <ProfileHeader
        profile={profile}
        editing={editing}
        saving={edit.saving}
        onEdit={() => {
          edit.start();
          setEditing(true);
        }}
        onSave={() => edit.submit()}
        onCancel={leaveEditing}
      />
      {editing ? (
        <ProfileEditCards profile={profile} form={edit.form} onSubmit={edit.submit} />
      ) : (
        <ProfileView profile={profile} />
      )}
      {/* Full width each: side by side, Historial de Pagos was squeezed into scrolling sideways (issue 16). */}
      <Stack gap="md" mb="md">
        <AuthorizationCard profile={profile} />
        <PaymentsCard profile={profile} />
        <PhotoCard profile={profile} />
        <MemberCardCard profile={profile} />
        {isVisitsPlanId(profile.plan) && <AttendanceCard profile={profile} />}
        {!isVisitsPlanId(profile.plan) && <VisitsCard profile={profile} />}
      </Stack>
      {/* R47: body measurements are sensitive data, offered only with the member's 'Sí'. */}
      {profile.authorization?.sensitive === true && <BodyCompositionCard profile={profile} />}
      {administrator && (
        <Stack gap="md" mb="md">
          <MemberRightsCard profile={profile} />
        </Stack>
      )}
      {administrator && <HistoryCard profile={profile} />}
    </Stack>
  );
}

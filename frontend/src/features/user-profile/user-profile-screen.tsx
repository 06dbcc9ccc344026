// One member's profile (spec §2): header, the three cards (or their edit form), payments, attendance or
// visits (R28), body.
import { Suspense, useCallback, useDeferredValue, useEffect, useRef, useState } from 'react';
import { Stack } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { message, type MemberProfile } from '@gym/domain';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { LoadingScreen } from '../../components/loading-screen';
import { PageHeader } from '../../components/page-header';
import { lazyNamed } from '../../lib/lazy-named';
import { focusScreenHeading } from '../../lib/move-focus';
import { AttendanceCard } from './components/attendance-card';
import { BodyCompositionCard } from './components/body-composition-card';
import { HistoryCard } from './components/history-card';
import { PaymentsCard } from './components/payments-card';
import { BackToUsers, ProfileHeader } from './components/profile-header';
import { ProfileView } from './components/profile-view';
import { AuthorizationCard } from './components/authorization-card';
import { MemberCardCard } from './components/member-card-card';
import { PhotoCard } from './components/photo-card';
import { VisitsCard } from './components/visits-card';
import { MemberRightsCard } from './components/member-rights-card';
import { SuppressedProfile } from './components/suppressed-profile';
import { useMemberProfileStore } from './member-profile-store';
import { useIsAdministrator } from '../../stores/session-store';
import { isVisitsPlanId } from '../../stores/plan-prices-store';

const ProfileEditor = lazyNamed(() => import('./components/profile-editor'), 'ProfileEditor');

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
  const [saving, setSaving] = useState(false);
  const submit = useRef<(() => void) | null>(null);
  // Saved or cancelled, the focus goes to the profile's heading, above what changed (issue 30).
  const leaveEditing = useCallback(() => {
    setEditing(false);
    focusScreenHeading();
  }, []);
  // The heading and the three cards render first; the cards below them in a second, interruptible
  // render (issue 36): in one, the whole profile (~900 elements) was a task of 0.8 s on a phone.
  const below = useDeferredValue(profile, null);
  // R25: the history is the Auditoría's, for an Administrador.
  const administrator = useIsAdministrator();

  return (
    <Stack gap={0}>
      <ProfileHeader
        profile={profile}
        editing={editing}
        saving={saving}
        onEdit={() => setEditing(true)}
        onSave={() => submit.current?.()}
        onCancel={leaveEditing}
      />
      {editing ? (
        // While the edit form's code loads, the cards stay as they were.
        <Suspense fallback={<ProfileView profile={profile} />}>
          <ProfileEditor profile={profile} onSaved={leaveEditing} submitRef={submit} onSavingChange={setSaving} />
        </Suspense>
      ) : (
        <ProfileView profile={profile} />
      )}
      {/* Until the rest has rendered, 'Cargando...' keeps the footer below the fold (app.css): it does not jump. */}
      {below === null ? <LoadingScreen /> : <BelowTheCards profile={below} administrator={administrator} />}
    </Stack>
  );
}

function BelowTheCards({
  profile,
  administrator,
}: {
  readonly profile: MemberProfile;
  readonly administrator: boolean;
}) {
  return (
    <>
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
    </>
  );
}

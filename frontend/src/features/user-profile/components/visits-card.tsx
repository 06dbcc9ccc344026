// 'Historial de Visitas' of a Quincena or Mensualidad member (R28): their check-ins at the desk,
// which use nothing (a Tiquetera's are in its attendance card).
import { message, type MemberProfile } from '@gym/domain';
import { ProfileCard } from './info-card';
import { VisitHistory } from './visit-history';

export function VisitsCard({ profile }: { readonly profile: MemberProfile }) {
  return (
    <ProfileCard title={message('PROFILE.VISITS')} testId="card-visits">
      <VisitHistory memberId={profile.id} emptyText={message('VISIT.EMPTY')} />
    </ProfileCard>
  );
}

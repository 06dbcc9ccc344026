// The profile's heading: '← Volver a Usuarios', the name with its status badge (and 'Autorización
// pendiente', R47; 'Reclamo en trámite', R49), and the edit-mode buttons.
import { Anchor, Badge, Button, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import { message, type MemberProfile } from '@gym/domain';
import { PageHeader } from '../../../components/page-header';
import { StatusBadge } from '../../../components/status-badge';
import { TicketBookBadge } from '../../../components/ticket-book-badge';
import { ReclamoBadge } from './reclamo-badge';

export function BackToUsers() {
  return (
    <Anchor component={Link} to="/users" size="sm">
      {message('PROFILE.BACK')}
    </Anchor>
  );
}

interface ProfileHeaderProps {
  readonly profile: MemberProfile;
  readonly editing: boolean;
  readonly saving: boolean;
  readonly onEdit: () => void;
  readonly onSave: () => void;
  readonly onCancel: () => void;
}

export function ProfileHeader({ profile, editing, saving, onEdit, onSave, onCancel }: ProfileHeaderProps) {
  const actions = editing ? (
    <>
      <Button onClick={onSave} loading={saving}>
        {message('PROFILE.SAVE')}
      </Button>
      <Button variant="default" onClick={onCancel} disabled={saving}>
        {message('COMMON.CANCEL')}
      </Button>
    </>
  ) : (
    <Button onClick={onEdit}>{message('PROFILE.EDIT')}</Button>
  );
  return (
    <PageHeader
      title={profile.name}
      above={<BackToUsers />}
      badge={
        <Group gap={6}>
          <StatusBadge status={profile.status} />
          <TicketBookBadge member={profile} />
          {profile.authorization === null && (
            <Badge color="indigo" variant="light" data-testid="authorization-pending-badge">
              {message('AUTHORIZATION.PENDING')}
            </Badge>
          )}
          <ReclamoBadge memberId={profile.id} />
        </Group>
      }
      actions={actions}
    />
  );
}

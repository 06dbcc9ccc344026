// One member's history for an auditor (/audit/:id): works for deleted members too, whose profile is gone (R22).
import { Anchor, Button, Paper } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { message } from '@gym/domain';
import { MemberTimeline } from '../../components/member-timeline';
import { useMemberTimelineStore } from '../../components/member-timeline-store';
import { PageHeader } from '../../components/page-header';
import { DeletedBadge } from './components/deleted-badge';

function BackToAudit() {
  return (
    <Anchor component={Link} to="/audit" size="sm">
      {message('AUDIT_SCREEN.BACK')}
    </Anchor>
  );
}

export function AuditMemberScreen() {
  const { id = '' } = useParams();
  const shown = useMemberTimelineStore((state) => (state.params?.memberId === id ? state.data : null));
  const profileLink = shown !== null && !shown.deleted && (
    <Button component={Link} to={`/users/${encodeURIComponent(id)}`} variant="default">
      {message('AUDIT_SCREEN.PROFILE_LINK')}
    </Button>
  );
  return (
    <>
      <PageHeader
        title={shown?.memberName ?? message('HISTORY.TITLE')}
        above={<BackToAudit />}
        badge={shown?.deleted ? <DeletedBadge /> : undefined}
        actions={profileLink || undefined}
        description={shown ? message('HISTORY.TITLE') : undefined}
      />
      <Paper withBorder p={{ base: 'xs', sm: 'md' }} data-testid="audit-timeline">
        <MemberTimeline memberId={id} />
      </Paper>
    </>
  );
}

// Whom an activity is about: a member links to the profile (R22: a deleted one only names them).
import { Text } from '@mantine/core';
import { message, type StaffActivityEntry } from '@gym/domain';
import { MemberLink } from '../../../components/member-link';

export function ActivitySubject({ subject }: { readonly subject: StaffActivityEntry['subject'] }) {
  if (subject.kind === 'member' && subject.id !== null && !subject.deleted)
    return <MemberLink id={subject.id} name={subject.name} />;
  if (subject.deleted)
    return (
      <Text span size="sm" c="dimmed">
        {subject.name} ({message('COMMON.DELETED_MEMBER')})
      </Text>
    );
  return (
    <Text span size="sm">
      {subject.name}
    </Text>
  );
}

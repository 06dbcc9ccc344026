// Under a member's name in the list: the phone, and the cédula when there is one (issue 10).
import { Text } from '@mantine/core';
import { message, type MemberListItem } from '@gym/domain';

export function MemberContact({ member }: { readonly member: Pick<MemberListItem, 'phone' | 'cedula'> }) {
  const text = member.cedula
    ? message('USERS.CONTACT_WITH_CEDULA', { telefono: member.phone, cedula: member.cedula })
    : member.phone;
  return (
    <Text size="xs" c="dimmed">
      {text}
    </Text>
  );
}

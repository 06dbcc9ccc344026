// Under a member's name in the list: the phone, and the cédula when there is one (issue 10), each as
// people read it (issue 41: '320 247 0120 · C.C. 1.090.927.528', as everywhere else).
import { Text } from '@mantine/core';
import { formatCedula, formatPhone, message, type MemberListItem } from '@gym/domain';

export function MemberContact({ member }: { readonly member: Pick<MemberListItem, 'phone' | 'cedula'> }) {
  const telefono = formatPhone(member.phone);
  const text = member.cedula
    ? message('USERS.CONTACT_WITH_CEDULA', { telefono, cedula: formatCedula(member.cedula) })
    : telefono;
  return (
    <Text size="xs" c="dimmed">
      {text}
    </Text>
  );
}

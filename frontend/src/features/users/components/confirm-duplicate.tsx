// R36: before a second member with the same name and phone is created, the desk sees who is already
// registered (each a link to the profile, in a new tab so the form stays) and is asked
// '¿Registrar de todos modos?'. The server would register it anyway: asking is the desk's part.
import { Anchor, List, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { formatPhone, message, type MemberListItem } from '@gym/domain';

/** Resolves true at once when nobody matches; otherwise with the person's answer. */
export function confirmDuplicate(matches: readonly MemberListItem[]): Promise<boolean> {
  if (matches.length === 0) return Promise.resolve(true);
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: message('USERS.DUPLICATE_TITLE'),
      children: (
        <Stack gap="xs" data-testid="duplicate-matches">
          <Text size="sm">{message('USERS.DUPLICATE_TEXT')}</Text>
          <List size="sm">
            {matches.map((member) => (
              <List.Item key={member.id}>
                <Anchor href={`/users/${encodeURIComponent(member.id)}`} target="_blank" rel="noopener">
                  {member.name}
                </Anchor>{' '}
                · {formatPhone(member.phone)} · {member.planName}
              </List.Item>
            ))}
          </List>
          <Text size="sm" fw={600}>
            {message('USERS.DUPLICATE_CONFIRM')}
          </Text>
        </Stack>
      ),
      labels: { confirm: message('USERS.DUPLICATE_ACCEPT'), cancel: message('COMMON.CANCEL') },
      confirmProps: { 'data-testid': 'confirm-duplicate' },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}

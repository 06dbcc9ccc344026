// Once a member is saved, the list says who and offers what comes next at the desk: their profile
// and, when they owe, 'Cobrar', which opens the profile with its payment form (issue 41).
import { Button, Group, Paper, Text } from '@mantine/core';
import { formatMoney, message } from '@gym/domain';
import { Link } from 'react-router-dom';
import { COLLECT_ON_ARRIVAL } from '../../../lib/collect-on-arrival';
import type { AddedMember } from './add-member-form';

export function AddedMemberNotice({ added }: { readonly added: AddedMember }) {
  const profile = `/users/${added.id}`;
  return (
    <Paper withBorder p="sm" mb="md" role="status" data-testid="added-member">
      <Group justify="space-between" gap="xs">
        <Text fw={600}>
          {added.debt > 0
            ? message('USERS.ADDED_NOTICE_DEBT', { nombre: added.name, deuda: formatMoney(added.debt) })
            : message('USERS.ADDED_NOTICE', { nombre: added.name })}
        </Text>
        <Group gap="xs">
          {added.debt > 0 && (
            <Button component={Link} to={profile} state={COLLECT_ON_ARRIVAL}>
              {message('USERS.ADDED_COLLECT')}
            </Button>
          )}
          <Button component={Link} to={profile} variant={added.debt > 0 ? 'default' : 'filled'}>
            {message('USERS.ADDED_VIEW_PROFILE')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

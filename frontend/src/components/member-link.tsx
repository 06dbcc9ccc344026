// A member's name linking to their profile (/users/{id}).
import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';

export function MemberLink({ id, name }: { readonly id: string; readonly name: string }) {
  return (
    <Anchor component={Link} to={`/users/${encodeURIComponent(id)}`}>
      {name}
    </Anchor>
  );
}

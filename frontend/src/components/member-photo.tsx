// R52: the member's photo where the desk sees the member (Ingreso's card, the profile, 'Carnet'): the
// stored image (its address carries the photo's version, so a new one is fetched anew), or the
// initials when there is none.
import { Avatar } from '@mantine/core';
import { message } from '@gym/domain';
import { downloadHref } from '../lib/api-client-download';

export const memberPhotoUrl = (memberId: string, version: string): string =>
  downloadHref('getMemberPhoto', { params: { id: memberId }, query: { v: version } });

interface MemberPhotoProps {
  readonly memberId: string;
  /** The profile's or the match's `photo`: null without one. */
  readonly photo: string | null;
  readonly name: string;
  readonly size?: number;
  readonly className?: string;
}

export function MemberPhoto({ memberId, photo, name, size = 64, className }: MemberPhotoProps) {
  return (
    <Avatar
      src={photo === null ? null : memberPhotoUrl(memberId, photo)}
      alt={message('PHOTO.ALT', { nombre: name })}
      name={name}
      color="initials"
      size={size}
      radius="md"
      className={className}
      data-testid={photo === null ? 'member-photo-none' : 'member-photo'}
    />
  );
}

// R52: the member's photo — the events that reference it. The photo itself is never in the log: it
// is a file (or a GridFS file) of the photo store, named by a random id; the event holds that id and
// the SHA-256 of the stored bytes. Erasing the photo (a revocation, a supresión, 'Borrar foto') deletes
// the file, so nothing of the image is left in the log or the read models.
import { z } from 'zod';
import { message } from '../messages.js';
import { memberEvent, type MemberEventEntries, type MemberEventIn } from './member-event-lines.js';

export const MEMBER_PHOTO_EVENTS = {
  MemberPhotoSet: memberEvent(
    z.object({
      memberId: z.string(),
      /** The photo store's random id of the stored (resized, re-encoded) image. */
      photoId: z.string(),
      /** Hex SHA-256 of the stored bytes. */
      sha256: z.string(),
      /** The photo it replaces (deleted from the store), null for the first one. */
      replaces: z.string().nullable(),
    }),
    (data) => message(data.replaces === null ? 'AUDIT.MEMBER_PHOTO_SET' : 'AUDIT.MEMBER_PHOTO_REPLACED'),
  ),
  MemberPhotoRemoved: memberEvent(z.object({ memberId: z.string(), photoId: z.string() }), () =>
    message('AUDIT.MEMBER_PHOTO_REMOVED'),
  ),
} satisfies MemberEventEntries;

/** The member's photo as the fold keeps it (member.state.ts). */
export interface MemberPhotoRef {
  readonly photoId: string;
  readonly sha256: string;
}

export type MemberPhotoSet = MemberEventIn<typeof MEMBER_PHOTO_EVENTS, 'MemberPhotoSet'>;
export type MemberPhotoRemoved = MemberEventIn<typeof MEMBER_PHOTO_EVENTS, 'MemberPhotoRemoved'>;

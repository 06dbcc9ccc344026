// R52: the member's photo. Recorded only under the member's sensitive-data authorisation (R47: 'Sí');
// a revocation or a supresión takes it away in the fold (member.state.ts) and the server deletes the
// stored file. The server checks, resizes and stores the image before deciding; the decision only
// says whether this member may have it, and which photo it replaces.
import { reject, type Decision } from '../decision.js';
import type { MemberEvent } from './member.events.js';
import { maySensitiveData } from './member.sensitive-data.js';
import type { RegisteredMember } from './member.state.js';

export interface SetMemberPhoto {
  readonly type: 'SetMemberPhoto';
  readonly data: { readonly memberId: string; readonly photoId: string; readonly sha256: string };
}

export interface RemoveMemberPhoto {
  readonly type: 'RemoveMemberPhoto';
  readonly data: { readonly memberId: string };
}

/** R47: whether a photo may be stored for this member now. */
export const mayHavePhoto = (member: Pick<RegisteredMember, 'authorization'>): boolean =>
  maySensitiveData(member.authorization);

export function setMemberPhoto({ data }: SetMemberPhoto, member: RegisteredMember): Decision<MemberEvent> {
  if (!mayHavePhoto(member)) return reject('PHOTO.SENSITIVE_REQUIRED', undefined, 'photo');
  const { photoId, sha256 } = data;
  const replaces = member.photo?.photoId ?? null;
  if (replaces === photoId) return [];
  return [{ type: 'MemberPhotoSet', data: { memberId: member.memberId, photoId, sha256, replaces } }];
}

export function removeMemberPhoto(_command: RemoveMemberPhoto, member: RegisteredMember): Decision<MemberEvent> {
  if (member.photo === null) return reject('PHOTO.NOT_FOUND');
  return [{ type: 'MemberPhotoRemoved', data: { memberId: member.memberId, photoId: member.photo.photoId } }];
}

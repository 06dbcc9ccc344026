// R52: 'Borrar foto', a row of the member command table with its work beside `decide`: the stored
// image is deleted right after the removal is appended.
import type { CommandResponse } from '@gym/domain';
import type { CommandCall } from '../../shared/commands/command-table.js';
import type { MemberCommandDeps } from '../member-command-deps.js';
import { sendToMember } from '../member.write-loop.js';

export async function removeMemberPhoto(
  { id: memberId, context }: CommandCall,
  { members, photos }: MemberCommandDeps,
): Promise<CommandResponse> {
  const result = await sendToMember(members, memberId, context, { type: 'RemoveMemberPhoto', data: { memberId } });
  for (const event of result.events) if (event.type === 'MemberPhotoRemoved') await photos.delete(event.data.photoId);
  return { position: result.position };
}

// Deleting a member (R22): the member leaves every list; the stream and its payments stay.
import type { Decision } from '../decision.js';
import type { MemberEvent } from './member.events.js';
import type { RegisteredMember } from './member.state.js';

export interface DeleteMember {
  readonly type: 'DeleteMember';
  readonly data: { readonly memberId: string };
}

export function deleteMember(_command: DeleteMember, member: RegisteredMember): Decision<MemberEvent> {
  return [{ type: 'MemberDeleted', data: { memberId: member.memberId, name: member.details.name } }];
}

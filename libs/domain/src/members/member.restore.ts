// Restoring a deleted member (R44): 'Restaurar' in 'Eliminados' brings the member back with
// everything as it was — its state never left the stream, so the event only turns the deletion back.
// The cédula is claimed again beside it (backend/src/members/cedulas), and refused if another has it.
import { reject, type Decision } from '../decision.js';
import type { MemberEvent } from './member.events.js';
import type { MemberState } from './member.state.js';

export interface RestoreMember {
  readonly type: 'RestoreMember';
  readonly data: { readonly memberId: string };
}

export function restoreMember(_command: RestoreMember, member: MemberState): Decision<MemberEvent> {
  // R48: a supresión is irreversible.
  if (member.status === 'none' || member.status === 'suppressed') return reject('MEMBER.NOT_FOUND');
  if (member.status === 'registered') return reject('MEMBER.NOT_DELETED', { nombre: member.details.name });
  return [{ type: 'MemberRestored', data: { memberId: member.memberId, name: member.details.name } }];
}

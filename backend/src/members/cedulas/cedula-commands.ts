// The member commands with real work beside `decide`: a cédula held in its own stream while the
// member gets it (issue 10), and released when the member lets it go. A command the rules refuse
// is refused before the cédula is claimed, so a refusal appends nothing at all.
import {
  isRegistered,
  type CommandResponse,
  type EditMemberProfileRequest,
  type MemberCommand,
  type RegisterMemberRequest,
  type RegisterMemberResponse,
} from '@gym/domain';
import type { CommandCall } from '../../shared/commands/command-table.js';
import { AppError } from '../../shared/http/app-error.js';
import { memberStreamOf, sendToMember } from '../member.write-loop.js';
import type { MemberCommandDeps } from '../member-command-deps.js';

/**
 * A new member in a new stream (and its initial payment, R10), holding its cédula if it has one.
 * With an Idempotency-Key the member id comes from the key, so a retried registration meets the
 * member (and the cédula claim) it already created.
 */
export async function registerMember(
  { body, context, newId }: CommandCall<RegisterMemberRequest>,
  { members, cedulas }: MemberCommandDeps,
): Promise<RegisterMemberResponse> {
  const memberId = newId('member');
  const initialPaymentId = newId(`initial-payment:${memberId}`);
  const command: MemberCommand = { type: 'RegisterMember', data: { memberId, initialPaymentId, ...body } };
  const { cedula, name } = body.details;
  if (cedula !== null) await members.check({ streamId: memberStreamOf(command), command, ...context });
  const { position } = await cedulas.whileHolding(cedula, { memberId, name }, context, () =>
    sendToMember(members, memberId, context, command),
  );
  return { memberId, position };
}

/** The profile form (spec §4, R8, R9, R25): a new cédula is claimed first and the old one released after. */
export async function editMemberProfile(
  { id: memberId, body, context }: CommandCall<EditMemberProfileRequest>,
  { members, cedulas }: MemberCommandDeps,
): Promise<CommandResponse> {
  const command: MemberCommand = { type: 'EditMemberProfile', data: { memberId, ...body } };
  const edit = () => sendToMember(members, memberId, context, command);
  const wanted = body.details?.cedula;
  const { state } = await members.load(memberStreamOf(command));
  const current = isRegistered(state) ? (state.details.cedula ?? null) : null;
  if (wanted === undefined || wanted === current || !isRegistered(state)) return { position: (await edit()).position };
  await members.check({ streamId: memberStreamOf(command), command, ...context });
  const name = body.details?.name ?? state.details.name;
  const { position } = await cedulas.whileHolding(wanted, { memberId, name }, context, edit);
  if (current !== null) await cedulas.releaseQuietly(current, memberId, context);
  return { position };
}

/** R22: the stream stays for auditors, every read view drops the member, and its cédula is free again. */
export async function deleteMember(
  { id: memberId, context }: CommandCall,
  { members, cedulas }: MemberCommandDeps,
): Promise<CommandResponse> {
  const { position, state } = await sendToMember(members, memberId, context, {
    type: 'DeleteMember',
    data: { memberId },
  });
  const cedula = state.status === 'none' ? null : (state.details.cedula ?? null);
  if (cedula !== null) await cedulas.releaseQuietly(cedula, memberId, context);
  return { position };
}

/**
 * R44: 'Restaurar' a deleted member: its cédula is claimed again first — refused, naming the member who
 * has it now, when it went to someone else (nothing is appended then) — and the member comes back.
 */
export async function restoreMember(
  { id: memberId, context }: CommandCall,
  { members, cedulas }: MemberCommandDeps,
): Promise<CommandResponse> {
  const command: MemberCommand = { type: 'RestoreMember', data: { memberId } };
  const restore = () => sendToMember(members, memberId, context, command);
  const { state } = await members.load(memberStreamOf(command));
  const cedula = state.status === 'deleted' ? (state.details.cedula ?? null) : null;
  if (state.status !== 'deleted' || cedula === null) return { position: (await restore()).position };
  await members.check({ streamId: memberStreamOf(command), command, ...context });
  try {
    const { position } = await cedulas.whileHolding(cedula, { memberId, name: state.details.name }, context, restore);
    return { position };
  } catch (error) {
    if (error instanceof AppError && error.code === 'MEMBER.CEDULA_TAKEN')
      throw new AppError('MEMBER.RESTORE_CEDULA_TAKEN', error.params);
    throw error;
  }
}

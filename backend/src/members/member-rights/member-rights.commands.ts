// R48: the supresión, with its work beside `decide`: the member's cédula is released (a suppressed
// member holds none, so the same cédula registered again is a new member), and the member's data key
// is destroyed right after the event is appended — the one call site of the crypto-shredding.
import type { CommandResponse, RevokeSensitiveAuthorizationRequest, SuppressMemberRequest } from '@gym/domain';
import type { CommandCall } from '../../shared/commands/command-table.js';
import type { MemberCommandDeps } from '../member-command-deps.js';
import { memberStreamOf, sendToMember } from '../member.write-loop.js';

export async function suppressMember(
  { id: memberId, body, context }: CommandCall<SuppressMemberRequest>,
  { members, cedulas, erasure }: MemberCommandDeps,
): Promise<CommandResponse> {
  const command = { type: 'SuppressMember', data: { memberId, ...body } } as const;
  const { state: before } = await members.load(memberStreamOf(command));
  const { position } = await sendToMember(members, memberId, context, command);
  // Crypto-shredding: the member's data key is destroyed right after the append (member-data-erasure.ts).
  await erasure.eraseMemberData(memberId);
  const cedula = before.status === 'none' ? null : (before.details.cedula ?? null);
  if (cedula !== null) await cedulas.releaseQuietly(cedula, memberId, context);
  return { position };
}

/**
 * R48 (b): the revocation of the sensitive-data authorisation; once it is appended, the member's
 * sensitive key is destroyed, so the health data of every earlier event reads as erased wherever the
 * log went, and the erasers run (the photo's file, R52); a crash between them is finished at start
 * (finish-suppressions.ts).
 */
export async function revokeSensitiveAuthorization(
  { id: memberId, body, context }: CommandCall<RevokeSensitiveAuthorizationRequest>,
  { members, erasure }: MemberCommandDeps,
): Promise<CommandResponse> {
  const command = { type: 'RevokeSensitiveAuthorization', data: { memberId, ...body } } as const;
  const { position } = await sendToMember(members, memberId, context, command);
  await erasure.eraseSensitiveData(memberId);
  return { position };
}

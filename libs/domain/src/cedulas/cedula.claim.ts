// Claiming a cédula for a member being registered or edited (issue 10): the command and its rule.
// It has no body of its own: the member's registration or profile carries the cédula.
import { reject, type Decision, type DecisionContext } from '../decision.js';
import { isValidCedula } from '../rules/cedula.js';
import type { CedulaEvent } from './cedula.events.js';
import type { HolderStanding } from './cedula.holder.js';
import type { CedulaState } from './cedula.state.js';

/** Where the registration and profile requests carry the cédula: the field a refusal names. */
const CEDULA_FIELD = 'details.cedula';

/**
 * How long a claim stands while its member does not have the cédula yet: the registration or edit
 * that claimed it is under way. Past this, the process that claimed it must have stopped in
 * between (a crash), and the cédula is free again. Requests take milliseconds; this is minutes.
 */
export const CEDULA_CLAIM_LEASE_MS = 2 * 60_000;

export interface ClaimCedula {
  readonly type: 'ClaimCedula';
  readonly data: {
    readonly cedula: string;
    readonly memberId: string;
    readonly memberName: string;
    /** The current holder's standing; null when the cédula is free. */
    readonly holder: HolderStanding | null;
  };
}

/**
 * Free, lapsed, or left by a deleted holder: claimed. Held by a member who has it, or claimed a
 * moment ago for one: refused, naming that member. A claim that writes appends with the revision
 * read, so of two racing claims one fails and decides again against the winner.
 */
export function claimCedula(
  { data }: ClaimCedula,
  state: CedulaState,
  context: DecisionContext,
): Decision<CedulaEvent> {
  if (!isValidCedula(data.cedula)) return reject('MEMBER.CEDULA_INVALID', undefined, CEDULA_FIELD);
  const { cedula, memberId, memberName, holder } = data;
  const claimed = (previousMemberId: string | null): CedulaEvent[] => [
    { type: 'CedulaClaimed', data: { cedula, memberId, memberName, claimedAt: context.now, previousMemberId } },
  ];
  if (state.status === 'free') return claimed(null);
  const ours = state.memberId === memberId;
  if (holder?.kind === 'holds')
    return ours ? [] : reject('MEMBER.CEDULA_TAKEN', { cedula, nombre: holder.name }, CEDULA_FIELD);
  const claimAge = Date.parse(context.now) - Date.parse(state.claimedAt);
  if (!ours && holder?.kind === 'pending' && claimAge < CEDULA_CLAIM_LEASE_MS) {
    return reject('MEMBER.CEDULA_TAKEN', { cedula, nombre: state.memberName }, CEDULA_FIELD);
  }
  return claimed(state.memberId);
}

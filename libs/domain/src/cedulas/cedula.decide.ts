// A cédula's reservation: its state, `evolveCedula`, and `decideCedula` for claiming and releasing it.
import { reject, type Decision, type DecisionContext } from '../decision.js';
import type { MemberState } from '../members/member.state.js';
import { isValidCedula } from '../rules/cedula.js';
import type { CedulaEvent } from './cedula.events.js';

export type CedulaState =
  | { readonly status: 'free' }
  | { readonly status: 'held'; readonly memberId: string; readonly memberName: string; readonly claimedAt: string };

/** Where the registration and profile requests carry the cédula: the field a refusal names. */
const CEDULA_FIELD = 'details.cedula';

export const initialCedulaState: CedulaState = { status: 'free' };

/**
 * How long a claim stands while its member does not have the cédula yet: the registration or edit
 * that claimed it is under way. Past this, the process that claimed it must have stopped in
 * between (a crash), and the cédula is free again. Requests take milliseconds; this is minutes.
 */
export const CEDULA_CLAIM_LEASE_MS = 2 * 60_000;

export function evolveCedula(state: CedulaState, event: CedulaEvent): CedulaState {
  switch (event.type) {
    case 'CedulaClaimed': {
      const { memberId, memberName, claimedAt } = event.data;
      return { status: 'held', memberId, memberName, claimedAt };
    }
    case 'CedulaReleased':
      return state.status === 'held' && state.memberId === event.data.memberId ? initialCedulaState : state;
    default: {
      const unknown: never = event;
      throw new Error(`Unknown cédula event ${JSON.stringify(unknown)}`);
    }
  }
}

/** What the holder's own stream says, read just before deciding: the member stream is the truth. */
export type HolderStanding =
  | { readonly kind: 'holds'; readonly name: string }
  /** Not (yet) the member's: the registration or edit that claimed it is under way, or never finished. */
  | { readonly kind: 'pending' }
  /** Deleted: a deleted member never takes a cédula again (R22). */
  | { readonly kind: 'gone' };

export function holderStanding(holder: MemberState, cedula: string): HolderStanding {
  if (holder.status === 'deleted') return { kind: 'gone' };
  if (holder.status === 'registered' && holder.details.cedula === cedula)
    return { kind: 'holds', name: holder.details.name };
  return { kind: 'pending' };
}

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

/** After a deletion, a change of cédula, or a registration that failed. */
export interface ReleaseCedula {
  readonly type: 'ReleaseCedula';
  readonly data: {
    readonly cedula: string;
    readonly memberId: string;
    /** The member's standing: one who still has the cédula keeps it, whatever asked. */
    readonly holder: HolderStanding;
  };
}

export type CedulaCommand = ClaimCedula | ReleaseCedula;

export function decideCedula(
  command: CedulaCommand,
  state: CedulaState,
  context: DecisionContext,
): Decision<CedulaEvent> {
  switch (command.type) {
    case 'ClaimCedula':
      return claimCedula(command, state, context);
    case 'ReleaseCedula': {
      const { cedula, memberId, holder } = command.data;
      const released = state.status === 'held' && state.memberId === memberId && holder.kind !== 'holds';
      return released ? [{ type: 'CedulaReleased', data: { cedula, memberId } }] : [];
    }
    default: {
      const unknown: never = command;
      throw new Error(`Unknown cédula command ${JSON.stringify(unknown)}`);
    }
  }
}

/**
 * Free, lapsed, or left by a deleted holder: claimed. Held by a member who has it, or claimed a
 * moment ago for one: refused, naming that member. A claim that writes appends with the revision
 * read, so of two racing claims one fails and decides again against the winner.
 */
function claimCedula({ data }: ClaimCedula, state: CedulaState, context: DecisionContext): Decision<CedulaEvent> {
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
